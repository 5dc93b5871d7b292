import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal */
export const backToTopMessages = defineMessages<{ label: NoMessageValues }>({
  label: {
    id: 'ui.BackToTop.label',
    defaultMessage: 'Back to top',
    description: 'Button that scrolls to the top of the page',
  },
});

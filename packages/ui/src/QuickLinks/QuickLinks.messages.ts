import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal */
export const quickLinksMessages = defineMessages<{ label: NoMessageValues }>({
  label: {
    id: 'ui.QuickLinks.label',
    defaultMessage: 'Quick links',
    description: 'Accessible name of the quick links navigation',
  },
});

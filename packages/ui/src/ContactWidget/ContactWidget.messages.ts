import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal */
export const contactWidgetMessages = defineMessages<{ label: NoMessageValues }>({
  label: {
    id: 'ui.ContactWidget.label',
    defaultMessage: 'Follow us',
    description: 'Text of the side contact widget button',
  },
});

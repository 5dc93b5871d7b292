import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal */
export const contactWidgetMessages = defineMessages<{ label: NoMessageValues; region: NoMessageValues }>({
  label: {
    id: 'ui.ContactWidget.label',
    defaultMessage: 'Follow us',
    description: 'Text of the side contact widget button',
  },
  region: {
    id: 'ui.ContactWidget.region',
    defaultMessage: 'Social media',
    description: 'Accessible name of the landmark holding the follow-us button and its QR code',
  },
});

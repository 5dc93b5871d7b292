import { defineMessages } from 'react-intl';

export const enquiryDialogMessages = defineMessages({
  title: {
    id: 'ui.EnquiryDialog.title',
    defaultMessage: 'Enquiry / Quote',
    description: 'Title of the enquiry dialog on product pages',
  },
  description: {
    id: 'ui.EnquiryDialog.description',
    defaultMessage: 'We will contact you within 24 hours (9:00-17:30).',
    description: 'Promise under the enquiry dialog title (SPEC §1 support promise and open hours)',
  },
  trigger: {
    id: 'ui.EnquiryDialog.trigger',
    defaultMessage: 'Enquire',
    description: 'Default label of the button that opens the enquiry dialog',
  },
  cancel: {
    id: 'ui.EnquiryDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes the enquiry dialog without sending',
  },
});

import { defineMessages } from 'react-intl';

export const confirmDialogMessages = defineMessages({
  confirm: {
    id: 'ui.ConfirmDialog.confirm',
    defaultMessage: 'OK',
    description: 'Default label of the button that confirms or acknowledges a confirmation dialog',
  },
  cancel: {
    id: 'ui.ConfirmDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Default label of the button that dismisses a confirmation dialog without acting',
  },
});

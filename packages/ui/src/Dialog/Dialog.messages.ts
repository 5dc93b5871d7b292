import { defineMessages } from 'react-intl';

export const dialogMessages = defineMessages({
  close: {
    id: 'ui.Dialog.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the icon button that closes a dialog',
  },
});

import { defineMessages } from 'react-intl';

export const toastMessages = defineMessages({
  region: {
    id: 'ui.Toast.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the page region that holds toast notifications',
  },
  dismiss: {
    id: 'ui.Toast.dismiss',
    defaultMessage: 'Dismiss notification',
    description: 'Accessible name of the button that closes a toast',
  },
});

import { defineMessages } from 'react-intl';

export const mailSubscriptionFormMessages = defineMessages({
  formLabel: {
    id: 'ui.MailSubscriptionForm.formLabel',
    defaultMessage: 'Mail subscription',
    description: 'Accessible name of the home page mail subscription form',
  },
  email: { id: 'ui.MailSubscriptionForm.email', defaultMessage: 'Email', description: 'Field label' },
  placeholder: {
    id: 'ui.MailSubscriptionForm.placeholder',
    defaultMessage: 'name@example.com',
    description: 'Placeholder of the e-mail field',
  },
  submit: { id: 'ui.MailSubscriptionForm.submit', defaultMessage: 'Subscribe', description: 'Submit button' },
  succeeded: {
    id: 'ui.MailSubscriptionForm.succeeded',
    defaultMessage: 'Subscribed. New products and news will come to {email}.',
    description: 'Confirmation after subscribing',
  },
  sent: {
    id: 'ui.MailSubscriptionForm.sent',
    defaultMessage: 'Subscribed. New products and news will come to your inbox.',
    description:
      'Confirmation on the page a subscription sent without JavaScript returns to (no address known)',
  },
  failed: {
    id: 'ui.MailSubscriptionForm.failed',
    defaultMessage: 'The subscription failed, please try again later',
    description: 'Shown when subscribing failed and the server gave no message',
  },
});

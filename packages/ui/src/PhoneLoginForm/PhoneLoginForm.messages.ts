import { defineMessages } from 'react-intl';

export const phoneLoginFormMessages = defineMessages({
  formLabel: {
    id: 'ui.PhoneLoginForm.formLabel',
    defaultMessage: 'Log in with a phone code',
    description: 'Accessible name of the form',
  },
  phone: {
    id: 'ui.PhoneLoginForm.phone',
    defaultMessage: 'Mobile number (mainland China)',
    description: 'Field label',
  },
  submit: { id: 'ui.PhoneLoginForm.submit', defaultMessage: 'Log in', description: 'Submit button' },
  failed: {
    id: 'ui.PhoneLoginForm.failed',
    defaultMessage: 'The phone number or the code is not right',
    description: 'When login failed and the server gave no message',
  },
});

import { defineMessages } from 'react-intl';

export const resetPasswordFormMessages = defineMessages({
  formLabel: {
    id: 'ui.ResetPasswordForm.formLabel',
    defaultMessage: 'Reset your password',
    description: 'Accessible name of the form',
  },
  email: { id: 'ui.ResetPasswordForm.email', defaultMessage: 'Email', description: 'Field label' },
  password: {
    id: 'ui.ResetPasswordForm.password',
    defaultMessage: 'New password',
    description: 'Field label',
  },
  passwordHint: {
    id: 'ui.ResetPasswordForm.passwordHint',
    defaultMessage: 'At least 6 characters, letters and digits',
    description: 'Description under the password field',
  },
  confirmPassword: {
    id: 'ui.ResetPasswordForm.confirmPassword',
    defaultMessage: 'Confirm new password',
    description: 'Field label',
  },
  submit: {
    id: 'ui.ResetPasswordForm.submit',
    defaultMessage: 'Reset password',
    description: 'Submit button',
  },
  succeeded: {
    id: 'ui.ResetPasswordForm.succeeded',
    defaultMessage: 'Your password was changed, please log in again',
    description: 'Shown after the reset; every session was logged out',
  },
  failed: {
    id: 'ui.ResetPasswordForm.failed',
    defaultMessage: 'The password could not be reset, please try again later',
    description: 'When the reset failed and the server gave no message',
  },
});

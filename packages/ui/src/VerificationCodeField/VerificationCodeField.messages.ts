import { defineMessages } from 'react-intl';

export const verificationCodeFieldMessages = defineMessages({
  label: {
    id: 'ui.VerificationCodeField.label',
    defaultMessage: 'Verification code',
    description: 'Field label',
  },
  send: {
    id: 'ui.VerificationCodeField.send',
    defaultMessage: 'Send code',
    description: 'Button that sends a verification code by e-mail or SMS',
  },
  resend: {
    id: 'ui.VerificationCodeField.resend',
    defaultMessage: 'Resend in {seconds, number} s',
    description: 'The send button while the user waits before another code can be sent',
  },
  sent: {
    id: 'ui.VerificationCodeField.sent',
    defaultMessage: 'The code is on its way; it is valid for 5 minutes',
    description: 'Announced after a code was sent',
  },
  sendFailed: {
    id: 'ui.VerificationCodeField.sendFailed',
    defaultMessage: 'The code could not be sent, please try again later',
    description: 'When sending failed and the server gave no message',
  },
  captchaLabel: {
    id: 'ui.VerificationCodeField.captchaLabel',
    defaultMessage: 'Image code',
    description: 'Label of the field for the characters shown in the captcha image',
  },
  captchaImage: {
    id: 'ui.VerificationCodeField.captchaImage',
    defaultMessage: 'Image code to copy',
    description: 'Alternative text of the captcha image',
  },
  captchaRefresh: {
    id: 'ui.VerificationCodeField.captchaRefresh',
    defaultMessage: 'New image',
    description: 'Button that loads another captcha image',
  },
  captchaRequired: {
    id: 'ui.VerificationCodeField.captchaRequired',
    defaultMessage: 'Please enter the characters in the image first',
    description: 'When the send button is pressed without the captcha answer',
  },
});

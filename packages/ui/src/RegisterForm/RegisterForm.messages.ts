import { defineMessages } from 'react-intl';

export const registerFormMessages = defineMessages({
  formLabel: {
    id: 'ui.RegisterForm.formLabel',
    defaultMessage: 'Create an account',
    description: 'Accessible name of the form',
  },
  email: {
    id: 'ui.RegisterForm.email',
    defaultMessage: 'Email (your username)',
    description: 'Field label; the e-mail is the username',
  },
  name: { id: 'ui.RegisterForm.name', defaultMessage: 'Full Name', description: 'Field label' },
  phone: { id: 'ui.RegisterForm.phone', defaultMessage: 'Phone Number', description: 'Field label' },
  unit: { id: 'ui.RegisterForm.unit', defaultMessage: 'Institute/Company', description: 'Field label' },
  department: {
    id: 'ui.RegisterForm.department',
    defaultMessage: 'Lab/Department',
    description: 'Field label',
  },
  password: { id: 'ui.RegisterForm.password', defaultMessage: 'Password', description: 'Field label' },
  passwordHint: {
    id: 'ui.RegisterForm.passwordHint',
    defaultMessage: 'At least 6 characters, letters and digits',
    description: 'Description under the password field',
  },
  confirmPassword: {
    id: 'ui.RegisterForm.confirmPassword',
    defaultMessage: 'Confirm password',
    description: 'Field label',
  },
  area: {
    id: 'ui.RegisterForm.area',
    defaultMessage: 'Area',
    description: 'Label of the province/country list',
  },
  areaPlaceholder: {
    id: 'ui.RegisterForm.areaPlaceholder',
    defaultMessage: 'Select your area',
    description: 'Empty first option of the area list',
  },
  industry: { id: 'ui.RegisterForm.industry', defaultMessage: 'Industry', description: 'Field label' },
  industryPlaceholder: {
    id: 'ui.RegisterForm.industryPlaceholder',
    defaultMessage: 'Select your industry',
    description: 'Empty first option of the industry list',
  },
  privacyAgreement: {
    id: 'ui.RegisterForm.privacyAgreement',
    defaultMessage:
      'I have read and agree to the <privacy>privacy policy</privacy> and the <terms>terms and conditions</terms>',
    description: 'Label of the required agreement; <privacy> and <terms> wrap the links',
  },
  marketingConsent: {
    id: 'ui.RegisterForm.marketingConsent',
    defaultMessage: 'Send me news about products and offers by e-mail (optional)',
    description: 'Label of the optional marketing consent',
  },
  submit: { id: 'ui.RegisterForm.submit', defaultMessage: 'Register', description: 'Submit button' },
  succeeded: {
    id: 'ui.RegisterForm.succeeded',
    defaultMessage: 'Registration succeeded, you can log in now',
    description: 'Shown after the account was created',
  },
  failed: {
    id: 'ui.RegisterForm.failed',
    defaultMessage: 'Registration failed, please try again later',
    description: 'When registration failed and the server gave no message',
  },
});

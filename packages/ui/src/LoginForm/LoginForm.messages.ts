import { defineMessages } from 'react-intl';

export const loginFormMessages = defineMessages({
  formLabel: {
    id: 'ui.LoginForm.formLabel',
    defaultMessage: 'Log in',
    description: 'Accessible name of the form',
  },
  email: { id: 'ui.LoginForm.email', defaultMessage: 'Email', description: 'Field label' },
  password: { id: 'ui.LoginForm.password', defaultMessage: 'Password', description: 'Field label' },
  submit: { id: 'ui.LoginForm.submit', defaultMessage: 'Log in', description: 'Submit button' },
  failed: {
    id: 'ui.LoginForm.failed',
    defaultMessage: 'The e-mail or the password is not right',
    description: 'When login failed and the server gave no message (never says which one is wrong)',
  },
  links: {
    id: 'ui.LoginForm.links',
    defaultMessage: 'Other account pages',
    description: 'Accessible name of the links between login, registration, password reset and phone login',
  },
  toLogin: {
    id: 'ui.LoginForm.toLogin',
    defaultMessage: 'Log in with e-mail',
    description: 'Link to /login',
  },
  toPhoneLogin: {
    id: 'ui.LoginForm.toPhoneLogin',
    defaultMessage: 'Log in with a phone code',
    description: 'Link to /phone-login',
  },
  toRegister: {
    id: 'ui.LoginForm.toRegister',
    defaultMessage: 'Create an account',
    description: 'Link to /registered',
  },
  toReset: {
    id: 'ui.LoginForm.toReset',
    defaultMessage: 'Forgot your password?',
    description: 'Link to /reset',
  },
});

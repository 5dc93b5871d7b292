import { defineMessages } from 'react-intl';

/** Texts of the login lifecycle (SPEC §4, §8); the view picks one by the machine's state or error source. */
export const authMessages = defineMessages({
  logoutTitle: {
    id: 'ui.machines.auth.logoutTitle',
    defaultMessage: 'Log out',
    description: 'Title of the dialog that confirms logging out',
  },
  logoutConfirm: {
    id: 'ui.machines.auth.logoutConfirm',
    defaultMessage: 'about to log out, continue?',
    description: 'Question asked before logging out (SPEC §4, exact wording)',
  },
  loginFailed: {
    id: 'ui.machines.auth.loginFailed',
    defaultMessage: 'Login failed.',
    description: 'Shown when a login fails and the server gave no message of its own',
  },
  userInfoFailed: {
    id: 'ui.machines.auth.userInfoFailed',
    defaultMessage: 'Your account information could not be loaded. Please log in again.',
    description: 'Shown after the user info could not be loaded and the login data were cleared',
  },
  sessionExpired: {
    id: 'ui.machines.auth.sessionExpired',
    defaultMessage: 'Your session has expired. Please log in again.',
    description: 'Shown after the server refused the token (expired or revoked) and the user was logged out',
  },
});

import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Typed placeholders so formatMessage checks its values. */
export const accountMenuMessages = defineMessages<{
  login: NoMessageValues;
  register: NoMessageValues;
  trigger: { name: string };
  personalCenter: NoMessageValues;
  applications: NoMessageValues;
  logout: NoMessageValues;
}>({
  login: { id: 'ui.AccountMenu.login', defaultMessage: 'Log in', description: 'Link to the login page' },
  register: {
    id: 'ui.AccountMenu.register',
    defaultMessage: 'Register',
    description: 'Link to the registration page',
  },
  trigger: {
    id: 'ui.AccountMenu.trigger',
    defaultMessage: 'Account menu for {name}',
    description: 'Accessible name of the logged-in user menu button',
  },
  personalCenter: {
    id: 'ui.AccountMenu.personalCenter',
    defaultMessage: 'Personal center',
    description: 'Menu item: the personal center (orders)',
  },
  applications: {
    id: 'ui.AccountMenu.applications',
    defaultMessage: 'My applications',
    description: "Menu item: the user's trial sample and paper award applications",
  },
  logout: { id: 'ui.AccountMenu.logout', defaultMessage: 'Log out', description: 'Menu item: log out' },
});

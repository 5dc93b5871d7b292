import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Typed placeholders so formatMessage checks its values. */
export const mobileNavMessages = defineMessages<{
  openMenu: NoMessageValues;
  closeMenu: NoMessageValues;
  title: NoMessageValues;
  navigation: NoMessageValues;
  toggle: { label: string };
}>({
  openMenu: {
    id: 'ui.MobileNav.openMenu',
    defaultMessage: 'Open menu',
    description: 'Accessible name of the menu button on narrow screens',
  },
  closeMenu: {
    id: 'ui.MobileNav.closeMenu',
    defaultMessage: 'Close menu',
    description: 'Accessible name of the close button inside the navigation drawer',
  },
  title: {
    id: 'ui.MobileNav.title',
    defaultMessage: 'Menu',
    description: 'Accessible name of the navigation drawer',
  },
  navigation: {
    id: 'ui.MobileNav.navigation',
    defaultMessage: 'Main',
    description: 'Accessible name of the navigation landmark inside the drawer',
  },
  toggle: {
    id: 'ui.MobileNav.toggle',
    defaultMessage: '{label} submenu',
    description: 'Accessible name of the accordion button that expands a navigation item',
  },
});

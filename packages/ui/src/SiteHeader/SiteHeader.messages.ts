import { defineMessages } from 'react-intl';

export const siteHeaderMessages = defineMessages({
  navigation: {
    id: 'ui.SiteHeader.navigation',
    defaultMessage: 'Main',
    description: 'Accessible name of the main navigation landmark',
  },
  openMenu: {
    id: 'ui.SiteHeader.openMenu',
    defaultMessage: 'Open menu',
    description: 'Accessible name of the menu button on narrow screens while the menu is closed',
  },
  closeMenu: {
    id: 'ui.SiteHeader.closeMenu',
    defaultMessage: 'Close menu',
    description: 'Accessible name of the menu button on narrow screens while the menu is open',
  },
});

import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Typed placeholders so formatMessage checks its values. */
export const megaMenuMessages = defineMessages<{
  navigation: NoMessageValues;
  toggle: { label: string };
}>({
  navigation: {
    id: 'ui.MegaMenu.navigation',
    defaultMessage: 'Main',
    description: 'Accessible name of the main navigation landmark',
  },
  toggle: {
    id: 'ui.MegaMenu.toggle',
    defaultMessage: '{label} submenu',
    description: 'Accessible name of the button that shows the mega-menu panel of a navigation item',
  },
});

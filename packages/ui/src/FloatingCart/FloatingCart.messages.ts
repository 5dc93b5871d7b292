import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal */
export const floatingCartMessages = defineMessages<{ label: { count: number }; region: NoMessageValues }>({
  label: {
    id: 'ui.FloatingCart.label',
    defaultMessage: 'Cart, {count, plural, one {# item} other {# items}}',
    description: 'Accessible name of the floating cart icon on narrow screens',
  },
  region: {
    id: 'ui.FloatingCart.region',
    defaultMessage: 'Cart shortcut',
    description:
      'Accessible name of the landmark holding the floating cart icon at the bottom of narrow screens',
  },
});

import { defineMessages } from 'react-intl';

/** @internal */
export const floatingCartMessages = defineMessages<{ label: { count: number } }>({
  label: {
    id: 'ui.FloatingCart.label',
    defaultMessage: 'Cart, {count, plural, one {# item} other {# items}}',
    description: 'Accessible name of the floating cart icon on narrow screens',
  },
});

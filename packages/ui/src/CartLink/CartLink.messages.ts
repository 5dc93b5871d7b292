import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Typed placeholders so formatMessage checks its values. */
export const cartLinkMessages = defineMessages<{
  label: { count: number };
  text: NoMessageValues;
}>({
  label: {
    id: 'ui.CartLink.label',
    defaultMessage: 'Cart, {count, plural, one {# item} other {# items}}',
    description: 'Accessible name of the header cart link, with the number of items in the cart',
  },
  text: {
    id: 'ui.CartLink.text',
    defaultMessage: 'Cart',
    description: 'Visible text of the cart link',
  },
});

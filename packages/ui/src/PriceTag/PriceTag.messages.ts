import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The type argument states each message's placeholders so that formatMessage checks its values.
 * @internal Not part of the public API (stripped from the declarations).
 */
export const priceTagMessages = defineMessages<{
  inquiry: NoMessageValues;
  priceFrom: { price: string };
}>({
  inquiry: {
    id: 'ui.PriceTag.inquiry',
    defaultMessage: 'Inquiry',
    description:
      'Shown instead of a price when prices are not shown to this visitor, or a size has no list price (SPEC §1)',
  },
  priceFrom: {
    id: 'ui.PriceTag.priceFrom',
    defaultMessage: 'From {price}',
    description: 'Lowest price of a product with several pack sizes; {price} is a formatted amount',
  },
});

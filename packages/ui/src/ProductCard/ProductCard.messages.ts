import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The type argument states each message's placeholders so that formatMessage checks its values.
 * @internal Not part of the public API (stripped from the declarations).
 */
export const productCardMessages = defineMessages<{
  catalogNumber: { catalogNumber: string };
  sizeCount: { count: number };
  isNew: NoMessageValues;
  isHot: NoMessageValues;
}>({
  catalogNumber: {
    id: 'ui.ProductCard.catalogNumber',
    defaultMessage: 'Cat. No. {catalogNumber}',
    description: 'Catalogue number of a product',
  },
  sizeCount: {
    id: 'ui.ProductCard.sizeCount',
    defaultMessage: '{count, plural, one {# size} other {# sizes}}',
    description: 'How many pack sizes a product comes in',
  },
  isNew: {
    id: 'ui.ProductCard.isNew',
    defaultMessage: 'New',
    description: 'Badge on a newly released product',
  },
  isHot: {
    id: 'ui.ProductCard.isHot',
    defaultMessage: 'Hot',
    description: 'Badge on a best-selling product',
  },
});

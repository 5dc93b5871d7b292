import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const productListMessages = defineMessages<{
  resultCount: { total: number };
  sortLabel: NoMessageValues;
  sortDefault: NoMessageValues;
  sortNewest: NoMessageValues;
  sortName: NoMessageValues;
  listLabel: NoMessageValues;
  loading: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  catalogNumber: { catalogNumber: string };
  sizeCount: { count: number };
  isNew: NoMessageValues;
  isHot: NoMessageValues;
}>({
  resultCount: {
    id: 'ui.ProductList.resultCount',
    defaultMessage: '{total, plural, one {# product} other {# products}}',
    description: 'Number of products in the category (all pages)',
  },
  sortLabel: {
    id: 'ui.ProductList.sortLabel',
    defaultMessage: 'Sort by',
    description: 'Label of the sort control',
  },
  sortDefault: {
    id: 'ui.ProductList.sortDefault',
    defaultMessage: 'Recommended',
    description: 'Sort option: the catalogue order',
  },
  sortNewest: {
    id: 'ui.ProductList.sortNewest',
    defaultMessage: 'Newest',
    description: 'Sort option: newest first',
  },
  sortName: {
    id: 'ui.ProductList.sortName',
    defaultMessage: 'Name (A–Z)',
    description: 'Sort option: by product name',
  },
  listLabel: {
    id: 'ui.ProductList.listLabel',
    defaultMessage: 'Products',
    description: 'Accessible name of the list',
  },
  loading: {
    id: 'ui.ProductList.loading',
    defaultMessage: 'Loading products…',
    description: 'Announced while the list loads',
  },
  emptyTitle: {
    id: 'ui.ProductList.emptyTitle',
    defaultMessage: 'No products in this category yet',
    description: 'Title of an empty category',
  },
  emptyDescription: {
    id: 'ui.ProductList.emptyDescription',
    defaultMessage: 'Browse another category, or send us an enquiry for a custom protein.',
    description: 'Advice on an empty category',
  },
  catalogNumber: {
    id: 'ui.ProductList.catalogNumber',
    defaultMessage: 'Cat. No. {catalogNumber}',
    description: 'Catalogue number of a product row',
  },
  sizeCount: {
    id: 'ui.ProductList.sizeCount',
    defaultMessage: '{count, plural, one {# size} other {# sizes}}',
    description: 'How many pack sizes a product comes in',
  },
  isNew: {
    id: 'ui.ProductList.isNew',
    defaultMessage: 'New',
    description: 'Badge on a newly released product',
  },
  isHot: {
    id: 'ui.ProductList.isHot',
    defaultMessage: 'Hot',
    description: 'Badge on a best-selling product',
  },
});

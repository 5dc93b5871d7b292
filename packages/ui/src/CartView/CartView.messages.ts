import { defineMessages, type NoMessageValues } from 'react-intl';

type LineValues = { productName: string; catalogNumber: string; size: string };

/** @internal Not part of the public API (stripped from the declarations). */
export const cartViewMessages = defineMessages<{
  caption: NoMessageValues;
  selectAll: NoMessageValues;
  selectLine: LineValues;
  catalogNumber: NoMessageValues;
  productName: NoMessageValues;
  size: NoMessageValues;
  price: NoMessageValues;
  count: NoMessageValues;
  subtotal: NoMessageValues;
  actions: NoMessageValues;
  countInput: LineValues;
  decrease: LineValues;
  increase: LineValues;
  delete: NoMessageValues;
  deleteLine: LineValues;
  batchDelete: NoMessageValues;
  selectedCount: { count: number };
  totalCount: NoMessageValues;
  priceTotal: NoMessageValues;
  settle: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  emptyAction: NoMessageValues;
  loading: NoMessageValues;
  errorTitle: NoMessageValues;
}>({
  caption: {
    id: 'ui.CartView.caption',
    defaultMessage: 'Cart',
    description: 'Accessible name of the cart table',
  },
  selectAll: {
    id: 'ui.CartView.selectAll',
    defaultMessage: 'Select all',
    description: 'Checkbox that selects every cart line',
  },
  selectLine: {
    id: 'ui.CartView.selectLine',
    defaultMessage: 'Select {productName} ({catalogNumber}), {size}',
    description: 'Accessible name of the checkbox of one cart line',
  },
  catalogNumber: {
    id: 'ui.CartView.catalogNumber',
    defaultMessage: 'Cat. No.',
    description: 'Column header: catalog number',
  },
  productName: { id: 'ui.CartView.productName', defaultMessage: 'Product', description: 'Column header' },
  size: { id: 'ui.CartView.size', defaultMessage: 'Size', description: 'Column header: pack size' },
  price: { id: 'ui.CartView.price', defaultMessage: 'Unit price', description: 'Column header' },
  count: { id: 'ui.CartView.count', defaultMessage: 'Quantity', description: 'Column header' },
  subtotal: { id: 'ui.CartView.subtotal', defaultMessage: 'Subtotal', description: 'Column header' },
  actions: { id: 'ui.CartView.actions', defaultMessage: 'Actions', description: 'Column header' },
  countInput: {
    id: 'ui.CartView.countInput',
    defaultMessage: 'Quantity of {productName} ({catalogNumber}), {size}',
    description: 'Accessible name of the quantity field of one line',
  },
  decrease: {
    id: 'ui.CartView.decrease',
    defaultMessage: 'Decrease quantity of {productName} ({catalogNumber}), {size}',
    description: 'Accessible name of the minus button',
  },
  increase: {
    id: 'ui.CartView.increase',
    defaultMessage: 'Increase quantity of {productName} ({catalogNumber}), {size}',
    description: 'Accessible name of the plus button',
  },
  delete: {
    id: 'ui.CartView.delete',
    defaultMessage: 'Delete',
    description: 'Visible text of the delete button of a line',
  },
  deleteLine: {
    id: 'ui.CartView.deleteLine',
    defaultMessage: 'Delete {productName} ({catalogNumber}), {size}',
    description: 'Accessible name of the delete button of one line (starts with its visible text)',
  },
  batchDelete: {
    id: 'ui.CartView.batchDelete',
    defaultMessage: 'Delete selected',
    description: 'Button that deletes the selected lines',
  },
  selectedCount: {
    id: 'ui.CartView.selectedCount',
    defaultMessage: '{count, plural, one {# line selected} other {# lines selected}}',
    description: 'How many lines are selected',
  },
  totalCount: {
    id: 'ui.CartView.totalCount',
    defaultMessage: 'Total quantity',
    description: 'Label of the sum of the counts',
  },
  priceTotal: {
    id: 'ui.CartView.priceTotal',
    defaultMessage: 'Total',
    description: 'Label of the total price',
  },
  settle: {
    id: 'ui.CartView.settle',
    defaultMessage: 'Check out',
    description: 'Button that settles the cart into an order',
  },
  emptyTitle: {
    id: 'ui.CartView.emptyTitle',
    defaultMessage: 'Your cart is empty',
    description: 'Empty cart',
  },
  emptyDescription: {
    id: 'ui.CartView.emptyDescription',
    defaultMessage: 'Browse the products and add the sizes you need.',
    description: 'Empty cart advice',
  },
  emptyAction: {
    id: 'ui.CartView.emptyAction',
    defaultMessage: 'Browse products',
    description: 'Link to /products',
  },
  loading: { id: 'ui.CartView.loading', defaultMessage: 'Loading the cart…', description: 'Cart is loading' },
  errorTitle: {
    id: 'ui.CartView.errorTitle',
    defaultMessage: 'The cart could not be loaded',
    description: 'Cart failed to load',
  },
});

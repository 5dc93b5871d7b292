import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const orderListMessages = defineMessages<{
  listLabel: NoMessageValues;
  orderNumber: { orderNumber: string };
  orderTime: NoMessageValues;
  linesCaption: { orderNumber: string };
  catalogNumber: NoMessageValues;
  productName: NoMessageValues;
  size: NoMessageValues;
  price: NoMessageValues;
  count: NoMessageValues;
  subtotal: NoMessageValues;
  countTotal: { count: number };
  priceTotal: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  emptyAction: NoMessageValues;
  loading: NoMessageValues;
  errorTitle: NoMessageValues;
}>({
  listLabel: {
    id: 'ui.OrderList.listLabel',
    defaultMessage: 'Orders',
    description: 'Accessible name of the order list',
  },
  orderNumber: {
    id: 'ui.OrderList.orderNumber',
    defaultMessage: 'Order No. {orderNumber}',
    description: 'Heading of one order',
  },
  orderTime: {
    id: 'ui.OrderList.orderTime',
    defaultMessage: 'Order time',
    description: 'Label of the order time',
  },
  linesCaption: {
    id: 'ui.OrderList.linesCaption',
    defaultMessage: 'Products of order {orderNumber}',
    description: 'Accessible name of the table of an order lines',
  },
  catalogNumber: {
    id: 'ui.OrderList.catalogNumber',
    defaultMessage: 'Cat. No.',
    description: 'Column header',
  },
  productName: { id: 'ui.OrderList.productName', defaultMessage: 'Product', description: 'Column header' },
  size: { id: 'ui.OrderList.size', defaultMessage: 'Size', description: 'Column header: pack size' },
  price: { id: 'ui.OrderList.price', defaultMessage: 'Unit price', description: 'Column header' },
  count: { id: 'ui.OrderList.count', defaultMessage: 'Quantity', description: 'Column header' },
  subtotal: { id: 'ui.OrderList.subtotal', defaultMessage: 'Subtotal', description: 'Column header' },
  countTotal: {
    id: 'ui.OrderList.countTotal',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Sum of the counts of an order',
  },
  priceTotal: {
    id: 'ui.OrderList.priceTotal',
    defaultMessage: 'Total',
    description: 'Label of an order total price',
  },
  emptyTitle: {
    id: 'ui.OrderList.emptyTitle',
    defaultMessage: 'No orders yet',
    description: 'Empty order list',
  },
  emptyDescription: {
    id: 'ui.OrderList.emptyDescription',
    defaultMessage: 'Orders appear here after you check out your cart.',
    description: 'Empty order list advice',
  },
  emptyAction: {
    id: 'ui.OrderList.emptyAction',
    defaultMessage: 'Browse products',
    description: 'Link to /products',
  },
  loading: {
    id: 'ui.OrderList.loading',
    defaultMessage: 'Loading your orders…',
    description: 'Orders are loading',
  },
  errorTitle: {
    id: 'ui.OrderList.errorTitle',
    defaultMessage: 'The orders could not be loaded',
    description: 'Order list failed to load',
  },
});

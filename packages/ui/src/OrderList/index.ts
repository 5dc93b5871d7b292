export type { OrderListOrder, OrderListProps } from './OrderList';
export { OrderList } from './OrderList';

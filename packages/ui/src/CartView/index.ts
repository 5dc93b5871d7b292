export type { CartViewLine, CartViewProps } from './CartView';
export { CartView } from './CartView';

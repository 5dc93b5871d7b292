export type { AddToCartChoice, AddToCartProps } from './AddToCart';
export { ADD_TO_CART_MAX_COUNT, AddToCart, parseAddCount } from './AddToCart';

export type { FloatingCartProps } from './FloatingCart';
export { FloatingCart } from './FloatingCart';
export type { FloatingCartEdge } from './floatingCartModel';

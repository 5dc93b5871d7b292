export type { ProductGridProps } from './ProductGrid';
export { ProductGrid } from './ProductGrid';

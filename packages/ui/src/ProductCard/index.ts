export type {
  ProductCardPriceMode,
  ProductCardProduct,
  ProductCardProps,
  ProductCardSize,
} from './ProductCard';
export { ProductCard } from './ProductCard';

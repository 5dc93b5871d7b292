import type { ProductCardSize } from './ProductCard';

/**
 * The lowest listed CNY price, and whether other sizes cost more (then the card says "From").
 * Null when no size has a price: such a product is sold on inquiry even where prices are shown.
 */
export function lowestPrice(sizes: readonly ProductCardSize[]): { amount: number; several: boolean } | null {
  const prices = sizes.map((size) => size.priceCny).filter((price): price is number => price !== null);
  if (prices.length === 0) return null;
  const amount = Math.min(...prices);
  return { amount, several: prices.some((price) => price !== amount) };
}

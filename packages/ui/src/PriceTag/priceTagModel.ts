/** A pack size with its CNY price; null when the size is sold on inquiry only. */
export interface PricedSize {
  /** Pack size, e.g. '100 µg'. */
  size: string;
  /** Price in CNY, or null when the size is sold on inquiry only. */
  priceCny: number | null;
}

/**
 * How prices are shown to this visitor (SPEC §1): 'cny' for visitors in China on the Chinese site,
 * 'inquiry' for everyone else and always on the English site.
 */
export type PriceMode = 'cny' | 'inquiry';

/**
 * The lowest listed CNY price, and whether other sizes cost more (then the price reads "From").
 * Null when no size has a price: such a product is sold on inquiry even where prices are shown.
 */
export function lowestPrice(sizes: readonly PricedSize[]): { amount: number; several: boolean } | null {
  const prices = sizes.map((size) => size.priceCny).filter((price): price is number => price !== null);
  if (prices.length === 0) return null;
  const amount = Math.min(...prices);
  return { amount, several: prices.some((price) => price !== amount) };
}

/** The amount to show, or null for the Inquiry label: prices only reach visitors in 'cny' mode. */
export function visibleAmount(priceCny: number | null, priceMode: PriceMode): number | null {
  return priceMode === 'cny' ? priceCny : null;
}

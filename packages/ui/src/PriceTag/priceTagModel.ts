import { type Fen, shownFen } from '@storefront/site';

/** A pack size with its CNY price in fen; null when the size is sold on inquiry only. */
export interface PricedSize {
  /** Pack size, e.g. '100 µg'. */
  size: string;
  /** List price in fen (198000 is ¥1,980.00), or null when the size is sold on inquiry only. */
  priceFen: Fen | null;
}

/**
 * How prices are shown to this visitor (SPEC §1): 'cny' for visitors in China on the Chinese site,
 * 'inquiry' for everyone else and always on the English site.
 */
export type PriceMode = 'cny' | 'inquiry';

/**
 * The lowest listed price in fen, and whether other sizes cost more (then the price reads "From").
 * Null when no size has a price: such a product is sold on inquiry even where prices are shown.
 */
export function lowestPrice(sizes: readonly PricedSize[]): { amount: Fen; several: boolean } | null {
  const prices = sizes.map((size) => size.priceFen).filter((price): price is Fen => price !== null);
  if (prices.length === 0) return null;
  const amount = Math.min(...prices);
  return { amount, several: prices.some((price) => price !== amount) };
}

/** The amount to show, or null for the Inquiry label: prices only reach visitors in 'cny' mode. */
export function visibleAmount(priceFen: Fen | null, priceMode: PriceMode): Fen | null {
  return shownFen(priceFen, priceMode === 'cny');
}

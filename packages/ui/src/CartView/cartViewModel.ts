import type { Fen } from '@storefront/site';
import type { IntlShape } from 'react-intl';
import { formatPrice } from '../PriceTag/PriceTag';

/**
 * The text of a cart or order amount (unit price, subtotal, total). The API already applied SPEC §1 for
 * this visitor (null is Inquiry), so every amount it sends is one to show: PriceTag's formatPrice in
 * 'cny' mode then reads "¥1,200.00", or the localized Inquiry label for null.
 */
export function formatCartPrice(intl: IntlShape, fen: Fen | null): string {
  return formatPrice(intl, fen, 'cny');
}

/** Whether an amount is shown (drives data-price="inquiry" for styling). */
export function priceState(fen: Fen | null): 'priced' | 'inquiry' {
  return fen === null ? 'inquiry' : 'priced';
}

/** The count a typed value stands for: a whole number of at least 1, or null when it is not one. */
export function parseCount(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const count = Number(value);
  return Number.isSafeInteger(count) && count >= 1 ? count : null;
}

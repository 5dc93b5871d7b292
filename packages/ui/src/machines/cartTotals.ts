/** A cart line as the API gives it (SPEC §3; contract schema `CartLine`). */
export interface CartLine {
  id: number;
  count: number;
  /** Unit price with a one-character currency prefix ("¥1200"), or the word for inquiry. */
  price: string;
  /** Same form as price. */
  subtotal: string;
  catalogNumber: string;
  productName: string;
  size: string;
}

/** The priceTotal of a cart holding a line without a visible price (SPEC §1, §3); the view localises it. */
export const CART_INQUIRY = 'Inquiry';

/** A visible price: one currency character then a plain decimal amount. Anything else is the inquiry word. */
const visiblePrice = /^(\D)(\d+(?:\.\d+)?)$/;

export interface ParsedPrice {
  currency: string;
  /** Hundredths of the currency unit, so sums stay exact. */
  cents: number;
}

export function parsePrice(price: string): ParsedPrice | null {
  const match = visiblePrice.exec(price.trim());
  if (!match) return null;
  return { currency: match[1] as string, cents: Math.round(Number(match[2]) * 100) };
}

export function formatPrice(currency: string, cents: number): string {
  return cents % 100 === 0 ? `${currency}${cents / 100}` : `${currency}${(cents / 100).toFixed(2)}`;
}

/** SPEC §3 total: the sum of the counts. */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

/**
 * SPEC §3 priceTotal: `CART_INQUIRY` when any line has no visible price (or the lines mix
 * currencies, which cannot be summed), otherwise the sum of the subtotals with the currency
 * prefix. An empty cart totals '0' (no currency is known).
 */
export function cartPriceTotal(lines: readonly CartLine[]): string {
  let currency: string | null = null;
  let cents = 0;
  for (const line of lines) {
    const unit = parsePrice(line.price);
    if (!unit) return CART_INQUIRY;
    // The subtotal is the server's; fall back to price × count only if it is not a visible price.
    const subtotal = parsePrice(line.subtotal) ?? { ...unit, cents: unit.cents * line.count };
    if (currency !== null && (unit.currency !== currency || subtotal.currency !== currency)) {
      return CART_INQUIRY;
    }
    currency = unit.currency;
    cents += subtotal.cents;
  }
  return currency === null ? '0' : formatPrice(currency, cents);
}

/** The line with a new count; its subtotal follows when the price is visible. */
export function withCount(line: CartLine, count: number): CartLine {
  const unit = parsePrice(line.price);
  return {
    ...line,
    count,
    subtotal: unit ? formatPrice(unit.currency, unit.cents * count) : line.subtotal,
  };
}

import { type Fen, lineFen, totalFen } from '@storefront/site';

/**
 * A cart line as the API gives it (SPEC §3; contract schema `CartLine`). Amounts are whole fen as this
 * visitor sees them, null where they see Inquiry; the API's display texts (`price`, `subtotal`) are
 * never read here: the view formats the amounts itself.
 */
export interface CartLine {
  id: number;
  count: number;
  /** Unit price in fen; null = Inquiry (prices hidden from this visitor, or a size sold on inquiry). */
  priceFen: Fen | null;
  /** priceFen × count; null with it. */
  subtotalFen: Fen | null;
  catalogNumber: string;
  productName: string;
  size: string;
}

/** SPEC §3 total: the sum of the counts. */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

/**
 * SPEC §3 priceTotal in fen: the sum of the subtotals, or null (Inquiry) when any line has no shown
 * price (SPEC §1). An empty cart totals 0.
 */
export function cartPriceTotal(lines: readonly CartLine[]): Fen | null {
  return totalFen(lines.map((line) => line.subtotalFen));
}

/** The line with a new count; its subtotal follows when the price is shown. */
export function withCount(line: CartLine, count: number): CartLine {
  return { ...line, count, subtotalFen: lineFen(line.priceFen, count) };
}

import type { Locale } from './locale';

/**
 * An amount of CNY in fen (分, a hundredth of a yuan): a whole number, so that sums and products of
 * prices are exact. The database, the API and every computation use fen; only the display string
 * below shows yuan.
 */
export type Fen = number;

/** Whether a value is a usable amount: a safe, non-negative whole number of fen. */
export function isFen(value: unknown): value is Fen {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function assertFen(fen: Fen): void {
  if (!isFen(fen)) throw new RangeError(`not an amount of fen: ${fen}`);
}

/** The amount as a plain decimal of yuan with two places, without a symbol: 120050 → "1200.50" (schema.org). */
export function yuanDecimal(fen: Fen): string {
  assertFen(fen);
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

// SPEC's form reads the same on both sites: '¥', grouped thousands, two decimals. A fixed locale and
// narrowSymbol ('CN¥' otherwise) keep the server's text and the browser's identical. Made on first use:
// a currency formatter loads locale data, which a page that shows no price should not pay for at start.
let yuanFormat: Intl.NumberFormat | undefined;

/** The display of an amount: 120000 → "¥1,200.00". Formatted from the exact decimal, never a float. */
export function formatYuan(fen: Fen): string {
  yuanFormat ??= new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
  });
  return yuanFormat.format(yuanDecimal(fen) as `${number}`);
}

/** SPEC §1: prices are shown on the Chinese site to visitors in China; everyone else sees Inquiry. */
export function pricesVisible(locale: Locale, inChina: boolean): boolean {
  return locale === 'cn' && inChina;
}

/**
 * The one rule of "price or Inquiry": the amount a visitor sees, or null for the Inquiry label — when
 * prices are hidden from them, or the item has no list price (sold on inquiry only).
 */
export function shownFen(fen: Fen | null, visible: boolean): Fen | null {
  return visible ? fen : null;
}

/**
 * SPEC §3's price text: "¥1,200.00", or the Inquiry label (which the caller localises: the server from
 * its message table, the browser through react-intl).
 */
export function priceText(fen: Fen | null, visible: boolean, inquiryLabel: string): string {
  const shown = shownFen(fen, visible);
  return shown === null ? inquiryLabel : formatYuan(shown);
}

/** A line's amount: unit price × count, or null when the unit price is not shown. */
export function lineFen(unit: Fen | null, count: number): Fen | null {
  if (unit === null) return null;
  const amount = unit * count;
  assertFen(amount);
  return amount;
}

/** The total of some amounts, or null (Inquiry) when any of them is not shown (SPEC §1, §3). Empty: 0. */
export function totalFen(amounts: Iterable<Fen | null>): Fen | null {
  let total = 0;
  for (const amount of amounts) {
    if (amount === null) return null;
    total += amount;
  }
  assertFen(total);
  return total;
}

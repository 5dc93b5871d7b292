import type { IntlShape } from 'react-intl';
import { CART_INQUIRY, parsePrice } from '../machines/cartTotals';
import { cartViewMessages } from './CartView.messages';

// The API sends prices as a one-character prefix and an amount ("¥1200"); react-intl formats the amount
// in the reader's locale. Known prefixes map to their ISO code so the symbol is placed the locale's way.
const currencyCodes: Record<string, string> = { '¥': 'CNY', $: 'USD', '€': 'EUR', '£': 'GBP' };

/**
 * The text of a cart price (unit price, subtotal or priceTotal): the amount formatted by react-intl, or the
 * localized Inquiry label for anything that is not a visible price (SPEC §1, §3).
 */
export function formatCartPrice(intl: IntlShape, price: string): string {
  if (price === CART_INQUIRY) return intl.formatMessage(cartViewMessages.inquiry);
  const parsed = parsePrice(price);
  if (!parsed) {
    // An empty cart totals a bare '0': no currency is known, so the number alone.
    const plain = Number(price);
    return price.trim() !== '' && Number.isFinite(plain)
      ? intl.formatNumber(plain, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : intl.formatMessage(cartViewMessages.inquiry);
  }
  const amount = parsed.cents / 100;
  const code = currencyCodes[parsed.currency];
  if (code) {
    return intl.formatNumber(amount, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
  }
  return `${parsed.currency}${intl.formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Whether a price string is a visible amount (drives data-state="inquiry" for styling). */
export function isVisiblePrice(price: string): boolean {
  return parsePrice(price) !== null;
}

/** The count a typed value stands for: a whole number of at least 1, or null when it is not one. */
export function parseCount(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const count = Number(value);
  return Number.isSafeInteger(count) && count >= 1 ? count : null;
}

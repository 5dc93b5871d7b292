import { describe, expect, test } from 'vitest';
import { CART_INQUIRY, type CartLine, cartPriceTotal, cartTotal, parsePrice, withCount } from './cartTotals';

function line(id: number, count: number, price: string, subtotal = price): CartLine {
  return { id, count, price, subtotal, catalogNumber: `CN-${id}`, productName: `P${id}`, size: '100 µg' };
}

describe('cartTotal', () => {
  test('sums the counts', () => {
    expect(cartTotal([line(1, 2, '¥10', '¥20'), line(2, 3, 'Inquiry')])).toBe(5);
  });
  test('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
});

describe('cartPriceTotal', () => {
  test('sums the subtotals with the currency prefix', () => {
    expect(cartPriceTotal([line(1, 2, '¥1200', '¥2400'), line(2, 1, '¥680')])).toBe('¥3080');
  });
  test('keeps cents exact', () => {
    expect(cartPriceTotal([line(1, 3, '$0.10', '$0.30'), line(2, 1, '$0.20')])).toBe('$0.50');
  });
  test('is Inquiry when any line has no visible price, in either language', () => {
    expect(cartPriceTotal([line(1, 1, '¥10'), line(2, 1, 'Inquiry')])).toBe(CART_INQUIRY);
    expect(cartPriceTotal([line(1, 1, '询价')])).toBe(CART_INQUIRY);
  });
  test('is Inquiry when the currencies differ (they cannot be summed)', () => {
    expect(cartPriceTotal([line(1, 1, '¥10'), line(2, 1, '$10')])).toBe(CART_INQUIRY);
  });
  test('falls back to price × count when a subtotal is not a price', () => {
    expect(cartPriceTotal([line(1, 4, '¥25', '')])).toBe('¥100');
  });
  test("is '0' for an empty cart", () => {
    expect(cartPriceTotal([])).toBe('0');
  });
});

describe('parsePrice and withCount', () => {
  test('parse a one-character prefix and an amount', () => {
    expect(parsePrice('¥12.5')).toEqual({ currency: '¥', cents: 1250 });
    expect(parsePrice('Inquiry')).toBeNull();
    expect(parsePrice('12')).toBeNull();
  });
  test('a new count recomputes a visible subtotal and keeps an inquiry one', () => {
    expect(withCount(line(1, 1, '¥12.5'), 3)).toMatchObject({ count: 3, subtotal: '¥37.50' });
    expect(withCount(line(1, 1, 'Inquiry'), 3)).toMatchObject({ count: 3, subtotal: 'Inquiry' });
  });
});

import { describe, expect, test } from 'vitest';
import { type CartLine, cartPriceTotal, cartTotal, withCount } from './cartTotals';

function line(id: number, count: number, priceFen: number | null): CartLine {
  return {
    id,
    count,
    priceFen,
    subtotalFen: priceFen === null ? null : priceFen * count,
    catalogNumber: `CN-${id}`,
    productName: `P${id}`,
    size: '100 µg',
  };
}

describe('cartTotal', () => {
  test('sums the counts', () => {
    expect(cartTotal([line(1, 2, 1_000), line(2, 3, null)])).toBe(5);
  });
  test('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
});

describe('cartPriceTotal', () => {
  test('sums the subtotals in fen', () => {
    expect(cartPriceTotal([line(1, 2, 120_000), line(2, 1, 68_000)])).toBe(308_000);
  });
  test('stays exact where yuan in floating point would not', () => {
    // 0.10 × 3 + 0.20 yuan: 0.5000000000000001 in floats.
    expect(cartPriceTotal([line(1, 3, 10), line(2, 1, 20)])).toBe(50);
  });
  test('is null (Inquiry) when any line has no shown price', () => {
    expect(cartPriceTotal([line(1, 1, 1_000), line(2, 1, null)])).toBeNull();
  });
  test('is 0 for an empty cart', () => {
    expect(cartPriceTotal([])).toBe(0);
  });
  test("reads an API line's fen, never its display text (issue 10)", () => {
    // SPEC's "¥1,200.00" has a grouping comma the old parser of "¥1200" took for the inquiry word.
    const fromApi = { ...line(1, 2, 120_000), price: '¥1,200.00', subtotal: '¥2,400.00' };
    expect(cartPriceTotal([fromApi])).toBe(240_000);
  });
});

describe('withCount', () => {
  test('recomputes a shown subtotal and keeps an Inquiry one null', () => {
    expect(withCount(line(1, 1, 1_250), 3)).toMatchObject({ count: 3, subtotalFen: 3_750 });
    expect(withCount(line(1, 1, null), 3)).toMatchObject({ count: 3, subtotalFen: null });
  });
});

import { describe, expect, it } from 'vitest';
import { priceModeFor, shownPrices } from './price';

describe('priceModeFor', () => {
  it('shows CNY only on the Chinese site to visitors in China', () => {
    expect(priceModeFor('cn', true)).toBe('cny');
    expect(priceModeFor('cn', false)).toBe('inquiry');
    expect(priceModeFor('en', true)).toBe('inquiry');
    expect(priceModeFor('en', false)).toBe('inquiry');
  });
});

describe('shownPrices', () => {
  const sizes = [
    { size: '10 µg', priceCny: 980 },
    { size: '1 mg', priceCny: null },
    { size: '100 µg', priceCny: 1980 },
  ];
  it('lists the priced sizes in CNY mode and nothing for Inquiry', () => {
    expect(shownPrices('cny', sizes)).toEqual([980, 1980]);
    expect(shownPrices('inquiry', sizes)).toEqual([]);
    expect(shownPrices('cny', [{ size: '1 kit', priceCny: null }])).toEqual([]);
  });
});

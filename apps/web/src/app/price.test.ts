import { describe, expect, it } from 'vitest';
import { pagePriceMode, priceModeFor, shownPrices } from './price';
import type { AppServices } from './services';

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
    { size: '10 µg', priceFen: 98_000 },
    { size: '1 mg', priceFen: null },
    { size: '100 µg', priceFen: 198_000 },
  ];
  it('lists the priced sizes in CNY mode and nothing for Inquiry', () => {
    expect(shownPrices('cny', sizes)).toEqual([98_000, 198_000]);
    expect(shownPrices('inquiry', sizes)).toEqual([]);
    expect(shownPrices('cny', [{ size: '1 kit', priceFen: null }])).toEqual([]);
  });
});

describe('pagePriceMode', () => {
  const services = (isChina: boolean) => {
    let asked = 0;
    const value = {
      isChina: async () => {
        asked += 1;
        return isChina;
      },
    } as AppServices;
    return { value, asked: () => asked };
  };

  it('asks where the visitor is on the Chinese site only', async () => {
    const china = services(true);
    expect(await pagePriceMode('cn', china.value)).toBe('cny');
    const english = services(true);
    expect(await pagePriceMode('en', english.value)).toBe('inquiry');
    expect(english.asked()).toBe(0);
    expect(await pagePriceMode('cn', services(false).value)).toBe('inquiry');
  });
});

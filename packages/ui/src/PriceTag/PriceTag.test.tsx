import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { PriceTag } from './PriceTag';
import { lowestPrice, visibleAmount } from './priceTagModel';

describe('lowestPrice', () => {
  test('takes the cheapest listed size and says whether others differ', () => {
    const sizes = [
      { size: '10 µg', priceFen: 68_000 },
      { size: '50 µg', priceFen: 228_000 },
      { size: '1 mg', priceFen: null },
    ];
    expect(lowestPrice(sizes)).toEqual({ amount: 68_000, several: true });
    expect(lowestPrice([{ size: '100 µg', priceFen: 120_000 }])).toEqual({ amount: 120_000, several: false });
    expect(lowestPrice([{ size: '100 µg', priceFen: null }])).toBeNull();
    expect(lowestPrice([])).toBeNull();
  });
});

describe('visibleAmount', () => {
  test('shows an amount only in cny mode and only when there is one (SPEC §1)', () => {
    expect(visibleAmount(68_000, 'cny')).toBe(68_000);
    expect(visibleAmount(68_000, 'inquiry')).toBeNull();
    expect(visibleAmount(null, 'cny')).toBeNull();
    expect(visibleAmount(0, 'cny')).toBe(0);
  });
});

describe('PriceTag', () => {
  test.each([
    ['zh-CN', 68_000, 'cny', false, '¥680.00', 'priced'],
    ['zh-CN', 68_000, 'cny', true, '¥680.00 起', 'priced'],
    ['en', 68_000, 'cny', true, 'From ¥680.00', 'priced'],
    ['en', 120_000, 'cny', false, '¥1,200.00', 'priced'],
    ['zh-CN', 68_000, 'inquiry', false, '询价', 'inquiry'],
    ['en', 68_000, 'inquiry', true, 'Inquiry', 'inquiry'],
    ['zh-CN', null, 'cny', false, '询价', 'inquiry'],
  ] as const)('%s %s %s from=%s → %s', (locale, priceFen, priceMode, from, text, state) => {
    renderWithIntl(<PriceTag priceFen={priceFen} priceMode={priceMode} from={from} />, locale);
    expect(screen.getByText(text).getAttribute('data-state')).toBe(state);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { PriceTag } from './PriceTag';
import { lowestPrice, visibleAmount } from './priceTagModel';

describe('lowestPrice', () => {
  test('takes the cheapest listed size and says whether others differ', () => {
    const sizes = [
      { size: '10 µg', priceCny: 680 },
      { size: '50 µg', priceCny: 2280 },
      { size: '1 mg', priceCny: null },
    ];
    expect(lowestPrice(sizes)).toEqual({ amount: 680, several: true });
    expect(lowestPrice([{ size: '100 µg', priceCny: 1200 }])).toEqual({ amount: 1200, several: false });
    expect(lowestPrice([{ size: '100 µg', priceCny: null }])).toBeNull();
    expect(lowestPrice([])).toBeNull();
  });
});

describe('visibleAmount', () => {
  test('shows an amount only in cny mode and only when there is one (SPEC §1)', () => {
    expect(visibleAmount(680, 'cny')).toBe(680);
    expect(visibleAmount(680, 'inquiry')).toBeNull();
    expect(visibleAmount(null, 'cny')).toBeNull();
    expect(visibleAmount(0, 'cny')).toBe(0);
  });
});

describe('PriceTag', () => {
  test.each([
    ['zh-CN', 680, 'cny', false, '¥680.00', 'priced'],
    ['zh-CN', 680, 'cny', true, '¥680.00 起', 'priced'],
    ['en', 680, 'cny', true, 'From ¥680.00', 'priced'],
    ['en', 1200, 'cny', false, '¥1,200.00', 'priced'],
    ['zh-CN', 680, 'inquiry', false, '询价', 'inquiry'],
    ['en', 680, 'inquiry', true, 'Inquiry', 'inquiry'],
    ['zh-CN', null, 'cny', false, '询价', 'inquiry'],
  ] as const)('%s %s %s from=%s → %s', (locale, priceCny, priceMode, from, text, state) => {
    renderWithIntl(<PriceTag priceCny={priceCny} priceMode={priceMode} from={from} />, locale);
    expect(screen.getByText(text).getAttribute('data-state')).toBe(state);
  });
});

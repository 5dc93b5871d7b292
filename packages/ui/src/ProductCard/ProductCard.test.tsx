import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { lowestPrice } from '../PriceTag';
import { il6, pd1, rbd } from '../test/fixtures';
import { renderWithIntl } from '../test/renderWithIntl';
import { ProductCard } from './ProductCard';

describe('lowestPrice', () => {
  test('takes the cheapest listed size and says whether others differ', () => {
    expect(lowestPrice(il6.sizes)).toEqual({ amount: 68_000, several: true });
    expect(lowestPrice(pd1.sizes)).toEqual({ amount: 120_000, several: false });
    expect(lowestPrice(rbd.sizes)).toBeNull();
    expect(lowestPrice([])).toBeNull();
  });
});

describe('ProductCard prices', () => {
  test.each([
    ['zh-CN', 'cny', il6, '¥680.00 起'],
    ['en', 'cny', il6, 'From ¥680.00'],
    ['zh-CN', 'cny', pd1, '¥1,200.00'],
    ['en', 'cny', pd1, '¥1,200.00'],
    ['zh-CN', 'inquiry', il6, '询价'],
    ['en', 'inquiry', il6, 'Inquiry'],
    ['zh-CN', 'cny', rbd, '询价'],
  ] as const)('%s, %s, %s → %s', (locale, priceMode, product, text) => {
    renderWithIntl(<ProductCard product={product} priceMode={priceMode} href="#p" />, locale);
    expect(screen.getByText(text)).toBeTruthy();
  });

  test('the title links to the detail page', () => {
    renderWithIntl(
      <ProductCard product={il6} priceMode="cny" href="/product-detail?catalogNumber=IL6-H4218" />,
    );
    const link = screen.getByRole('link', { name: il6.name });
    expect(link.getAttribute('href')).toBe('/product-detail?catalogNumber=IL6-H4218');
  });
});

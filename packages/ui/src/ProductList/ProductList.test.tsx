import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { LinkComponentProps } from '../internal/linkComponent';
import { renderWithIntl } from '../test/renderWithIntl';
import { ProductList, type ProductListProduct } from './ProductList';
import { pageCountOf, parseProductListSort } from './productListModel';

const products: ProductListProduct[] = [
  {
    catalogNumber: 'IL6-H4218',
    name: 'Human IL-6 Protein, His Tag',
    sizes: [{ size: '10 µg', priceFen: 68_000 }],
  },
  { catalogNumber: 'IL2-H4113', name: 'Human IL-2 Protein', sizes: [{ size: '20 µg', priceFen: null }] },
];
const href = (product: ProductListProduct) => `/product-detail?catalogNumber=${product.catalogNumber}`;

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router="yes" href={href} {...rest}>
      {children}
    </a>
  );
}

describe('productListModel', () => {
  test('parses the sort query, falling back to default', () => {
    expect(parseProductListSort('newest')).toBe('newest');
    expect(parseProductListSort('name')).toBe('name');
    expect(parseProductListSort('price')).toBe('default');
    expect(parseProductListSort(null)).toBe('default');
  });

  test('counts pages', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
    expect(pageCountOf(5, 0)).toBe(1);
  });
});

describe('ProductList', () => {
  test('reports the sort the visitor chose', () => {
    const onSortChange = vi.fn();
    renderWithIntl(
      <ProductList
        products={products}
        total={2}
        page={1}
        pageSize={20}
        priceMode="cny"
        getProductHref={href}
        onSortChange={onSortChange}
      />,
      'en',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
    expect(onSortChange).toHaveBeenCalledWith('name');
  });

  test('renders sort links when only hrefs are given, the current one marked', () => {
    renderWithIntl(
      <ProductList
        products={products}
        total={2}
        page={1}
        pageSize={20}
        priceMode="cny"
        sort="newest"
        getProductHref={href}
        getSortHref={(sort) => `?sort=${sort}`}
      />,
      'en',
    );
    const nav = screen.getByRole('navigation', { name: 'Sort by' });
    expect(within(nav).getByRole('link', { name: 'Newest' }).getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Name (A–Z)' }).getAttribute('href')).toBe('?sort=name');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  test('shows prices through PriceTag and the count of all pages', () => {
    renderWithIntl(
      <ProductList
        products={products}
        total={41}
        page={1}
        pageSize={20}
        priceMode="cny"
        getProductHref={href}
      />,
      'zh-CN',
    );
    expect(screen.getByRole('status').textContent).toBe('共 41 个产品');
    expect(screen.getByText('¥680.00')).toBeTruthy();
    expect(screen.getByText('询价')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Human IL-6 Protein, His Tag' }).getAttribute('href')).toBe(
      '/product-detail?catalogNumber=IL6-H4218',
    );
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
  });

  test('uses the given link component for product, sort and page links', () => {
    renderWithIntl(
      <ProductList
        products={products}
        total={41}
        page={1}
        pageSize={20}
        priceMode="inquiry"
        getProductHref={href}
        getPageHref={(page) => `?page=${page}`}
        linkComponent={RouterLink}
      />,
      'en',
    );
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('data-router')).toBe('yes');
  });
});

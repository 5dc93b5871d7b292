import { describe, expect, it } from 'vitest';
import {
  catalogueOverviewHref,
  parseProductListQuery,
  productDetailHref,
  productListHref,
  richDetailHref,
  searchHref,
  showsContactWidget,
  telHref,
} from './urls';

describe('product URLs', () => {
  it('builds detail links per site and variant, escaping the catalog number', () => {
    expect(productDetailHref('cn', 'IL6-H4218')).toBe('/product-detail?catalogNumber=IL6-H4218');
    expect(productDetailHref('en', 'A B/1', 'new')).toBe('/en/new-product-detail?catalogNumber=A%20B%2F1');
    expect(productDetailHref('cn', 'X', 'hot')).toBe('/product-detail?catalogNumber=X');
  });

  it('builds list links and leaves defaults out', () => {
    expect(productListHref('cn', 'all', { id: 4 })).toBe('/product-list?id=4');
    expect(productListHref('en', 'all', { id: 4, page: 2, sort: 'name' })).toBe(
      '/en/product-list?id=4&page=2&sort=name',
    );
    expect(productListHref('cn', 'new', { id: 5, page: 1 })).toBe('/new-product-list?id=5');
    expect(productListHref('en', 'hot', { page: 3 })).toBe('/en/hotsproduct?page=3');
    expect(catalogueOverviewHref('en', 'new')).toBe('/en/new-products');
  });

  it('reads list queries, falling back to defaults', () => {
    expect(parseProductListQuery(new URLSearchParams('id=41&page=3&sort=newest'))).toEqual({
      id: 41,
      page: 3,
      sort: 'newest',
    });
    expect(parseProductListQuery(new URLSearchParams('id=abc&page=0&sort=price'))).toEqual({
      id: null,
      page: 1,
      sort: 'default',
    });
    expect(parseProductListQuery(new URLSearchParams('page=-2&id=1e3'))).toEqual({
      id: null,
      page: 1,
      sort: 'default',
    });
  });
});

describe('other links', () => {
  it('points rich-detail, search and tel links at their pages', () => {
    expect(richDetailHref('cn', '隐私政策', '12')).toBe(
      '/rich-detail?title=%E9%9A%90%E7%A7%81%E6%94%BF%E7%AD%96&fileId=12',
    );
    expect(searchHref('en', ' IL-6 protein ')).toBe('/en/search?keywords=IL-6+protein');
    expect(telHref('400-860-1234')).toBe('tel:4008601234');
    expect(telHref('+86 21 5090 0000')).toBe('tel:+862150900000');
  });

  it('hides the contact widget on product-detail, rich-detail, about-us and contact', () => {
    for (const path of ['/product-detail', '/new-product-detail', '/rich-detail', '/about-us', '/contact']) {
      expect(showsContactWidget(path)).toBe(false);
    }
    for (const path of ['/', '/products', '/product-list', '/contact-us-now', '/hotsproduct']) {
      expect(showsContactWidget(path)).toBe(true);
    }
  });
});

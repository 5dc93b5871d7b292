import type { Product } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { sections } from '../../test/fakeApi';
import { productJsonLd } from './jsonLd';

const product = sections[4]?.products[0] as Product;
const options = { url: 'http://shop.test/product-detail?catalogNumber=IL6-H4218', brand: 'Hetai Bio' };

describe('productJsonLd', () => {
  it('describes the product with an Offer where a CNY price is shown', () => {
    const jsonLd = productJsonLd(product, { ...options, priceMode: 'cny' });
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      sku: 'IL6-H4218',
      name: product.name,
      brand: { name: 'Hetai Bio' },
      offers: { '@type': 'Offer', price: '1980.00', priceCurrency: 'CNY' },
    });
  });

  it('has no offer for Inquiry, nor for unpriced sizes', () => {
    expect(productJsonLd(product, { ...options, priceMode: 'inquiry' })).not.toHaveProperty('offers');
    const unpriced = { ...product, sizes: [{ size: '1 kit', priceFen: null }] };
    expect(productJsonLd(unpriced, { ...options, priceMode: 'cny' })).not.toHaveProperty('offers');
  });

  it('aggregates several priced sizes', () => {
    const sized = {
      ...product,
      sizes: [
        { size: '10 µg', priceFen: 98_050 },
        { size: '100 µg', priceFen: 198_000 },
      ],
    };
    expect(productJsonLd(sized, { ...options, priceMode: 'cny' }).offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '980.50',
      highPrice: '1980.00',
      offerCount: 2,
      priceCurrency: 'CNY',
      url: options.url,
    });
  });
});

import type { Product } from '@storefront/api-client';
import { yuanDecimal } from '@storefront/site';
import { type PriceMode, shownPrices } from '../../app/price';

/**
 * schema.org `Product` of a detail page. An `Offer` is included only where the page shows a price
 * (SPEC §1): search engines must not show a price the visitor of that page cannot see. Prices are
 * schema.org's plain decimals of yuan ("1980.00"), written from the fen without floating point.
 */
export function productJsonLd(
  product: Product,
  { url, brand, priceMode }: { url: string; brand: string; priceMode: PriceMode },
): Record<string, unknown> {
  const prices = shownPrices(priceMode, product.sizes);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.catalogNumber,
    mpn: product.catalogNumber,
    category: product.categoryName,
    description: product.description,
    brand: { '@type': 'Brand', name: brand },
    url,
  };
  if (prices.length === 1) {
    jsonLd.offers = { '@type': 'Offer', price: yuanDecimal(prices[0] as number), priceCurrency: 'CNY', url };
  } else if (prices.length > 1) {
    jsonLd.offers = {
      '@type': 'AggregateOffer',
      lowPrice: yuanDecimal(Math.min(...prices)),
      highPrice: yuanDecimal(Math.max(...prices)),
      offerCount: prices.length,
      priceCurrency: 'CNY',
      url,
    };
  }
  return jsonLd;
}

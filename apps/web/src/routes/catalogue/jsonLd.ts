import type { Product, ProductLot } from '@storefront/api-client';
import { yuanDecimal } from '@storefront/site';
import { type PriceMode, shownPrices } from '../../app/price';

/**
 * schema.org `Product` of a detail page. An `Offer` is included only where the page shows a price
 * (SPEC §1): search engines must not show a price the visitor of that page cannot see. Prices are
 * schema.org's plain decimals of yuan ("1980.00"), written from the fen without floating point.
 */
export function productJsonLd(
  product: Product,
  {
    url,
    brand,
    priceMode,
    lot = null,
  }: { url: string; brand: string; priceMode: PriceMode; lot?: ProductLot | null },
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
  if (lot) jsonLd.additionalProperty = lotProperties(lot);
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

/**
 * The release QC of the lot the page shows, as schema.org `PropertyValue`s: names in English, the
 * words of data sheets everywhere, and units as text.
 */
function lotProperties(lot: ProductLot): Record<string, unknown>[] {
  const property = (name: string, value: number | string | null, unitText?: string) =>
    value === null ? [] : [{ '@type': 'PropertyValue', name, value, ...(unitText && { unitText }) }];
  return [
    ...property('Lot number', lot.lotNumber),
    ...property('Manufacture date', lot.manufacturedOn),
    ...property('Purity (SDS-PAGE)', lot.sdsPurityPercent, '%'),
    ...property('SEC-HPLC main peak', lot.secMainPeakPercent, '%'),
    ...property('Endotoxin', lot.endotoxinEuPerUg, 'EU/µg'),
    ...property('EC50', lot.bioactivity?.fit?.ec50 ?? null, lot.bioactivity?.concentrationUnit),
  ];
}

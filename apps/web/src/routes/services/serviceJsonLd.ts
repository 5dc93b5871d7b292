import type { Service } from '@storefront/api-client';

/**
 * schema.org `Service` of a service page: provided by the company, related to the catalogue products it
 * links (each by its catalog number, as the product pages' `Product` gives its `sku`).
 */
export function serviceJsonLd(
  service: Service,
  {
    url,
    provider,
    productUrl,
  }: { url: string; provider: { name: string; url: string }; productUrl: (catalogNumber: string) => string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url,
    provider: { '@type': 'Organization', name: provider.name, url: provider.url },
    ...(service.products.length > 0 && {
      isRelatedTo: service.products.map((product) => ({
        '@type': 'Product',
        name: product.name,
        sku: product.catalogNumber,
        url: productUrl(product.catalogNumber),
      })),
    }),
  };
}

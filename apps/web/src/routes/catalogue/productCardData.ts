import type { ProductCardProduct } from '@storefront/ui';

/**
 * A product as its card shows it. The loaders hand the cards only these fields: the catalogue's products
 * carry their long texts (description, formulation, storage…), which the cards do not show but which
 * would otherwise be serialized into the page's hydration data (about 20 KB of the home page's HTML).
 */
export function productCardData({
  catalogNumber,
  name,
  target,
  species,
  tag,
  isNew,
  isHot,
  sizes,
}: ProductCardProduct): ProductCardProduct {
  return {
    catalogNumber,
    name,
    target,
    species,
    tag,
    isNew,
    isHot,
    sizes: sizes.map(({ size, priceFen }) => ({ size, priceFen })),
  };
}

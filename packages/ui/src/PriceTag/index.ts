export type { PriceTagProps, PriceTagSize } from './PriceTag';
export { formatPrice, PriceTag } from './PriceTag';
export type { PricedSize, PriceMode } from './priceTagModel';
export { lowestPrice } from './priceTagModel';

export type { ProductSummaryProduct, ProductSummaryProps } from './ProductSummary';
export { ProductSummary } from './ProductSummary';
export type { ProductTabsProps, ProductTabValue } from './ProductTabs';
export { ProductTabs, productTabValues } from './ProductTabs';
export type { SizePriceTableProps } from './SizePriceTable';
export { SizePriceTable } from './SizePriceTable';
export type { SpecTableField, SpecTableProduct, SpecTableProps } from './SpecTable';
export { SpecTable, specTableFields, specTableRows } from './SpecTable';

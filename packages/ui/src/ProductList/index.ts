export type { ProductListProduct, ProductListProps } from './ProductList';
export { ProductList } from './ProductList';
export type { ProductListSort } from './productListModel';
export { pageCountOf, parseProductListSort, productListSorts } from './productListModel';

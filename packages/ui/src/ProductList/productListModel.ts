/** Sort orders of the product list, as the API's `sort` query takes them. */
export type ProductListSort = 'default' | 'newest' | 'name';

export const productListSorts: readonly ProductListSort[] = ['default', 'newest', 'name'];

/** Narrows a query-string value to a sort order ('default' for anything unknown). */
export function parseProductListSort(value: string | null | undefined): ProductListSort {
  return productListSorts.includes(value as ProductListSort) ? (value as ProductListSort) : 'default';
}

/** Number of pages for `total` items at `pageSize` per page (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { PaginationItem } from './paginationRange';
export { paginationRange } from './paginationRange';

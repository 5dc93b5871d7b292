export type { SubCategoryNavNode, SubCategoryNavProps } from './SubCategoryNav';
export { SubCategoryNav } from './SubCategoryNav';

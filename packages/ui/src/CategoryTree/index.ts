export type { CategoryTreeProps } from './CategoryTree';
export { CategoryTree } from './CategoryTree';
export type { CategoryTreeNode } from './categoryTreeModel';

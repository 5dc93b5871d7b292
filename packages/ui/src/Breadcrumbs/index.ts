export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { Breadcrumbs } from './Breadcrumbs';

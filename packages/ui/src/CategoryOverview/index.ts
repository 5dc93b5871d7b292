export type { CategoryOverviewNode, CategoryOverviewProps } from './CategoryOverview';
export { CategoryOverview } from './CategoryOverview';

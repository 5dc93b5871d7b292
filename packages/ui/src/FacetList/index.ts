export type { FacetListGroup, FacetListProps, FacetListValue } from './FacetList';
export { FacetList } from './FacetList';

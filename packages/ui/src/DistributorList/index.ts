export type { DistributorListDistributor, DistributorListProps } from './DistributorList';
export { DistributorList } from './DistributorList';
export type { DistributorRegionGroup } from './groupDistributors';
export { groupDistributors } from './groupDistributors';

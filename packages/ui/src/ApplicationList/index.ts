export type { ApplicationListProps, MyApplicationItem } from './ApplicationList';
export { ApplicationList } from './ApplicationList';

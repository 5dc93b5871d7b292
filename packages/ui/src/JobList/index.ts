export type { JobListItem, JobListProps } from './JobList';
export { JobList } from './JobList';

export type { EmptyStateProps, EmptyStateSize } from './EmptyState';
export { EmptyState } from './EmptyState';

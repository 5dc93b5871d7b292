export type { TimelineItem, TimelineProps } from './Timeline';
export { Timeline } from './Timeline';

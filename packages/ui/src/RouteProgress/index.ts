export type { RouteProgressProps } from './RouteProgress';
export { RouteProgress } from './RouteProgress';
export { PROGRESS_DURATION, PROGRESS_THROTTLE, progressAt } from './routeProgressModel';

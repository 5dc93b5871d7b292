export { MENU_CLOSE_DELAY, useHoverIntent } from './useHoverIntent';
export {
  MOBILE_QUERY,
  REDUCED_MOTION_QUERY,
  useIsMobile,
  useMediaQuery,
  usePrefersReducedMotion,
} from './useMediaQuery';
export { isPastCollapsePoint, SEARCH_COLLAPSE_OFFSET, useScrollCollapse } from './useScrollCollapse';

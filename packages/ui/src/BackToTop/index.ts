export type { BackToTopProps } from './BackToTop';
export { BackToTop } from './BackToTop';

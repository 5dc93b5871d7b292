export type { MobileNavProps } from './MobileNav';
export { MobileNav } from './MobileNav';

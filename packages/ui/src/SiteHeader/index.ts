export type { SiteHeaderLanguageSwitch, SiteHeaderNavItem, SiteHeaderProps } from './SiteHeader';
export { SiteHeader } from './SiteHeader';

export type {
  SiteHeaderCart,
  SiteHeaderLanguageSwitch,
  SiteHeaderNavItem,
  SiteHeaderProps,
} from './SiteHeader';
export { SiteHeader } from './SiteHeader';

export type { SiteFooterLinksProps, SiteFooterProps } from './SiteFooter';
export { SiteFooter, SiteFooterLinks } from './SiteFooter';

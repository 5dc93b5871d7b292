export type {
  SiteFooterLegalLinks,
  SiteFooterLinksProps,
  SiteFooterProps,
  SiteFooterSocialLink,
} from './SiteFooter';
export { SiteFooter, SiteFooterLinks } from './SiteFooter';

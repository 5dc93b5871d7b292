export type { QuickLink, QuickLinksProps } from './QuickLinks';
export { QuickLinks } from './QuickLinks';

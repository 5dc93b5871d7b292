export { SortLinks, type SortLinksProps } from './SortLinks';

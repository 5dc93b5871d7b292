export type { MegaMenuProps } from './MegaMenu';
export { MegaMenu } from './MegaMenu';
export type { MegaMenuCategory, MegaMenuColumn, MegaMenuItem, MegaMenuLink } from './megaMenuModel';
export { megaMenuColumnsFromCategories } from './megaMenuModel';

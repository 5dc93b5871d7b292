import type { CategoryTreeNode } from '../CategoryTree';

/** A link in a mega-menu panel. */
export interface MegaMenuLink {
  /** Link text, already localized. */
  label: string;
  /** Target path. */
  href: string;
}

/** A column of a mega-menu panel: a titled group of links (e.g. a second-level category and its children). */
export interface MegaMenuColumn {
  /** Column heading text. */
  title: string;
  /** Makes the heading a link too (e.g. the category's product list). */
  href?: string;
  /** Links under the heading. @default [] */
  links?: MegaMenuLink[];
}

/** One item of the main navigation. */
export interface MegaMenuItem {
  /** Link text, already localized. */
  label: string;
  /** Target path of the top-level link. */
  href: string;
  /** Whether this is the current section (aria-current="page"). @default false */
  active?: boolean;
  /** Panel content; without columns the item is a plain link. */
  columns?: MegaMenuColumn[];
}

/** A category node as the API returns it; `visible: false` nodes are left out of menus. */
export interface MegaMenuCategory extends CategoryTreeNode {
  /** Hidden nodes are left out. @default true */
  visible?: boolean;
  /** Sub-categories. */
  children?: readonly MegaMenuCategory[] | null;
}

/**
 * Panel columns from the category tree: each child of `root` (second level) becomes a column titled with its
 * name, its own children (third level) the column's links. Hidden nodes (`visible === false`) are left out.
 */
export function megaMenuColumnsFromCategories(
  root: MegaMenuCategory,
  getHref: (node: MegaMenuCategory) => string,
): MegaMenuColumn[] {
  const shown = (nodes: readonly MegaMenuCategory[] | null | undefined) =>
    (nodes ?? []).filter((node) => node.visible !== false);
  return shown(root.children).map((node) => ({
    title: node.name,
    href: getHref(node),
    links: shown(node.children).map((child) => ({ label: child.name, href: getHref(child) })),
  }));
}

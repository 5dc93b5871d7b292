import type { CategoryNode } from '@storefront/api-client';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  home: { id: 'web.nav.home', defaultMessage: 'Home' },
  products: { id: 'web.nav.products', defaultMessage: 'Products' },
  services: { id: 'web.nav.services', defaultMessage: 'Services' },
  resources: { id: 'web.nav.resources', defaultMessage: 'Resources & Support' },
  news: { id: 'web.nav.news', defaultMessage: 'News & Activities' },
  about: { id: 'web.nav.about', defaultMessage: 'About Us' },
  investors: { id: 'web.nav.investors', defaultMessage: 'Investors' },
});

export interface NavigationItem {
  label: MessageDescriptor;
  /** Site-neutral path of SPEC §2; localized with `localizePath`. */
  path: string;
  /** Other pages of the section whose path is not below `path` (a service's `/service` beside `/service-list`). */
  sectionPaths?: readonly string[];
}

/** The main navigation of SPEC §2, in its order. */
export const mainNavigation: readonly NavigationItem[] = [
  { label: messages.home, path: '/' },
  { label: messages.products, path: '/products' },
  { label: messages.services, path: '/service-list', sectionPaths: ['/service'] },
  { label: messages.resources, path: '/resources' },
  { label: messages.news, path: '/information' },
  { label: messages.about, path: '/about-us' },
  { label: messages.investors, path: '/investors' },
];

/** Whether a navigation item is the section of the current (site-neutral) path. */
export function isActiveSection(
  item: Pick<NavigationItem, 'path' | 'sectionPaths'>,
  currentPath: string,
): boolean {
  if (item.path === '/') return currentPath === '/';
  return [item.path, ...(item.sectionPaths ?? [])].some(
    (path) => currentPath === path || currentPath.startsWith(`${path}/`),
  );
}

/** A top category as the mega-menu shows it: a column per visible sub-category, by id and name. */
export interface MenuCategory {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

/**
 * The category tree cut to what the mega-menu shows. The shell's data is sent in every page's HTML for
 * hydration, and the whole tree, with its third level and every node's flags, was some 5 KB of it.
 */
export function menuCategories(tree: readonly CategoryNode[]): MenuCategory[] {
  return tree.map(({ id, name, children }) => ({
    id,
    name,
    children: children
      .filter((child) => child.visible !== false)
      .map((child) => ({ id: child.id, name: child.name })),
  }));
}

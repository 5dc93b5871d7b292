import type { CategoryNode } from '@storefront/api-client';

/**
 * A category as a breadcrumb or a chip shows it. A page's loader data is sent again in its HTML for
 * hydration, so it carries these rather than nodes with their subtrees (a root's: some 2 KB).
 */
export interface CategoryCrumb {
  id: number;
  name: string;
}

export function categoryCrumb({ id, name }: CategoryNode): CategoryCrumb {
  return { id, name };
}

/** The nodes from a root down to the category `id` (inclusive), or null when the tree lacks it. */
export function categoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

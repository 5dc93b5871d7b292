import type { CategoryNode } from '@storefront/api-client';

/** The nodes from a root down to the category `id` (inclusive), or null when the tree lacks it. */
export function categoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

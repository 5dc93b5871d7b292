import type { CategoryNode } from '../contract/types.js';

export interface CategoryRow {
  id: number;
  pid: number;
  name: string;
  visible: boolean;
  sort: number;
}

/**
 * Builds the nested tree from flat rows (already ordered by sort, id). A node whose parent is
 * missing (or hidden, when hidden nodes were filtered out) is dropped with its subtree, so that a
 * hidden branch never leaks through its children.
 */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as CategoryNode;
    if (row.pid === 0) roots.push(node);
    else nodes.get(row.pid)?.children.push(node);
  }
  return roots;
}

export function findNode(roots: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of roots) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids of a node and all of its descendants. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

/**
 * The tree pruned to the categories whose subtree holds products, each with `productCount`: its own
 * (`counts`, by category id) plus its descendants'. Builds new nodes, leaving `roots` (a reused tree) as
 * it is.
 */
export function withProductCounts(
  roots: readonly CategoryNode[],
  counts: ReadonlyMap<number, number>,
): CategoryNode[] {
  return roots.flatMap((node) => {
    const children = withProductCounts(node.children, counts);
    const productCount = children.reduce(
      (sum, child) => sum + (child.productCount ?? 0),
      counts.get(node.id) ?? 0,
    );
    return productCount > 0 ? [{ ...node, productCount, children }] : [];
  });
}

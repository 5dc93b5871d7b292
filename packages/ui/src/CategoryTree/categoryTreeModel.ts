/** The shape the tree needs; the API's CategoryNode (with pid, visible, sort) fits it as is. */
export interface CategoryTreeNode {
  id: number;
  name: string;
  children?: readonly CategoryTreeNode[] | null;
}

export interface VisibleTreeItem<N extends CategoryTreeNode = CategoryTreeNode> {
  node: N;
  level: number;
  parentId: number | null;
}

export const hasChildren = (node: CategoryTreeNode) => (node.children?.length ?? 0) > 0;

/** The chain of nodes from a root down to the node with `id` (inclusive), or [] when it is not in the tree. */
export function pathTo<N extends CategoryTreeNode>(nodes: readonly N[], id: number): N[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo((node.children ?? []) as readonly N[], id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

function descendantIds(node: CategoryTreeNode): number[] {
  return (node.children ?? []).flatMap((child) => [child.id, ...descendantIds(child)]);
}

/** The list that holds the node with `id` (its siblings and itself). */
function siblingsOf(nodes: readonly CategoryTreeNode[], id: number): readonly CategoryTreeNode[] {
  const path = pathTo(nodes, id);
  const parent = path[path.length - 2];
  return parent ? (parent.children ?? []) : nodes;
}

/**
 * Expands one node and collapses its siblings, with everything below them (SPEC §4: the navigation tree
 * is an accordion at every level).
 */
export function expandExclusive(
  nodes: readonly CategoryTreeNode[],
  expanded: ReadonlySet<number>,
  id: number,
): Set<number> {
  const next = new Set(expanded);
  for (const sibling of siblingsOf(nodes, id)) {
    if (sibling.id === id) continue;
    next.delete(sibling.id);
    for (const below of descendantIds(sibling)) next.delete(below);
  }
  next.add(id);
  return next;
}

/** Collapses a node and everything below it, so reopening it starts tidy. */
export function collapse(
  nodes: readonly CategoryTreeNode[],
  expanded: ReadonlySet<number>,
  id: number,
): Set<number> {
  const next = new Set(expanded);
  const node = pathTo(nodes, id).at(-1);
  next.delete(id);
  if (node) for (const below of descendantIds(node)) next.delete(below);
  return next;
}

/** Opens the ancestors of `id` (exclusively at each level) so that the node is visible. */
export function reveal(
  nodes: readonly CategoryTreeNode[],
  expanded: ReadonlySet<number>,
  id: number,
): Set<number> {
  let next = new Set(expanded);
  for (const ancestor of pathTo(nodes, id).slice(0, -1)) next = expandExclusive(nodes, next, ancestor.id);
  return next;
}

/** The items a user can see, in document order: the sequence arrow keys move through. */
export function visibleItems<N extends CategoryTreeNode>(
  nodes: readonly N[],
  expanded: ReadonlySet<number>,
  level = 1,
  parentId: number | null = null,
): VisibleTreeItem<N>[] {
  return nodes.flatMap((node) => [
    { node, level, parentId },
    ...(expanded.has(node.id)
      ? visibleItems((node.children ?? []) as readonly N[], expanded, level + 1, node.id)
      : []),
  ]);
}

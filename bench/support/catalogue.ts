/**
 * What the bench asks for, found through the public API rather than the server's internals: catalog
 * numbers spread over the whole catalogue, the biggest category and a small one.
 */

interface Envelope<T> {
  code: string;
  data: T;
}

interface CategoryNode {
  id: number;
  children: CategoryNode[];
}

export interface Catalogue {
  /** Every catalog number, in catalogue order. */
  catalogNumbers: string[];
  total: number;
  /** The root category with the most products (its listing counts and pages the whole subtree). */
  bigCategory: { id: number; total: number };
  /** A leaf category with few products, to compare a listing's cost with. */
  smallCategory: { id: number; total: number };
}

/** Longer than any answer of a working server, even a loaded one: past it the bench stops instead of hanging. */
export const requestTimeoutMs = 30_000;

export async function apiGet<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(origin + path, {
    headers: { 'accept-language': 'zh-CN' },
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
}

const totalOf = async (origin: string, query: string) =>
  (await apiGet<{ total: number }>(origin, `/api/v1/product?${query}&size=1`)).total;

function leaves(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? leaves(node.children) : [node]));
}

/** Every catalog number (a rotation must not come back to a product), read 100 per page, 4 pages at a time. */
export async function discoverCatalogue(origin: string): Promise<Catalogue> {
  const total = await totalOf(origin, 'page=1');
  const pageSize = 100;
  const pages = Array.from({ length: Math.ceil(total / pageSize) }, (_, i) => i + 1);
  const catalogNumbers: string[] = [];
  for (let i = 0; i < pages.length; i += 4) {
    const batch = await Promise.all(
      pages
        .slice(i, i + 4)
        .map((page) =>
          apiGet<{ list: { catalogNumber: string }[] }>(
            origin,
            `/api/v1/product?page=${page}&size=${pageSize}`,
          ),
        ),
    );
    for (const { list } of batch) catalogNumbers.push(...list.map((product) => product.catalogNumber));
  }
  const tree = await apiGet<CategoryNode[]>(origin, '/api/v1/tree_structure/child?status=0');
  const roots = await Promise.all(
    tree.map(async (node) => ({ id: node.id, total: await totalOf(origin, `treeId=${node.id}`) })),
  );
  const bigCategory = roots.reduce((big, node) => (node.total > big.total ? node : big));
  const leafTotals = await Promise.all(
    leaves(tree)
      .slice(0, 40)
      .map(async (node) => ({ id: node.id, total: await totalOf(origin, `treeId=${node.id}`) })),
  );
  const smallCategory = leafTotals
    .filter((node) => node.total > 0)
    .reduce((small, node) => (node.total < small.total ? node : small));
  return { catalogNumbers, total, bigCategory, smallCategory };
}

export const productPath = (catalogNumber: string) =>
  `/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`;

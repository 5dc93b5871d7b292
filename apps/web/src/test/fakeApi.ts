import type { components } from '@storefront/api-client/schema';

type CategoryNode = components['schemas']['CategoryNode'];
type Product = components['schemas']['Product'];

/** A `{ code, msg, data }` envelope as the API answers it. */
export function envelope(data: unknown, { status = 200, code = 'E0001', msg = 'success' } = {}): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function category(id: number, name: string, children: CategoryNode[] = []): CategoryNode {
  return { id, pid: 0, name, visible: true, sort: id, children };
}

function product(catalogNumber: string, name: string, categoryId: number, priceCny: number | null): Product {
  return {
    id: categoryId * 100,
    catalogNumber,
    name,
    target: name,
    species: 'Human',
    tag: 'His',
    expressionSystem: 'HEK293',
    conjugate: 'Unconjugated',
    categoryId,
    categoryName: `Category ${categoryId}`,
    purity: '>95% (SDS-PAGE)',
    endotoxin: '<1.0 EU/µg',
    molecularWeight: '21 kDa',
    formulation: 'Lyophilized from PBS',
    storage: '-20°C',
    description: `${name} for research use`,
    isNew: false,
    isHot: false,
    sizes: [{ size: '100 µg', priceCny }],
  };
}

export const categoryTree: CategoryNode[] = [
  category(4, 'Cytokines', [{ ...category(41, 'Interleukins'), pid: 4 }]),
  category(5, 'Immune Checkpoints'),
  category(6, 'Viral Antigens'),
];

export const sections: Record<number, { category: CategoryNode; products: Product[] }> = {
  4: {
    category: categoryTree[0] as CategoryNode,
    products: [product('IL6-H4218', 'Human IL-6 Protein', 41, 1980)],
  },
  5: {
    category: categoryTree[1] as CategoryNode,
    products: [product('PD1-H5221', 'Human PD-1 Protein', 5, 2680)],
  },
  6: {
    category: categoryTree[2] as CategoryNode,
    products: [product('SPN-C52H3', 'SARS-CoV-2 Spike RBD', 6, 3200)],
  },
};

/** A `fetch` answering the home page's calls like the server does; `overrides` replace single paths. */
export function fakeApiFetch(overrides: Record<string, (url: URL) => Response | Promise<Response>> = {}) {
  const requests: Request[] = [];
  const apiFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const override = overrides[path];
    if (override) return override(url);
    if (path === '/tree_structure/child') return envelope(categoryTree);
    if (path === '/tree_structure') {
      const section = sections[Number(url.searchParams.get('pid'))];
      return section ? envelope(section) : envelope(null, { status: 404, code: 'E0005', msg: 'not found' });
    }
    if (path === '/isChina') return envelope(true);
    return envelope(null, { status: 501, code: 'E0008', msg: 'not yet available' });
  };
  return { apiFetch, requests };
}

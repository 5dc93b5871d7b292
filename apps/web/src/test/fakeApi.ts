import type { components } from '@storefront/api-client/schema';

type CategoryNode = components['schemas']['CategoryNode'];
type Product = components['schemas']['Product'];
type ProductLot = components['schemas']['ProductLot'];

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

function product(catalogNumber: string, name: string, categoryId: number, priceFen: number | null): Product {
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
    sizes: [{ size: '100 µg', priceFen }],
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
    products: [product('IL6-H4218', 'Human IL-6 Protein', 41, 198_000)],
  },
  5: {
    category: categoryTree[1] as CategoryNode,
    products: [product('PD1-H5221', 'Human PD-1 Protein', 5, 268_000)],
  },
  6: {
    category: categoryTree[2] as CategoryNode,
    products: [product('SPN-C52H3', 'SARS-CoV-2 Spike RBD', 6, 320_000)],
  },
};

export const allProducts: Product[] = Object.values(sections).flatMap((section) => section.products);

export const globalConfigEntries = [
  { key: 'mail', value: 'order@example.com' },
  { key: 'phone', value: '400-682-2521' },
  { key: 'brand', value: '1024' },
  { key: 'privacy_policy', value: '1025' },
  { key: 'terms_conditions', value: '1026' },
  { key: 'icp_licence', value: 'ICP 12345678-1' },
];

export const articles = [
  {
    id: 7,
    title: 'New IL-6 assay released',
    summary: 'A faster workflow',
    content: '',
    category: 'news' as const,
    publishDate: '2024-05-06',
    cover: null,
  },
];

export const references = [
  {
    id: 3,
    title: 'IL-6 signalling in inflammation',
    authors: 'Zhang W, Li X',
    journal: 'Nature Immunology',
    impactFactor: 30.5,
    year: 2023,
    doi: '10.1038/s41590-023-0001-1',
    catalogNumber: 'IL6-H4218',
    productName: 'Human IL-6 Protein',
    lotNumber: '2305B12',
    target: 'IL-6',
  },
];

export const jobs = [
  {
    id: 1,
    title: 'Scientist, Protein Expression',
    department: 'R&D Center',
    location: 'Beijing',
    headcount: 2,
    content: 'Build expression systems',
    requirements: 'MSc or PhD',
    isHot: true,
    publishDate: '2026-10-12',
  },
];

export const distributors = [
  {
    id: 2,
    name: 'BioReagents GmbH',
    country: 'Germany',
    countryCode: 'DE',
    region: 'Europe',
    email: 'info@bioreagents.example',
    phone: '+49 30 0000000',
    website: 'https://bioreagents.example',
    address: 'Berlin',
  },
];

/** Two lots of every product: an older one and the newest (the one a product page shows first). */
export const productLots: ProductLot[] = [
  {
    lotNumber: 'H4218-2508A',
    manufacturedOn: '2025-08-14',
    expiresOn: '2027-08-14',
    concentrationMgMl: 0.5,
    sdsPurityPercent: 97.2,
    reducedBandsKda: [24.6],
    nonReducedBandsKda: [23.1],
    secMainPeakPercent: 96.8,
    endotoxinEuPerUg: 0.031,
    bioactivity: {
      assay: 'cell',
      concentrationUnit: 'ng/mL',
      responseUnit: 'OD450',
      points: [
        { concentration: 10, response: 1.9 },
        { concentration: 1, response: 1.5 },
        { concentration: 0.1, response: 0.4 },
        { concentration: 0.01, response: 0.1 },
      ],
      fit: { bottom: 0.08, top: 1.95, ec50: 0.312, hill: 1.2, rSquared: 0.998 },
    },
  },
  {
    lotNumber: 'H4218-2603B',
    manufacturedOn: '2026-03-02',
    expiresOn: '2028-03-02',
    concentrationMgMl: 0.5,
    sdsPurityPercent: 98.1,
    reducedBandsKda: [24.9],
    nonReducedBandsKda: [23.4],
    secMainPeakPercent: 97.5,
    endotoxinEuPerUg: 0.012,
    bioactivity: {
      assay: 'cell',
      concentrationUnit: 'ng/mL',
      responseUnit: 'OD450',
      points: [
        { concentration: 10, response: 1.92 },
        { concentration: 1, response: 1.47 },
        { concentration: 0.1, response: 0.42 },
        { concentration: 0.01, response: 0.11 },
      ],
      fit: { bottom: 0.09, top: 1.97, ec50: 0.287, hill: 1.1, rSquared: 0.997 },
    },
  },
];

/** A `fetch` answering the home page's calls like the server does; `overrides` replace single paths. */
export function fakeApiFetch(overrides: Record<string, (url: URL) => Response | Promise<Response>> = {}) {
  const requests: Request[] = [];
  const apiFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const url = new URL(request.url);
    // Absol calls keep their base in the key (`/api/absol/relaies`), main calls are relative to /api/v1.
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const override = overrides[path];
    if (override) return override(url);
    if (path === '/tree_structure/child') return envelope(categoryTree);
    if (path === '/tree_structure') {
      const section = sections[Number(url.searchParams.get('pid'))];
      return section ? envelope(section) : envelope(null, { status: 404, code: 'E0005', msg: 'not found' });
    }
    if (path === '/isChina') return envelope(true);
    if (path === '/search/rank') return envelope([{ keyword: 'IL-6', count: 9 }]);
    if (path === '/config/globalCfg/values') return envelope(globalConfigEntries);
    if (path === '/banner/show')
      return envelope([
        { id: 1, title: 'Free trial samples', subtitle: 'Apply now', link: '/apply', image: null, sort: 1 },
      ]);
    if (path === '/popular_product') return envelope(allProducts.slice(0, 2));
    if (path === '/article') return envelope({ list: articles, total: articles.length, page: 1, size: 4 });
    if (path === '/reference') {
      const catalogNumber = url.searchParams.get('catalogNumber');
      const list = references.filter(
        (reference) => !catalogNumber || reference.catalogNumber === catalogNumber,
      );
      return envelope({ list, total: list.length, page: 1, size: 5 });
    }
    if (path === '/reference/statistics')
      return envelope({
        citations: references.length,
        highestImpactFactor: 30.5,
        averageImpactFactor: 30.5,
        products: 1,
        journals: 1,
      });
    if (path === '/recruitment_needs/config')
      return envelope({
        salary: 'Salary and bonus',
        welfare: ['Health check'],
        content: 'Proteins',
        requirements: 'Care',
      });
    if (path === '/recruitment_needs')
      return envelope({ list: jobs, total: jobs.length, page: 1, size: 100 });
    const job = /^\/recruitment_needs\/(\d+)$/.exec(path);
    if (job) {
      const found = jobs.find((candidate) => candidate.id === Number(job[1]));
      return found ? envelope(found) : envelope(null, { status: 404, code: 'E0005', msg: 'not found' });
    }
    if (path === '/distributor') return envelope(distributors);
    if (path === '/distributor/area')
      return envelope([
        { id: 1, name: 'Beijing' },
        { id: 2, name: 'Shanghai' },
      ]);
    if (path === '/global_cfg/industry/values') return envelope([{ id: 1, name: 'Academic research' }]);
    if (path === '/dict')
      return envelope([{ type: 'industry', code: 'academic', label: 'Academic research' }]);
    if (path === '/api/absol/relaies') {
      const catalogNumber = url.searchParams.get('catalogNumber');
      return envelope(allProducts.filter((candidate) => candidate.catalogNumber !== catalogNumber));
    }
    if (request.method === 'POST' && ['/mail/subscription', '/leave_word'].includes(path))
      return envelope(null);
    if (request.method === 'POST' && path === '/enquiry') return envelope({ id: 1 });
    if (path === '/product') {
      const catalogNumber = url.searchParams.get('catalogNumber');
      const treeId = url.searchParams.get('treeId');
      const list = allProducts.filter(
        (candidate) =>
          (catalogNumber === null || candidate.catalogNumber === catalogNumber) &&
          (treeId === null ||
            [candidate.categoryId, Math.floor(candidate.categoryId / 10)].includes(Number(treeId))),
      );
      return envelope({
        list,
        total: list.length,
        page: Number(url.searchParams.get('page') ?? 1),
        size: 20,
      });
    }
    const lots = /^\/product\/([^/]+)\/lots$/.exec(path);
    if (lots) {
      const found = allProducts.some(
        (candidate) => candidate.catalogNumber === decodeURIComponent(lots[1] ?? ''),
      );
      return found ? envelope(productLots) : envelope(null, { status: 404, code: 'E0005', msg: 'not found' });
    }
    const seo = /^\/product\/([^/]+)\/seo$/.exec(path);
    if (seo) {
      const found = allProducts.find(
        (candidate) => candidate.catalogNumber === decodeURIComponent(seo[1] ?? ''),
      );
      return found
        ? envelope({
            catalogNumber: found.catalogNumber,
            title: `${found.name} SEO`,
            description: 'SEO text',
            keywords: '',
          })
        : envelope(null, { status: 404, code: 'E0005', msg: 'not found' });
    }
    return envelope(null, { status: 501, code: 'E0008', msg: 'not yet available' });
  };
  return { apiFetch, requests };
}

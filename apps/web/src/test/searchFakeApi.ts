import type { ProductSearchHit, SearchResult } from '@storefront/api-client';
import { allProducts, envelope } from './fakeApi';

const il6 = allProducts[0];
if (!il6) throw new Error('the fake catalogue has products');

const productHits: ProductSearchHit[] = [
  {
    product: { ...il6, name: '人白细胞介素-6 IL-6 Protein' },
    matchedBy: 'target',
    nameHighlights: [
      { start: 1, end: 8 },
      { start: 9, end: 13 },
    ],
    catalogNumberHighlights: [{ start: 0, end: 3 }],
    targetHighlights: [],
    snippet: 'IL-6 for research use',
    snippetHighlights: [{ start: 0, end: 4 }],
  },
];

const contentHits: SearchResult[] = [
  {
    id: 7,
    type: 'content',
    title: 'New IL-6 assay released',
    treeName: 'News',
    createTime: '2024-05-06T08:00:00.000Z',
    price: null,
    catalogNumber: null,
    link: '/article?id=7',
    titleHighlights: [{ start: 4, end: 8 }],
    snippet: '',
    snippetHighlights: [],
  },
];

const facets = {
  categories: [{ value: '41', label: 'Interleukins', count: 1 }],
  tags: [
    { value: 'His', label: 'His', count: 1 },
    { value: 'Fc', label: 'hFc', count: 2 },
  ],
  species: [{ value: 'Human', label: 'Human', count: 1 }],
  targets: [{ value: 'IL-6', label: 'IL-6', count: 1 }],
  conjugates: [],
};

const page = <T>(list: T[]) => envelope({ list, total: list.length, page: 1, size: 20 });

/** The search calls answered like the server does, for IL-6 (tests only). */
export const searchApi = {
  '/search/count': () => envelope({ product: 1, service: 0, content: 1 }),
  '/search/tags': () => envelope(facets),
  '/search/product': () => page(productHits),
  '/search/serve': () => page([]),
  '/search/content': () => page(contentHits),
};

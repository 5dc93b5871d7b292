import type { CategoryTreeNode } from '../CategoryTree';
import type { CitationListReference } from '../CitationList';
import type { MegaMenuItem } from '../MegaMenu';
import type { ProductCardProduct } from '../ProductCard';

/** Sample catalogue data for stories and tests (the running site gets its data from the API). */
type Locale = 'zh-CN' | 'en';

const node =
  (id: number, zh: string, en: string, children: ((locale: Locale) => CategoryTreeNode)[] = []) =>
  (locale: Locale): CategoryTreeNode => ({
    id,
    name: locale === 'en' ? en : zh,
    children: children.map((child) => child(locale)),
  });

const tree = [
  node(4, '细胞因子', 'Cytokines', [
    node(41, '白介素', 'Interleukins', [node(411, 'IL-6', 'IL-6'), node(412, 'IL-2', 'IL-2')]),
    node(42, '肿瘤坏死因子', 'TNF superfamily'),
    node(43, '趋化因子', 'Chemokines'),
  ]),
  node(5, '免疫检查点', 'Immune checkpoints', [
    node(51, 'PD-1 / PD-L1', 'PD-1 / PD-L1'),
    node(52, 'CTLA-4', 'CTLA-4'),
  ]),
  node(6, '病毒抗原', 'Viral antigens', [
    node(61, '新冠病毒', 'SARS-CoV-2', [
      node(611, '刺突蛋白 RBD', 'Spike RBD'),
      node(612, '核衣壳蛋白', 'Nucleocapsid'),
    ]),
    node(62, '流感病毒', 'Influenza'),
  ]),
];

export const categoryTree = (locale: Locale = 'zh-CN'): CategoryTreeNode[] =>
  tree.map((root) => root(locale));

export const il6: ProductCardProduct = {
  catalogNumber: 'IL6-H4218',
  name: 'Human IL-6 Protein, His Tag',
  target: 'IL-6',
  species: 'Human',
  tag: 'His',
  isNew: true,
  sizes: [
    { size: '10 µg', priceFen: 68_000 },
    { size: '50 µg', priceFen: 228_000 },
    { size: '1 mg', priceFen: null },
  ],
};

export const pd1: ProductCardProduct = {
  catalogNumber: 'PD1-H5257',
  name: 'Human PD-1 / PDCD1 Protein, Fc Tag',
  target: 'PD-1',
  species: 'Human',
  tag: 'hFc',
  isHot: true,
  sizes: [{ size: '100 µg', priceFen: 120_000 }],
};

export const rbd: ProductCardProduct = {
  catalogNumber: 'SPD-C52H3',
  name: 'SARS-CoV-2 Spike RBD Protein, His Tag',
  target: 'Spike RBD',
  species: 'SARS-CoV-2',
  tag: 'His',
  sizes: [
    { size: '100 µg', priceFen: null },
    { size: '1 mg', priceFen: null },
  ],
};

export const products: ProductCardProduct[] = [
  il6,
  pd1,
  rbd,
  {
    catalogNumber: 'TNA-H5228',
    name: 'Human TNF-alpha Protein',
    target: 'TNF-α',
    species: 'Human',
    tag: 'Tag Free',
    sizes: [{ size: '20 µg', priceFen: 96_000 }],
  },
  {
    catalogNumber: 'HE2-H5225',
    name: 'Human HER2 / ErbB2 Protein, His Tag',
    target: 'HER2',
    species: 'Human',
    tag: 'His',
    sizes: [
      { size: '50 µg', priceFen: 168_000 },
      { size: '200 µg', priceFen: 498_000 },
    ],
  },
  {
    catalogNumber: 'CD9-M52H1',
    name: 'Mouse CD19 Protein, His-Avi Tag, Biotinylated',
    target: 'CD19',
    species: 'Mouse',
    tag: 'His-Avi',
    sizes: [{ size: '25 µg', priceFen: 235_000 }],
  },
];

// Titles, authors and DOIs are realistic samples for the stories, not real publications.
export const citationsEn: CitationListReference[] = [
  {
    id: 101,
    title: 'IL-6 trans-signaling drives tumour-associated inflammation in pancreatic cancer',
    authors: 'Zhang Y, Li H, Wang X, Chen J, et al.',
    journal: 'Nature Communications',
    impactFactor: 16.6,
    year: 2023,
    doi: '10.1038/s41467-023-01234-5',
    catalogNumber: 'IL6-H4218',
    productName: 'Human IL-6 Protein, His Tag',
  },
  {
    id: 102,
    title: 'A bispecific PD-1 × CTLA-4 antibody with reduced peripheral toxicity',
    authors: 'Liu M, Zhao Q, Sun P',
    journal: 'Journal for ImmunoTherapy of Cancer',
    impactFactor: 10.9,
    year: 2024,
    doi: 'doi:10.1136/jitc-2024-008812',
    catalogNumber: 'PD1-H5257',
    productName: 'Human PD-1 / PDCD1 Protein, Fc Tag',
  },
  {
    id: 103,
    title: 'Neutralizing nanobodies against SARS-CoV-2 spike RBD variants',
    authors: 'Huang R, Xu T, Ma L, Yang F, Zhou K',
    journal: 'Cell Reports',
    impactFactor: 8.8,
    year: 2022,
    doi: 'https://doi.org/10.1016/j.celrep.2022.110987',
    catalogNumber: 'SPD-C52H3',
    productName: 'SARS-CoV-2 Spike RBD Protein, His Tag',
  },
];

/** The menus' unit tests: a plain item and one with a column of one link (English labels). */
export const menuItems: MegaMenuItem[] = [
  { label: 'Home', href: '/en' },
  {
    label: 'Products',
    href: '/en/products',
    columns: [
      {
        title: 'Cytokines',
        href: '/en/product-list?id=41',
        links: [{ label: 'IL-6', href: '/en/product-list?id=411' }],
      },
    ],
  },
];

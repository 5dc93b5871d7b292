/**
 * Response shapes of the live operations, as fixed in coordination.md and described in
 * openapi/openapi.yaml. The tests check every response against the contract itself.
 */
export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  visible: boolean;
  sort: number;
  children: CategoryNode[];
}

export interface ProductSize {
  size: string;
  priceCny: number | null;
}

export interface Product {
  id: number;
  catalogNumber: string;
  name: string;
  target: string;
  species: string;
  tag: string;
  expressionSystem: string;
  conjugate: string;
  categoryId: number;
  categoryName: string;
  purity: string;
  endotoxin: string;
  molecularWeight: string;
  formulation: string;
  storage: string;
  description: string;
  isNew: boolean;
  isHot: boolean;
  sizes: ProductSize[];
}

export interface CategorySection {
  category: CategoryNode;
  products: Product[];
}

export interface ProductSeo {
  catalogNumber: string;
  title: string;
  description: string;
  keywords: string;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  link: string;
  image: string | null;
  sort: number;
}

export interface Article {
  id: number;
  title: string;
  summary: string;
  content: string;
  category: 'news' | 'activity';
  publishDate: string;
  cover: string | null;
}

export interface Reference {
  id: number;
  title: string;
  authors: string;
  journal: string;
  impactFactor: number;
  year: number;
  doi: string;
  catalogNumber: string;
  productName: string;
}

export interface Distributor {
  id: number;
  name: string;
  country: string;
  countryCode: string;
  region: string;
  email: string;
  phone: string;
  website: string;
  address: string;
}

export interface GlobalCfgEntry {
  key: string;
  value: string;
}

export interface DictEntry {
  type: string;
  code: string;
  label: string;
}

export interface HotKeyword {
  keyword: string;
  count: number;
}

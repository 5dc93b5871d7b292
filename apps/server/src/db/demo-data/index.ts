/**
 * Bilingual demo data the server inserts on first start. See README.md in this folder.
 * Types are fixed by /work/coordination.md ("Demo-data types").
 */

export { categories } from './categories';
export { banners, dict, globalCfg, hotKeywords } from './config';
export { generateBenchmarkProducts, MAX_BENCHMARK_PRODUCTS } from './generator';
export { products } from './products/index';
export type {
  DemoArticle,
  DemoBanner,
  DemoCategory,
  DemoDictEntry,
  DemoDistributor,
  DemoGlobalCfg,
  DemoHotKeyword,
  DemoProduct,
  DemoProductSize,
  DemoReference,
  Localized,
} from './types';

import type { DemoArticle, DemoDistributor, DemoReference } from './types';

// Filled in the next commits of this folder; exported now so the server's seed code compiles.
export const articles: DemoArticle[] = [];
export const references: DemoReference[] = [];
export const distributors: DemoDistributor[] = [];

/**
 * Bilingual demo data the server inserts on first start. See README.md in this folder.
 * Types are fixed by /work/coordination.md ("Demo-data types").
 */

export { articles } from './articles';
export { categories } from './categories';
export {
  companySections,
  contactChannels,
  investorDocuments,
  milestones,
  offices,
  richDocuments,
} from './company';
export { banners, dict, globalCfg, hotKeywords } from './config';
export { distributors } from './distributors';
export {
  BENCHMARK_ARTICLES,
  generateBenchmarkArticles,
  generateBenchmarkProducts,
  MAX_BENCHMARK_PRODUCTS,
} from './generator';
export { demoLots } from './lots';
export { meetings } from './meetings';
export { products } from './products/index';
export { type DemoJob, type DemoRecruitmentConfig, jobs, recruitmentConfig } from './recruitment';
export { references } from './references';
export { type DemoResource, resources } from './resources';
export { type DemoService, services } from './services';
export { targetNames } from './target-names';
export type {
  DemoArticle,
  DemoBanner,
  DemoCategory,
  DemoDictEntry,
  DemoDistributor,
  DemoGlobalCfg,
  DemoHotKeyword,
  DemoLot,
  DemoMeeting,
  DemoProduct,
  DemoProductSize,
  DemoReference,
  DemoTargetNames,
  Localized,
} from './types';

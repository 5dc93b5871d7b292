/**
 * Response shapes of the live operations: the contract's schemas, generated from
 * openapi/openapi.yaml into the api-client, so the server cannot drift from what clients expect.
 */
export type {
  Article,
  Banner,
  CategoryNode,
  CategorySection,
  Created,
  DictEntry,
  Distributor,
  FacetValue,
  GlobalCfgEntry,
  HotKeyword,
  Job,
  JobPage,
  Page,
  Product,
  ProductSearchHit,
  ProductSearchPage,
  ProductSeo,
  ProductSize,
  RecruitmentConfig,
  Reference,
  ReferenceStatistics,
  SearchCount,
  SearchFacets,
  SearchResult,
  SearchResultPage,
  SearchSuggestion,
  TextRange,
} from '@storefront/api-client';

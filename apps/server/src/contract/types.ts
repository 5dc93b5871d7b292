/**
 * Response shapes of the live operations: the contract's schemas, generated from
 * openapi/openapi.yaml into the api-client, so the server cannot drift from what clients expect.
 */
export type {
  Article,
  ArticleDetail,
  ArticleLink,
  Banner,
  CategoryNode,
  CategorySection,
  ContentProduct,
  Created,
  DictEntry,
  Distributor,
  FacetValue,
  GlobalCfgEntry,
  HotKeyword,
  Meeting,
  MeetingSummary,
  Page,
  Product,
  ProductSearchHit,
  ProductSearchPage,
  ProductSeo,
  ProductSize,
  Reference,
  SearchCount,
  SearchFacets,
  SearchResult,
  SearchResultPage,
  SearchSuggestion,
  TextRange,
} from '@storefront/api-client';

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
  GlobalCfgEntry,
  HotKeyword,
  Page,
  Product,
  ProductSeo,
  ProductSize,
  Reference,
} from '@storefront/api-client';

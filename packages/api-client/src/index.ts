export {
  ABSOL_PATHS,
  type ApiClient,
  type ApiClientOptions,
  bearerHeaders,
  createApiClient,
  type Locale,
  pathSendsToken,
  TOKEN_PATH_MARKERS,
  type UnauthorizedEvent,
} from './client';
export {
  ApiError,
  type ApiErrorInit,
  ClientErrorCode,
  type EnvelopeData,
  ErrorCode,
  type FetchResultLike,
  isApiError,
  unwrap,
} from './envelope';
// `paths`, `components`, `operations` and one alias per component schema (`Product`,
// `CategoryNode`, `ProductPage`, ...), all generated from the contract.
export type * from './schema';

/** A page of items as every paged operation returns it (`ProductPage` is `Page<Product>`). */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

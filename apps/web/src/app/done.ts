import { type FetchResultLike, unwrap } from '@storefront/api-client';

/**
 * `unwrap` for operations answering the `Done` envelope (`data: null`). openapi-fetch types those bodies
 * without their `data` member, which `unwrap`'s signature requires, so the result is widened here once
 * instead of at every call site. Throws ApiError exactly like `unwrap`.
 */
export async function expectDone(
  result: Promise<{ response: Response; error?: unknown; data?: unknown }>,
): Promise<void> {
  await unwrap(result as Promise<FetchResultLike<{ data: null }>>);
}

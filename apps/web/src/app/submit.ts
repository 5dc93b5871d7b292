import { isApiError } from '@storefront/api-client';
import { FormSubmitError } from '@storefront/ui';

/**
 * Form sends reject with what the design system's forms show: the server's msg (a toast) and, for
 * E0002, the per-field messages (on the fields). Other failures keep their message.
 */
export function toSubmitError(error: unknown): Error {
  if (isApiError(error)) return new FormSubmitError(error.msg, { ...error.fields });
  return error instanceof Error ? error : new Error(String(error));
}

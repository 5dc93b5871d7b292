import {
  type Enquiry as EnquiryBody,
  type FetchResultLike,
  isApiError,
  unwrap,
} from '@storefront/api-client';
import { type Enquiry, FormSubmitError } from '@storefront/ui';

/**
 * Form sends reject with what the design system's forms show: the server's msg (a toast) and, for
 * E0002, the per-field messages (on the fields). Other failures keep their message.
 */
export function toSubmitError(error: unknown): Error {
  if (isApiError(error)) return new FormSubmitError(error.msg, { ...error.fields });
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Sends a form: resolves when the server answered E0001 (the Done or Created envelope alike) and
 * rejects with the form's `FormSubmitError` otherwise — the `onSubmit` contract of the UI's forms.
 */
export async function submitForm<Body>(
  result: FetchResultLike<Body> | Promise<FetchResultLike<Body>>,
): Promise<void> {
  try {
    await unwrap(result);
  } catch (error) {
    throw toSubmitError(error);
  }
}

/** The contract's limit of the optional product category of an enquiry. */
const otherTreeNameMaxLength = 100;

/**
 * The body of POST /enquiry, built field by field: the contract refuses unknown members
 * (additionalProperties: false), so nothing the form may add later reaches it unnoticed; the optional
 * members are left out when empty.
 */
export function enquiryBody(enquiry: Enquiry): EnquiryBody {
  const body: EnquiryBody = {
    name: enquiry.name,
    company: enquiry.company,
    department: enquiry.department,
    industryName: enquiry.industryName,
    areaName: enquiry.areaName,
    phone: enquiry.phone,
    email: enquiry.email,
    content: enquiry.content,
  };
  const otherTreeName = enquiry.otherTreeName?.trim().slice(0, otherTreeNameMaxLength);
  if (otherTreeName) body.otherTreeName = otherTreeName;
  const catalogNumber = enquiry.catalogNumber?.trim();
  if (catalogNumber) body.catalogNumber = catalogNumber;
  return body;
}

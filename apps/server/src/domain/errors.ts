import type { ErrorCode, SuccessCode } from '@storefront/api-client';

/** The failure codes of the contract's catalogue (`E0002` … `E0009`). */
export type FailureCode = Exclude<ErrorCode, SuccessCode>;

/** A message per refused field (a body property or a parameter), in the request language. */
export type FieldMessages = Record<string, string>;

/**
 * A failure that the storefront's rules know, in the words of the contract's code catalogue: a
 * refused input (`E0002`, with a message per field), nobody logged in, not found, a conflict, too
 * many tries, a service that is not there. Services throw it and know nothing of HTTP, so they can be
 * called from a script or a test as well as from a handler; the one error handler of the HTTP layer
 * (`http/errors.ts`) turns it into the envelope and the status of its code.
 */
export class DomainError extends Error {
  readonly code: FailureCode;
  /** The answer's text in the request language; without it, the catalogue's text of the code. */
  readonly text: string | undefined;
  /** `E0002`: every refused field with its message. */
  readonly fields: FieldMessages | undefined;

  constructor(code: 'E0002', details: { fields: FieldMessages; message?: string });
  constructor(code: Exclude<FailureCode, 'E0002'>, details?: { message?: string });
  constructor(code: FailureCode, details: { fields?: FieldMessages; message?: string } = {}) {
    super(details.message ?? code);
    this.name = 'DomainError';
    this.code = code;
    this.text = details.message;
    this.fields = details.fields;
  }
}

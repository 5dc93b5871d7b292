import type { components } from './schema';

/** The envelope codes of the contract (openapi.yaml `ErrorCode`). */
export type ErrorCode = components['schemas']['ErrorCode'];

/** Named envelope codes, so callers never compare against bare strings. */
export const ErrorCode = {
  Success: 'E0001',
  ValidationFailed: 'E0002',
  NotLoggedIn: 'E0003',
  Forbidden: 'E0004',
  NotFound: 'E0005',
  Conflict: 'E0006',
  TooManyRequests: 'E0007',
  NotYetAvailable: 'E0008',
  ServerError: 'E0009',
} as const satisfies Record<string, ErrorCode>;

/**
 * Failures that never reached a well-formed envelope: the request did not complete
 * (`network`), or the answer was not a `{ code, msg, data }` envelope (`invalid_response`).
 */
export const ClientErrorCode = {
  Network: 'network',
  InvalidResponse: 'invalid_response',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

export interface ApiErrorInit {
  code: ErrorCode | ClientErrorCode;
  msg: string;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  fields?: Record<string, string>;
  cause?: unknown;
}

/** An envelope whose code is not `E0001`, or a request that produced no envelope at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode | ClientErrorCode;
  /** The server's message (in the request language), or a client-side description. */
  readonly msg: string;
  readonly status: number;
  /** Per-field messages of an `E0002` validation failure; empty otherwise. */
  readonly fields: Readonly<Record<string, string>>;

  constructor({ code, msg, status, fields, cause }: ApiErrorInit) {
    super(msg || code, cause === undefined ? undefined : { cause });
    this.code = code;
    this.msg = msg;
    this.status = status;
    this.fields = fields ?? {};
  }
}

export function isApiError(error: unknown, code?: ApiError['code']): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** What openapi-fetch resolves to: `data` on 2xx, `error` otherwise, and the raw response. */
export interface FetchResultLike<Body> {
  data?: Body;
  error?: unknown;
  response: Response;
}

/**
 * The payload type of a success envelope. openapi-fetch drops members typed `null` from response
 * bodies, so an envelope whose `data` is always null (the `Done` answer) arrives without it.
 */
export type EnvelopeData<Body> = Body extends { data: infer Data } ? Data : null;

interface Envelope {
  code: string;
  msg: string;
  data: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.msg === 'string' && 'data' in candidate;
}

function validationFields(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null) return {};
  const fields = (data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Turns a client call into its `data`: resolves with the payload of an `E0001` envelope and
 * rejects with an `ApiError` for every other outcome (error envelope, non-envelope answer,
 * network failure, unparsable JSON).
 *
 * @example const tree = await unwrap(api.GET('/tree_structure/child', { params: { query: { status: 0 } } }));
 */
export async function unwrap<Body>(
  result: FetchResultLike<Body> | Promise<FetchResultLike<Body>>,
): Promise<EnvelopeData<Body>> {
  let settled: FetchResultLike<Body>;
  try {
    settled = await result;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (cause instanceof SyntaxError) {
      throw new ApiError({
        code: ClientErrorCode.InvalidResponse,
        msg: `The server's answer is not valid JSON: ${cause.message}`,
        status: 0,
        cause,
      });
    }
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError({
      code: ClientErrorCode.Network,
      msg: `The request failed: ${reason}`,
      status: 0,
      cause,
    });
  }

  const { response } = settled;
  const body: unknown = settled.data !== undefined ? settled.data : settled.error;
  if (!isEnvelope(body)) {
    throw new ApiError({
      code: ClientErrorCode.InvalidResponse,
      msg: `The server answered HTTP ${response.status} without a { code, msg, data } envelope`,
      status: response.status,
    });
  }
  if (body.code === ErrorCode.Success && response.ok) {
    return body.data as EnvelopeData<Body>;
  }
  // An E0001 on a failing HTTP status, or a code outside the catalogue, breaks the contract.
  const known = body.code !== ErrorCode.Success && (Object.values(ErrorCode) as string[]).includes(body.code);
  throw new ApiError({
    code: known ? (body.code as ErrorCode) : ClientErrorCode.InvalidResponse,
    msg: body.msg,
    status: response.status,
    fields: body.code === ErrorCode.ValidationFailed ? validationFields(body.data) : undefined,
  });
}

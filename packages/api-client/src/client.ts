import type { LanguageTag } from '@storefront/site';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ErrorCode } from './envelope';
import type { paths } from './schema';

/**
 * SPEC §6: the token travels only on calls whose path contains one of these. The login-only
 * user calls (/users/info, /user/user_info, ...) do not match; callers pass their token with
 * `bearerHeaders()` explicitly, as the original site did.
 */
export const TOKEN_PATH_MARKERS = [
  'order',
  'try_out',
  'paper_reward',
  'enquiry',
  'status',
  'search',
  'coa',
  'suggest',
  'leave_word',
  'calculator',
] as const;

/**
 * Whether a call to `schemaPath` (the contract's path template, e.g. `/order/order/{id}`) carries
 * the token. The template is checked rather than the final URL so that a parameter value
 * (a catalog number, a search text) can never make a public call leak the token.
 */
export function pathSendsToken(schemaPath: string): boolean {
  return TOKEN_PATH_MARKERS.some((marker) => schemaPath.includes(marker));
}

/** Paths the contract serves on the absol base (`servers` override in openapi.yaml). */
export const ABSOL_PATHS: ReadonlySet<string> = new Set(['/relaies']);

/** The language the API answers in: a site's language tag (`@storefront/site`). */
export type Locale = LanguageTag;

export interface UnauthorizedEvent {
  schemaPath: string;
  response: Response;
}

export interface ApiClientOptions {
  /** Main base, e.g. `/api/v1` in the browser or `http://internal/api/v1` during SSR. */
  baseUrl: string;
  /** Base of the absol calls. @default baseUrl with its trailing `/api/v1` replaced by `/api/absol` */
  absolBaseUrl?: string;
  /** The fetch to use (SSR passes the server's in-process fetch). @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
  /** Returns the stored token, or null/undefined when logged out; read on every request. */
  getToken: () => string | null | undefined;
  /** Called when the server answers `E0003` / HTTP 401 (token missing, expired or revoked). */
  onUnauthorized?: (event: UnauthorizedEvent) => void;
  /** Sent as Accept-Language unless a call sets its own; a getter follows the language switch. */
  locale?: Locale | (() => Locale | undefined);
}

export type ApiClient = Client<paths>;

/** `Authorization` header for the login-only calls whose path the token rule does not cover. */
export function bearerHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function deriveAbsolBaseUrl(baseUrl: string): string | undefined {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return /\/api\/v1$/.test(trimmed) ? trimmed.replace(/\/api\/v1$/, '/api/absol') : undefined;
}

async function isUnauthorizedEnvelope(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  // Only failures are inspected: parsing every success twice would cost SSR time for nothing.
  if (response.ok || !response.headers.get('content-type')?.includes('json')) return false;
  try {
    const body: unknown = await response.clone().json();
    return (
      typeof body === 'object' && body !== null && (body as { code?: unknown }).code === ErrorCode.NotLoggedIn
    );
  } catch {
    return false;
  }
}

/** The typed client of the storefront API (see openapi/openapi.yaml). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getToken, onUnauthorized, locale } = options;
  const absolBaseUrl = options.absolBaseUrl ?? deriveAbsolBaseUrl(baseUrl);
  const client = createClient<paths>({
    baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const absolBase: Middleware = {
    onRequest({ request, schemaPath }) {
      if (!ABSOL_PATHS.has(schemaPath)) return undefined;
      if (!absolBaseUrl) {
        throw new Error(`createApiClient: ${schemaPath} is served on the absol base; pass absolBaseUrl`);
      }
      const url = new URL(request.url);
      const mainPath = new URL(baseUrl, url).pathname.replace(/\/+$/, '');
      const absolUrl = new URL(absolBaseUrl, url);
      const rest = url.pathname.startsWith(mainPath) ? url.pathname.slice(mainPath.length) : url.pathname;
      absolUrl.pathname = `${absolUrl.pathname.replace(/\/+$/, '')}${rest}`;
      absolUrl.search = url.search;
      return new Request(absolUrl, request);
    },
  };

  const headers: Middleware = {
    onRequest({ request, schemaPath }) {
      const language = typeof locale === 'function' ? locale() : locale;
      if (language && !request.headers.has('Accept-Language')) {
        request.headers.set('Accept-Language', language);
      }
      if (pathSendsToken(schemaPath) && !request.headers.has('Authorization')) {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
    async onResponse({ response, schemaPath }) {
      if (onUnauthorized && (await isUnauthorizedEnvelope(response))) {
        onUnauthorized({ schemaPath, response });
      }
      return undefined;
    },
  };

  client.use(absolBase, headers);
  return client;
}

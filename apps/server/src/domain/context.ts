import type { ContentLanguage } from '@storefront/site';
import type { AuthUser } from '../accounts/service.js';
import { DomainError } from './errors.js';

/**
 * The language of an answer as the server keys it (@storefront/site's content language): the content
 * columns `*_zh` / `*_en` and the bilingual message tables.
 */
export type Lang = ContentLanguage;

/**
 * Who is asking and how the answer must read, decided once per request (`http/request-context.ts`
 * builds it before the handler runs) and passed first to every service call that needs any of it, as
 * Vendure's `RequestContext`. Services never see the HTTP request: a script or a test calls them with a
 * context of its own.
 */
export interface RequestContext {
  /** The language of the answer: its content and its messages. */
  readonly lang: Lang;
  /** The client's address (TRUST_PROXY applied): rate limits and the login throttle count by it. */
  readonly clientIp: string;
  /** Whether the visitor is in mainland China, as the geo service decides (`/isChina`). */
  readonly inChina: boolean;
  /** The price view: whether CNY prices are shown to this visitor (SPEC §1: the Chinese site, in China). */
  readonly showPrices: boolean;
  /** The logged-in user, when the operation has security and a valid token came with the request. */
  readonly user: AuthUser | null;
}

/** The logged-in user a call needs; E0003 without one. */
export function signedInUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new DomainError('E0003');
  return ctx.user;
}

import { localeOfContentLanguage, pricesVisible } from '@storefront/site';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../domain/context.js';
import type { GeoService } from '../geo/service.js';
import { requestLanguage } from './language.js';

/** Builds a request's context from the request (its one place); `http/operations.ts` calls it once. */
export type RequestContextOf = (request: FastifyRequest) => RequestContext;

/**
 * The request context of an API request: the answer's language by the pages' Accept-Language rule,
 * the client's address (TRUST_PROXY applied by Fastify), the geo service's country decision and the
 * price view that follows from it, and the user the contract's `bearerAuth` found (it runs first).
 */
export function requestContextOf(geo: GeoService): RequestContextOf {
  return (request) => {
    const lang = requestLanguage(request);
    const inChina = geo.isChina(request.ip, request.headers);
    return {
      lang,
      clientIp: request.ip,
      inChina,
      showPrices: pricesVisible(localeOfContentLanguage(lang), inChina),
      user: request.authUser ?? null,
    };
  };
}

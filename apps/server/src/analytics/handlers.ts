import { localeOfContentLanguage } from '@storefront/site';
import type { FastifyRequest } from 'fastify';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import { bodyOf, type LegacyOperations } from '../http/operations.js';
import type { AnalyticsService, ChannelEventInput, ChannelVisitInput } from './service.js';

/** A referrer URL of 2,000 characters and a few short fields, with room for JSON escapes. */
export const ANALYTICS_BODY_LIMIT = 16 * 1024;

/**
 * Anonymous writes: a page view sends one record and a few events, so this leaves room for a busy
 * campus behind one address while a script filling the tables is stopped.
 */
export const ANALYTICS_LIMIT: Limit = { max: 120, windowSeconds: 600 };

/** Channel analytics; the contract validates every field (lengths, enums) before these run. */
export function analyticsOperations(service: AnalyticsService, limiter: RateLimiter): LegacyOperations {
  const counted = (request: FastifyRequest) => limiter.hit(`analytics:ip:${request.ip}`, ANALYTICS_LIMIT);
  return {
    recordChannelVisit: {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      async handler(request) {
        const lang = requestLanguage(request);
        await counted(request);
        await service.recordVisit(bodyOf<ChannelVisitInput>(request), localeOfContentLanguage(lang));
        return ok(null, lang);
      },
    },

    recordUserChannel: {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      async handler(request) {
        const lang = requestLanguage(request);
        await counted(request);
        // The optional bearerAuth of the contract set authUser when a valid token came along.
        const visitor = request.authUser ? { account: request.authUser.account } : null;
        await service.recordUserVisit(
          bodyOf<ChannelVisitInput>(request),
          localeOfContentLanguage(lang),
          visitor,
        );
        return ok(null, lang);
      },
    },

    recordChannelEvent: {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      async handler(request) {
        const lang = requestLanguage(request);
        await counted(request);
        await service.recordEvent(bodyOf<ChannelEventInput>(request), localeOfContentLanguage(lang));
        return ok(null, lang);
      },
    },
  };
}

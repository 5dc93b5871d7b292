import { ok } from '../http/envelope.js';
import { siteLocaleOf } from '../http/form-validation.js';
import { requestLanguage } from '../http/language.js';
import { bodyOf, type Operations } from '../http/operations.js';
import type { AnalyticsService, ChannelEventInput, ChannelVisitInput } from './service.js';

/** A referrer URL of 2,000 characters and a few short fields, with room for JSON escapes. */
export const ANALYTICS_BODY_LIMIT = 16 * 1024;

/** Channel analytics; the contract validates every field (lengths, enums) before these run. */
export function analyticsOperations(service: AnalyticsService): Operations {
  return {
    recordChannelVisit: {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      async handler(request) {
        const lang = requestLanguage(request);
        await service.recordVisit(bodyOf<ChannelVisitInput>(request), siteLocaleOf(lang));
        return ok(null, lang);
      },
    },

    recordUserChannel: {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      async handler(request) {
        const lang = requestLanguage(request);
        await service.recordUserVisit(bodyOf<ChannelVisitInput>(request), siteLocaleOf(lang));
        return ok(null, lang);
      },
    },

    recordChannelEvent: {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      async handler(request) {
        const lang = requestLanguage(request);
        await service.recordEvent(bodyOf<ChannelEventInput>(request), siteLocaleOf(lang));
        return ok(null, lang);
      },
    },
  };
}

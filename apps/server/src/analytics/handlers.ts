import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { AnalyticsService } from './service.js';

/** A referrer URL of 2,000 characters and a few short fields, with room for JSON escapes. */
export const ANALYTICS_BODY_LIMIT = 16 * 1024;

/** Channel analytics; the contract validates every field (lengths, enums) before these run. */
export function analyticsOperations(service: AnalyticsService): Operations {
  return {
    recordChannelVisit: {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      async handler({ ctx, body }) {
        await service.recordVisit(ctx, body);
        return ok(null, ctx.lang);
      },
    },

    recordUserChannel: {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      async handler({ ctx, body }) {
        await service.recordUserVisit(ctx, body);
        return ok(null, ctx.lang);
      },
    },

    recordChannelEvent: {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      async handler({ ctx, body }) {
        await service.recordEvent(ctx, body);
        return ok(null, ctx.lang);
      },
    },
  };
}

import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';

/**
 * Whether the visitor is in mainland China: the geo service decided it once for the request's context,
 * from the client address (TRUST_PROXY honoured) or the trusted edge's country header.
 */
export function geoOperations(): Operations {
  return {
    getIsChina: async ({ ctx }) => ok(ctx.inChina, ctx.lang),
    // Until accounts land (issue 4) there is no user area to consult: the request's country decides.
    getUserIsChina: async ({ ctx }) => ok(ctx.inChina, ctx.lang),
  };
}

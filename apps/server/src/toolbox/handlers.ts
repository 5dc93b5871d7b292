import { requireUser } from '../accounts/auth.js';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import { DomainError } from '../domain/errors.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import { bodyOf, type LegacyOperations } from '../http/operations.js';
import { calculate, type ToolboxRequest, toolboxBodyFields } from './calculate.js';

/**
 * Two 100,000 nt sequences typed with line breaks, and room for the rest; a larger body is refused
 * with E0002 before it is parsed.
 */
export const CALCULATOR_BODY_LIMIT = 512 * 1024;

/**
 * A page recalculates as the user types (debounced), so the allowance is generous; it only stops a
 * script from using the server as a free compute service. Per user, since a token is required.
 */
export const CALCULATOR_LIMIT: Limit = { max: 120, windowSeconds: 60 };

/** `POST /calculator` (issue 5): the full toolbox result for a logged-in user (bearerAuth). */
export function toolboxOperations(limiter: RateLimiter): LegacyOperations {
  return {
    calculate: {
      bodyLimit: CALCULATOR_BODY_LIMIT,
      config: { bodyFields: toolboxBodyFields },
      async handler(request) {
        const user = requireUser(request);
        const lang = requestLanguage(request);
        await limiter.hit(`calculator:user:${user.id}`, CALCULATOR_LIMIT);
        const result = calculate(bodyOf<ToolboxRequest>(request), lang);
        if (!result.ok) throw new DomainError('E0002', { fields: result.fields });
        return ok(result.answer, lang);
      },
    },
  };
}

import type { ToolboxInput, ToolboxOutput } from '@storefront/api-client';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import { type RequestContext, signedInUser } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { calculate } from './calculate.js';

/**
 * A page recalculates as the user types (debounced), so the allowance is generous; it only stops a
 * script from using the server as a free compute service. Per user, since a token is required.
 */
export const CALCULATOR_LIMIT: Limit = { max: 120, windowSeconds: 60 };

/** The toolbox behind `POST /calculator` (issue 5), for a logged-in user. */
export class ToolboxService {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * The full result of every module the input asks for, worded in the request language; E0002 with
   * every broken input at once, E0007 beyond the user's allowance.
   */
  async calculate(ctx: RequestContext, input: ToolboxInput): Promise<ToolboxOutput> {
    await this.limiter.hit(`calculator:user:${signedInUser(ctx).id}`, CALCULATOR_LIMIT);
    const result = calculate(input, ctx.lang);
    if (!result.ok) throw new DomainError('E0002', { fields: result.fields });
    return result.answer;
  }
}

import type { ChannelAnalyticsDetail, ChannelAnalyticsRecord } from '@storefront/api-client';
import { localeOfContentLanguage } from '@storefront/site';
import { sql } from 'drizzle-orm';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type { Db } from '../db/client.js';
import { channelEvents, channelVisits } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';

/**
 * Anonymous writes: a page view sends one record and a few events, so this leaves room for a busy
 * campus behind one address while a script filling the tables is stopped.
 */
export const ANALYTICS_LIMIT: Limit = { max: 120, windowSeconds: 600 };

/** Who a record belongs to: the account of a valid login token, or nobody. */
type ChannelVisitor = { account: string } | null;

/**
 * Channel analytics (SPEC §3): one record per browser session, and the session's events. The body's
 * `userName` and `userType` are the client's claims and never stored; the contract checked every field
 * (lengths, enums) before. Each call counts against the client address's allowance (E0007 beyond it).
 */
export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  private counted(ctx: RequestContext) {
    return this.limiter.hit(`analytics:ip:${ctx.clientIp}`, ANALYTICS_LIMIT);
  }

  /**
   * Records a session's first visit, anonymous; a later call for the same session changes nothing (two
   * calls at the same moment included: the unique index on the session id decides). `true` when new.
   */
  async recordVisit(ctx: RequestContext, input: ChannelAnalyticsRecord): Promise<boolean> {
    await this.counted(ctx);
    const rows = await this.db
      .insert(channelVisits)
      .values({ ...this.visitValues(input, null), locale: localeOfContentLanguage(ctx.lang) })
      .onConflictDoNothing({ target: channelVisits.sessionStorageId })
      .returning({ id: channelVisits.id });
    return rows.length > 0;
  }

  /**
   * Records the first visit like `recordVisit`; with a logged-in user (the contract's optional
   * bearerAuth found a valid token) the record, new or not, is attached to that account. An anonymous
   * repeat leaves the record as it was.
   */
  async recordUserVisit(ctx: RequestContext, input: ChannelAnalyticsRecord): Promise<void> {
    await this.counted(ctx);
    const visitor = ctx.user ? { account: ctx.user.account } : null;
    const values = { ...this.visitValues(input, visitor), locale: localeOfContentLanguage(ctx.lang) };
    if (!visitor) {
      await this.db.insert(channelVisits).values(values).onConflictDoNothing({
        target: channelVisits.sessionStorageId,
      });
      return;
    }
    await this.db
      .insert(channelVisits)
      .values({ ...values, userAttachedAt: sql`now()` })
      .onConflictDoUpdate({
        target: channelVisits.sessionStorageId,
        set: {
          userName: sql`excluded.user_name`,
          userType: sql`excluded.user_type`,
          userAttachedAt: sql`now()`,
        },
      });
  }

  async recordEvent(ctx: RequestContext, input: ChannelAnalyticsDetail): Promise<void> {
    await this.counted(ctx);
    await this.db.insert(channelEvents).values({
      sessionStorageId: input.sessionStorageId,
      operateType: input.operateType,
      operateTypeId: input.operateTypeId.trim(),
      source: input.source.trim(),
      locale: localeOfContentLanguage(ctx.lang),
    });
  }

  /** The stored columns: the user only from a login the server verified, never from the body. */
  private visitValues(input: ChannelAnalyticsRecord, visitor: ChannelVisitor) {
    return {
      sessionStorageId: input.sessionStorageId,
      userName: visitor?.account ?? '',
      userType: visitor ? 'user' : 'anonymous',
      source: input.source,
      sourceValue: input.sourceValue.trim(),
    };
  }
}

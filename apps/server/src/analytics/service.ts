import type { SiteLocale } from '@storefront/validation';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { channelEvents, channelVisits } from '../db/schema.js';

/** The body of a channel record; its `userName` and `userType` are the client's claims, never stored. */
export interface ChannelVisitInput {
  sessionStorageId: string;
  userName: string;
  userType: 'anonymous' | 'user';
  source: string;
  sourceValue: string;
}

export interface ChannelEventInput {
  sessionStorageId: string;
  operateType: 'message' | 'phone' | 'navigation';
  operateTypeId: string;
  source: string;
}

/** Who a record belongs to: the account of a valid login token, or nobody. */
export type ChannelVisitor = { account: string } | null;

/** Channel analytics (SPEC §3): one record per browser session, and the session's events. */
export class AnalyticsService {
  constructor(private readonly db: Db) {}

  /**
   * Records a session's first visit, anonymous; a later call for the same session changes nothing (two
   * calls at the same moment included: the unique index on the session id decides). `true` when new.
   */
  async recordVisit(input: ChannelVisitInput, locale: SiteLocale): Promise<boolean> {
    const rows = await this.db
      .insert(channelVisits)
      .values({ ...this.visitValues(input, null), locale })
      .onConflictDoNothing({ target: channelVisits.sessionStorageId })
      .returning({ id: channelVisits.id });
    return rows.length > 0;
  }

  /**
   * Records the first visit like `recordVisit`; with a logged-in `visitor` the record (new or not) is
   * attached to that account. An anonymous repeat leaves the record as it was.
   */
  async recordUserVisit(
    input: ChannelVisitInput,
    locale: SiteLocale,
    visitor: ChannelVisitor,
  ): Promise<void> {
    const values = { ...this.visitValues(input, visitor), locale };
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

  async recordEvent(input: ChannelEventInput, locale: SiteLocale): Promise<void> {
    await this.db.insert(channelEvents).values({
      sessionStorageId: input.sessionStorageId,
      operateType: input.operateType,
      operateTypeId: input.operateTypeId.trim(),
      source: input.source.trim(),
      locale,
    });
  }

  /** The stored columns: the user only from a login the server verified, never from the body. */
  private visitValues(input: ChannelVisitInput, visitor: ChannelVisitor) {
    return {
      sessionStorageId: input.sessionStorageId,
      userName: visitor?.account ?? '',
      userType: visitor ? 'user' : 'anonymous',
      source: input.source,
      sourceValue: input.sourceValue.trim(),
    };
  }
}

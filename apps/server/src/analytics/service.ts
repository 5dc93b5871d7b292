import type { SiteLocale } from '@storefront/validation';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { channelEvents, channelVisits } from '../db/schema.js';

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

/** Channel analytics (SPEC §3): one record per browser session, and the session's events. */
export class AnalyticsService {
  constructor(private readonly db: Db) {}

  /**
   * Records a session's first visit; a later call for the same session changes nothing (two calls
   * at the same moment included: the unique index on the session id decides). `true` when new.
   */
  async recordVisit(input: ChannelVisitInput, locale: SiteLocale): Promise<boolean> {
    const rows = await this.db
      .insert(channelVisits)
      .values({ ...this.visitValues(input), locale })
      .onConflictDoNothing({ target: channelVisits.sessionStorageId })
      .returning({ id: channelVisits.id });
    return rows.length > 0;
  }

  /**
   * Records the first visit like `recordVisit`; when the session is already recorded, only a
   * non-empty user name (after login or registration) is attached, with its user type.
   */
  async recordUserVisit(input: ChannelVisitInput, locale: SiteLocale): Promise<void> {
    const values = this.visitValues(input);
    const attach = values.userName !== '';
    await this.db
      .insert(channelVisits)
      .values({ ...values, locale, ...(attach && { userAttachedAt: sql`now()` }) })
      .onConflictDoUpdate({
        target: channelVisits.sessionStorageId,
        set: {
          userName: sql`excluded.user_name`,
          userType: sql`excluded.user_type`,
          userAttachedAt: sql`now()`,
        },
        // Anonymous repeats leave the first record as it was.
        setWhere: sql`excluded.user_name <> ''`,
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

  private visitValues(input: ChannelVisitInput) {
    return {
      sessionStorageId: input.sessionStorageId,
      userName: input.userName.trim(),
      userType: input.userType,
      source: input.source,
      sourceValue: input.sourceValue.trim(),
    };
  }
}

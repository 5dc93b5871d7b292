import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { DomainError } from '../domain/errors.js';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export interface Limit {
  /** Calls allowed per window. */
  max: number;
  windowSeconds: number;
}

/** One counted call: the counter and the window it went into, so that it can be given back. */
export interface CountedCall {
  key: string;
  windowStart: Date;
}

/**
 * Fixed-window counters in the database, so that every server process behind a load balancer
 * counts the same calls (ARCHITECTURE 11). One upsert per check.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts a call under `key`; throws E0007 once the window's allowance is used up. */
  async hit(key: string, limit: Limit): Promise<CountedCall> {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 0) > limit.max) throw new DomainError('E0007');
    // Old windows are dead weight; an occasional sweep keeps the table small. "Old" by the clock the
    // windows were cut with, not the database's, so the two can never disagree about a live window.
    if (Math.random() < 0.01) {
      await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - ONE_DAY_MS)));
    }
    return { key, windowStart };
  }

  /**
   * Gives a counted call back, in the window it was counted in: a call that did nothing (the mail
   * server was down) must not use up the allowance of the next try.
   */
  async release(call: CountedCall): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, call.key), eq(rateLimits.windowStart, call.windowStart)));
  }
}

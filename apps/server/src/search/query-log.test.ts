import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { searchQueries } from '../db/schema.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { type LoggedQuery, QueryLog } from './query-log.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const logged = (query: string, at: number): LoggedQuery => ({
  query,
  normalized: query.toLowerCase(),
  resultCount: 1,
  locale: 'en',
  createdAt: new Date(at),
});

const rows = async () =>
  ctx.database.db
    .select({ query: searchQueries.query, createdAt: searchQueries.createdAt })
    .from(searchQueries)
    .orderBy(asc(searchQueries.id));

describe('QueryLog', () => {
  it('keeps searches until it flushes, then writes them in the order asked, with the time asked', async () => {
    const log = new QueryLog(ctx.database.db, (error) => {
      throw error;
    });
    const before = (await rows()).length;
    log.record(logged('IL-6', Date.UTC(2026, 10, 24, 8)));
    log.record(logged('PD-1', Date.UTC(2026, 10, 24, 9)));
    expect((await rows()).length).toBe(before);
    await log.flush();
    const written = (await rows()).slice(before);
    expect(written.map((r) => [r.query, r.createdAt.toISOString()])).toEqual([
      ['IL-6', '2026-11-24T08:00:00.000Z'],
      ['PD-1', '2026-11-24T09:00:00.000Z'],
    ]);
    // Nothing waiting: a flush writes nothing more.
    await log.flush();
    expect((await rows()).length).toBe(before + 2);
  });

  it('writes a waiting batch by itself after its delay', async () => {
    const log = new QueryLog(
      ctx.database.db,
      (error) => {
        throw error;
      },
      20,
    );
    const [{ n: before } = { n: 0 }] = await ctx.database.db.select({ n: count() }).from(searchQueries);
    log.record(logged('TNF-α', Date.now()));
    await expect
      .poll(async () => (await ctx.database.db.select({ n: count() }).from(searchQueries))[0]?.n)
      .toBe(before + 1);
  });

  it('reports a batch the database refused and goes on with the next one', async () => {
    const refused: unknown[] = [];
    let calls = 0;
    const failingOnce = {
      insert: () => ({
        values: (batch: LoggedQuery[]) => {
          calls += 1;
          return calls === 1
            ? Promise.reject(new Error('database down'))
            : ctx.database.db.insert(searchQueries).values(batch);
        },
      }),
    } as unknown as Db;
    const log = new QueryLog(failingOnce, (error) => refused.push(error));
    const before = (await rows()).length;
    log.record(logged('lost', Date.now()));
    await log.flush();
    expect(refused).toHaveLength(1);
    log.record(logged('kept', Date.now()));
    await log.flush();
    expect((await rows()).slice(before).map((r) => r.query)).toEqual(['kept']);
  });
});

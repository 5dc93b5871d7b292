import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { refreshStatistics } from './statistics.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

it('gives the planner statistics of the seeded catalogue', async () => {
  const analysed = async () =>
    (
      await ctx.database.db.execute<{ analysed: boolean; vacuumed: boolean }>(
        sql`select last_analyze is not null as analysed, last_vacuum is not null as vacuumed
            from pg_stat_user_tables where relname = 'products'`,
      )
    ).rows[0];
  await refreshStatistics(ctx.database.db);
  // The statistics collector reports asynchronously on PostgreSQL.
  await expect.poll(analysed, { timeout: 5_000 }).toEqual({ analysed: true, vacuumed: true });
  const [stats] = (
    await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stats where tablename = 'products' and attname = 'category_id'`,
    )
  ).rows;
  expect(stats?.n).toBe(1);
});

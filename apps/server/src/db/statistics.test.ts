import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { refreshStatistics } from './statistics.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The rows of a query (both drivers answer `{ rows }`; Drizzle types them apart). */
async function rows<Row>(query: SQL): Promise<Row[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

it('gives the planner statistics of the seeded catalogue', async () => {
  await refreshStatistics(ctx.database.db);
  // The statistics collector reports asynchronously on PostgreSQL.
  await expect
    .poll(
      async () =>
        (
          await rows<{ analysed: boolean; vacuumed: boolean }>(
            sql`select last_analyze is not null as analysed, last_vacuum is not null as vacuumed
                from pg_stat_user_tables where relname = 'products'`,
          )
        )[0],
      { timeout: 5_000 },
    )
    .toEqual({ analysed: true, vacuumed: true });
  const [stats] = await rows<{ n: number }>(
    sql`select count(*)::int as n from pg_stats where tablename = 'products' and attname = 'category_id'`,
  );
  expect(stats?.n).toBe(1);
});

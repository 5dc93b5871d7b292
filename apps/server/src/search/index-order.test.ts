import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../db/demo-data/index.js';
import { productDescribed, productSearch, products, searchIndexState } from '../db/schema.js';
import { insertProducts } from '../db/seed.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { SEARCH_INDEX_VERSION } from './analyzer.js';
import { ensureSearchIndex } from './reindex.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type IndexTable = typeof productSearch | typeof productDescribed;

/** Products of four targets, in turn (A, B, C, D, A…), as a catalogue gains them. */
const TARGETS = ['ZZD', 'ZZB', 'ZZA', 'ZZC'];
const COUNT = 200;

/** The targets of this file's products, in the order their rows lie in `table` (by row address). */
async function physicalTargets(table: IndexTable): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ target: products.target })
    .from(table)
    .innerJoin(products, eq(products.id, table.productId))
    .where(like(products.catalogNumber, 'ORD-Q%'))
    .orderBy(sql`${table}.ctid`);
  return rows.map((r) => r.target);
}

/** How many runs of one target a sequence makes: 4 when grouped, COUNT when in turn. */
const runs = (targets: string[]) => targets.filter((t, i) => i === 0 || t !== targets[i - 1]).length;

/**
 * Empties the index tables with TRUNCATE, which gives them new files: what is written next fills them
 * from their first page, in the order it is written (after a DELETE, later rows fill the room left).
 */
async function emptyIndexTables(): Promise<void> {
  await ctx.database.db.execute(sql`truncate ${productSearch}, ${productDescribed}`);
}

describe('the products’ index rows, in target order', () => {
  it('writes the rows of products indexed together by target, whatever order they came in', async () => {
    await emptyIndexTables();
    const template = demo.products.find((p) => p.target === 'IL-6') as demo.DemoProduct;
    const added = Array.from({ length: COUNT }, (_, i) => ({
      ...template,
      target: TARGETS[i % TARGETS.length] as string,
      catalogNumber: `ORD-Q${String(i).padStart(4, '0')}`,
      popularRank: null,
    }));
    await ctx.database.db.transaction((tx) => insertProducts(tx, added));
    // Rows of one size: none fits the room left on a full page, so they lie exactly as written.
    const sorted = [...TARGETS].sort().flatMap((t) => Array<string>(COUNT / TARGETS.length).fill(t));
    for (const table of [productSearch, productDescribed])
      expect(await physicalTargets(table)).toEqual(sorted);
  });

  it('rebuilds the whole index in that order', async () => {
    await emptyIndexTables();
    await ctx.database.db.update(searchIndexState).set({ version: SEARCH_INDEX_VERSION - 1 });
    expect(await ensureSearchIndex(ctx.database.db)).not.toBeNull();
    // Among the demo catalogue's rows of every size, a row may take room left on an earlier page.
    for (const table of [productSearch, productDescribed]) {
      const targets = await physicalTargets(table);
      expect(targets).toHaveLength(COUNT);
      expect(runs(targets)).toBeLessThanOrEqual(2 * TARGETS.length);
    }
  });
});

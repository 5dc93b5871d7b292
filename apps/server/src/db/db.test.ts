import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type Db, openDatabase } from './client.js';
import * as demo from './demo-data/index.js';
import * as schema from './schema.js';
import { insertProducts, seedDemoDataIfEmpty } from './seed.js';

const dirs: string[] = [];
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const d of databases) await d.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function counts(db: Db) {
  const tables = {
    categories: schema.categories,
    products: schema.products,
    productSizes: schema.productSizes,
    banners: schema.banners,
    articles: schema.articles,
    references: schema.references,
    distributors: schema.distributors,
    globalCfg: schema.globalCfg,
    dict: schema.dict,
    hotKeywords: schema.hotKeywords,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe('migrations and demo seed', () => {
  it('seeds on the first start only: a restart finds the same rows', async () => {
    // On PGlite the restart reopens the same data directory, as the server does.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-db-test-'));
    dirs.push(dataDir);
    const testDb = await createTestDatabase({ dataDir });
    databases.push(testDb);

    const first = await openDatabase(testDb.target);
    await first.migrate();
    expect(await seedDemoDataIfEmpty(first.db)).toBe(true);
    const afterFirst = await counts(first.db);
    await first.close();

    expect(afterFirst).toMatchObject({
      categories: demo.categories.length,
      products: demo.products.length,
      productSizes: demo.products.reduce((n, p) => n + p.sizes.length, 0),
      banners: demo.banners.length,
      articles: demo.articles.length,
      references: demo.references.length,
      distributors: demo.distributors.length,
      globalCfg: demo.globalCfg.length,
      dict: demo.dict.length,
      hotKeywords: demo.hotKeywords.length,
    });

    const second = await openDatabase(testDb.target);
    await second.migrate();
    expect(await seedDemoDataIfEmpty(second.db)).toBe(false);
    expect(await counts(second.db)).toEqual(afterFirst);
    await second.close();
  });

  it('skips benchmark products that are already there', async () => {
    const testDb = await createTestDatabase();
    databases.push(testDb);
    const database = await openDatabase(testDb.target);
    await database.migrate();
    await seedDemoDataIfEmpty(database.db);
    const extra = demo.generateBenchmarkProducts(50);
    expect(await insertProducts(database.db, extra)).toBe(50);
    expect(await insertProducts(database.db, extra)).toBe(0);
    expect((await counts(database.db)).products).toBe(demo.products.length + 50);
    await database.close();
  });
});

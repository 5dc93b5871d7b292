import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Page, ProductSearchHit } from '../contract/types.js';
import { type Database, openDatabase } from '../db/client.js';
import { productDescribed, productSearch, products, searchIndexState, searchTerms } from '../db/schema.js';
import { seedDemoDataIfEmpty } from '../db/seed.js';
import { callOperation, testConfig } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { SEARCH_INDEX_VERSION } from './analyzer.js';
import { ensureSearchIndex } from './reindex.js';

let testDb: TestDatabase;
let database: Database;
/** Another process's connection: a pool of its own on PostgreSQL; the same PGlite in memory. */
let other: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.target);
  await database.migrate();
  await ensureSearchIndex(database.db);
  await seedDemoDataIfEmpty(database.db);
  other = testDb.target.kind === 'postgres' ? await openDatabase(testDb.target) : database;
});
afterAll(async () => {
  if (other !== database) await other?.close();
  await database?.close();
  await testDb?.drop();
});

/** What an index written by version 2 looked like: no description words (before migration 0016). */
async function makeStale(): Promise<void> {
  await database.db.update(searchIndexState).set({ version: SEARCH_INDEX_VERSION - 1 });
  await database.db.delete(productDescribed);
  await database.db
    .insert(searchTerms)
    .values({ kind: 'word', key: 'obsoleteword', textZh: 'obsoleteword', textEn: 'obsoleteword', link: '' });
}

const rows = async (table: typeof productSearch | typeof productDescribed) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n;

/** A search through the API, on an app built now (its answers are cached per app). */
async function firstHit(keywords: string): Promise<string | undefined> {
  const app = await buildApp({ db: database.db, config: testConfig() });
  try {
    const res = await callOperation<Page<ProductSearchHit>>(
      app,
      'searchProducts',
      `/api/v1/search/product?keywords=${encodeURIComponent(keywords)}`,
    );
    expect(res.status).toBe(200);
    return res.body.data.list[0]?.product.catalogNumber;
  } finally {
    await app.close();
  }
}

describe('ensureSearchIndex (at server start)', () => {
  it('leaves an index of the current version alone', async () => {
    expect(await ensureSearchIndex(database.db)).toBeNull();
    const [state] = await database.db.select().from(searchIndexState);
    expect(state?.version).toBe(SEARCH_INDEX_VERSION);
  });

  it('rebuilds an index an older version wrote: a description-only word finds its product again', async () => {
    await makeStale();
    expect(await rows(productDescribed)).toBe(0);
    expect(await firstHit('furin')).toBeUndefined();

    const reindexed = await ensureSearchIndex(database.db);
    const [catalogue] = await database.db.select({ n: count() }).from(products);
    expect(reindexed).toMatchObject({ from: SEARCH_INDEX_VERSION - 1, to: SEARCH_INDEX_VERSION });
    expect(reindexed?.products).toBe(catalogue?.n);
    expect(reindexed?.articles).toBeGreaterThan(0);
    expect(reindexed?.citations).toBeGreaterThan(0);
    expect(await rows(productSearch)).toBe(catalogue?.n);
    expect(await rows(productDescribed)).toBe(catalogue?.n);
    expect(await firstHit('furin')).toBe('SPN-W5211');
    expect(await firstHit('酶切位点')).toBe('SPN-W5211');
    // Rows no current analyzer writes are gone.
    const stale = await database.db.select().from(searchTerms).where(eq(searchTerms.key, 'obsoleteword'));
    expect(stale).toEqual([]);
    expect(await ensureSearchIndex(database.db)).toBeNull();
  });

  it('rebuilds once when two processes start together; the other waits and finds it current', async () => {
    await makeStale();
    const terms = async () => (await database.db.select({ n: count() }).from(searchTerms))[0]?.n;
    const results = await Promise.all([ensureSearchIndex(database.db), ensureSearchIndex(other.db)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const [catalogue] = await database.db.select({ n: count() }).from(products);
    expect(await rows(productDescribed)).toBe(catalogue?.n);
    const before = await terms();
    // A third rebuild (forced by the version) writes the same rows: nothing was doubled.
    await database.db.update(searchIndexState).set({ version: sql`${SEARCH_INDEX_VERSION} - 1` });
    await ensureSearchIndex(other.db);
    expect(await terms()).toBe(before);
    expect(await firstHit('furin')).toBe('SPN-W5211');
  });
});

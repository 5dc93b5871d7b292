import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import * as demo from '../db/demo-data/index.js';
import { products } from '../db/schema.js';
import { createTestContext, type TestContext, testConfig } from '../testing/test-app.js';
import { CatalogueCache } from './catalogue-cache.js';

describe('CatalogueCache', () => {
  it('keeps a successful answer, read-only, until the catalogue changes', async () => {
    const cache = new CatalogueCache();
    let reads = 0;
    const read = async () => ({ reads: ++reads, list: [1, 2] });
    const first = await cache.read('k', read);
    expect(await cache.read('k', read)).toBe(first);
    expect(reads).toBe(1);
    expect(() => first.list.push(3)).toThrow(TypeError);
    let forgotten = 0;
    cache.onChange(() => forgotten++);
    cache.changed();
    expect(forgotten).toBe(1);
    expect((await cache.read('k', read)).reads).toBe(2);
  });

  it('asks again after a failure', async () => {
    const cache = new CatalogueCache();
    await expect(cache.read('k', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.read('k', async () => 'answer')).toBe('answer');
  });

  it('does not keep an answer read while the catalogue changed', async () => {
    const cache = new CatalogueCache();
    let finish: (value: string) => void = () => {};
    const slow = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.changed();
    finish('old');
    expect(await slow).toBe('old');
    expect(await cache.read('k', async () => 'new')).toBe('new');
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const cache = new CatalogueCache(2);
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    expect(cache.size).toBe(2);
  });
});

describe('a change of the catalogue', () => {
  let ctx: TestContext;
  /** A second server on the same database: on PostgreSQL with its own connections, as another process. */
  let other: FastifyInstance;
  let otherDatabase: Database | undefined;
  const product = demo.products[0] as demo.DemoProduct;
  const url = `/api/v1/product/${encodeURIComponent(product.catalogNumber)}/seo`;
  const titleOn = async (app: FastifyInstance) =>
    (await app.inject({ url, headers: { 'accept-language': 'en' } })).json<{ data: { title: string } }>().data
      .title;

  beforeAll(async () => {
    ctx = await createTestContext();
    if (ctx.database.kind === 'postgres') {
      // The test context's database, reached through a pool of its own.
      const own = (ctx.database.db as unknown as { $client: { options: { connectionString: string } } })
        .$client;
      otherDatabase = await openDatabase({ kind: 'postgres', url: own.options.connectionString });
      other = await buildApp({ db: otherDatabase.db, config: testConfig() });
    } else {
      other = await ctx.appWith({});
    }
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await ctx?.close();
  });

  it('reaches every server at once, while their answers are kept until then', async () => {
    const original = await titleOn(ctx.app);
    expect(await titleOn(other)).toBe(original);
    // A write that notifies nobody (triggers off for this transaction): both keep their answer.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(products).set({ nameEn: 'Quietly renamed' }).where(eq(products.id, 1));
    });
    expect(await titleOn(ctx.app)).toBe(original);
    expect(await titleOn(other)).toBe(original);
    // The same write as any script makes it: every server drops its answers.
    await ctx.database.db.update(products).set({ nameEn: 'Renamed' }).where(eq(products.id, 1));
    await expect.poll(() => titleOn(ctx.app), { timeout: 5_000 }).toContain('Renamed');
    await expect.poll(() => titleOn(other), { timeout: 5_000 }).toContain('Renamed');
  });
});

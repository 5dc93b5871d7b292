import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type Db, MIGRATIONS_DIR, openDatabase } from './client.js';
import * as demo from './demo-data/index.js';
import * as vocab from './demo-data/vocab.js';
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
    productLots: schema.productLots,
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

/**
 * Each test here migrates and seeds whole databases (the first twice over): 12-16 s alone on a quiet 2-core
 * machine, close to the suite's 20 s per test, and over it when the machine is busy (CI beside a bench's
 * seeding timed both out).
 */
describe('migrations and demo seed', { timeout: 60_000 }, () => {
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
      productLots: demo.products.reduce((n, p) => n + demo.demoLots(p).length, 0),
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

/** A migrations folder holding the committed migrations up to `lastTag`: the schema as it was then. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-migrations-'));
  dirs.push(dir);
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  expect(last, lastTag).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    cpSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

describe('migrations 0006 and 0022: bilingual product tags', () => {
  it('gives the tags of a catalogue stored before in English only their names in both languages', async () => {
    const testDb = await createTestDatabase();
    databases.push(testDb);
    const database = await openDatabase(testDb.target);
    await database.migrate(migrationsUpTo('0005_catalogue_listing_indexes'));
    // Every tag name the catalogue stored then, one product each; untagged proteins were 'tag free'
    // then (migration 0022 writes today's 'Tag free').
    const tags = [...Object.values(vocab.tags).map((tag) => tag.label), vocab.tagNotApplicable];
    const storedThen = (en: string) => (en === 'Tag free' ? 'tag free' : en);
    await database.db.execute(
      sql`insert into categories (id, pid, name_zh, name_en) values (1, 0, '分类', 'Category')`,
    );
    for (const [i, tag] of tags.entries()) {
      const text = `text ${i}`;
      await database.db.execute(sql`
        insert into products (catalog_number, category_id, name_zh, name_en, target, species_zh, species_en, tag,
          expression_system_zh, expression_system_en, conjugate_zh, conjugate_en, purity_zh, purity_en,
          endotoxin_zh, endotoxin_en, molecular_weight_zh, molecular_weight_en, formulation_zh, formulation_en,
          storage_zh, storage_en, description_zh, description_en)
        values (${`OLD-${i}`}, 1, ${text}, ${text}, ${text}, ${text}, ${text}, ${storedThen(tag.en)}, ${text}, ${text}, ${text},
          ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text})`);
    }

    await database.migrate();
    const rows = await database.db
      .select({ zh: schema.products.tagZh, en: schema.products.tagEn })
      .from(schema.products)
      .orderBy(asc(schema.products.id));
    expect(rows).toEqual(tags);
    await database.close();
  });
});

describe('migration 0008: prices in fen', () => {
  it('turns the yuan of sizes and ordered lines into whole fen, keeping inquiry prices null', async () => {
    const testDb = await createTestDatabase();
    databases.push(testDb);
    const database = await openDatabase(testDb.target);
    await database.migrate(migrationsUpTo('0007_product_tag_languages'));
    const text = 'text';
    await database.db.execute(
      sql`insert into categories (id, pid, name_zh, name_en) values (1, 0, '分类', 'Category')`,
    );
    await database.db.execute(sql`
      insert into products (catalog_number, category_id, name_zh, name_en, target, species_zh, species_en, tag_zh,
        tag_en, expression_system_zh, expression_system_en, conjugate_zh, conjugate_en, purity_zh, purity_en,
        endotoxin_zh, endotoxin_en, molecular_weight_zh, molecular_weight_en, formulation_zh, formulation_en,
        storage_zh, storage_en, description_zh, description_en)
      values ('OLD-1', 1, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text},
        ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text},
        ${text})`);
    const yuan = ['1980.00', '1200.50', '0.07', '12345678.99', null];
    for (const [sort, price] of yuan.entries()) {
      await database.db.execute(
        sql`insert into product_sizes (product_id, size, price_cny, sort) values (1, ${`size ${sort}`}, ${price}, ${sort})`,
      );
    }
    await database.db.execute(sql`insert into users (account, locale) values ('old@example.cn', 'cn')`);
    await database.db.execute(
      sql`insert into orders (user_id, order_number) values (1, '20260101000000001')`,
    );
    for (const price of yuan) {
      await database.db.execute(sql`
        insert into order_lines (order_id, catalog_number, product_name_zh, product_name_en, size, price_cny, count)
        values (1, 'OLD-1', ${text}, ${text}, ${text}, ${price}, 1)`);
    }

    await database.migrate();
    const fen = [198_000, 120_050, 7, 1_234_567_899, null];
    const sizes = await database.db
      .select({ priceFen: schema.productSizes.priceFen })
      .from(schema.productSizes)
      .orderBy(asc(schema.productSizes.sort));
    expect(sizes.map((s) => s.priceFen)).toEqual(fen);
    const lines = await database.db
      .select({ priceFen: schema.orderLines.priceFen })
      .from(schema.orderLines)
      .orderBy(asc(schema.orderLines.id));
    expect(lines.map((l) => l.priceFen)).toEqual(fen);
    await database.close();
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../db/demo-data/index.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';

const EXTRA = 50_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // 50,000 more products in one statement (the benchmark generator's row-by-row insert takes a
  // minute on PGlite); the sitemap reads only catalog numbers, so the other columns can be plain.
  const text = sql`'-'`;
  await ctx.database.db.execute(sql`
    insert into products (catalog_number, category_id, name_zh, name_en, target, species_zh, species_en, tag_zh,
      tag_en, expression_system_zh, expression_system_en, conjugate_zh, conjugate_en, purity_zh, purity_en,
      endotoxin_zh, endotoxin_en, molecular_weight_zh, molecular_weight_en, formulation_zh, formulation_en,
      storage_zh, storage_en, description_zh, description_en)
    select 'SCALE-' || g, ${demo.products[0]?.categoryId ?? 4}, ${text}, ${text}, ${text}, ${text}, ${text},
      ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text},
      ${text}, ${text}, ${text}, ${text}, ${text}, ${text}, ${text}
    from generate_series(1, ${EXTRA}) as g`);
}, 120_000);
afterAll(() => ctx?.close());

describe('the sitemap of a 50,000-product catalogue', () => {
  it('is an index of valid files of at most 50,000 URLs that together name every product in both languages', async () => {
    const index = await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.cn' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] as string).pathname,
    );
    expect(files[0]).toBe('/sitemaps/pages-1.xml');

    const productLocs = new Set<string>();
    for (const file of files) {
      const res = await ctx.app.inject({ url: file, headers: { host: 'shop.example.cn' } });
      expect(res.statusCode, file).toBe(200);
      expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
      expect(res.body.endsWith('</urlset>\n')).toBe(true);
      const locs = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
      expect(locs.length, file).toBeLessThanOrEqual(50_000);
      // The protocol's size limit too: 50 MB uncompressed.
      expect(Buffer.byteLength(res.body), file).toBeLessThan(50 * 1024 * 1024);
      for (const loc of locs) if (loc.includes('/product-detail?')) productLocs.add(loc);
    }
    expect(productLocs.size).toBe((demo.products.length + EXTRA) * 2);
    expect(productLocs).toContain('http://shop.example.cn/en/product-detail?catalogNumber=SCALE-50000');
    expect(productLocs).toContain('http://shop.example.cn/product-detail?catalogNumber=SCALE-1');
  }, 120_000);
});

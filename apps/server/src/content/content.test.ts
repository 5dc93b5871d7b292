import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Article,
  Banner,
  Distributor,
  Page,
  Reference,
  ReferenceStatistics,
} from '../contract/types.js';
import * as demo from '../db/demo-data/index.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = <T>(operationId: string, url: string, lang?: 'en' | 'zh-CN') =>
  callOperation<T>(ctx.app, operationId, url, lang ? { lang } : {});

describe('GET /banner/show (listBanners)', () => {
  it('lists banners by sort order in the request language', async () => {
    const zh = await get<Banner[]>('listBanners', '/api/v1/banner/show');
    expect(zh.body.data).toHaveLength(demo.banners.length);
    const sorts = zh.body.data.map((b) => b.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const first = [...demo.banners].sort((a, b) => a.sort - b.sort)[0];
    expect(zh.body.data[0]?.title).toBe(first?.title.zh);
    const en = await get<Banner[]>('listBanners', '/api/v1/banner/show', 'en');
    expect(en.body.data[0]?.title).toBe(first?.title.en);
  });
});

describe('GET /article (listArticles)', () => {
  it('pages news and activities, newest first', async () => {
    const res = await get<Page<Article>>('listArticles', '/api/v1/article?size=5');
    expect(res.body.data.total).toBe(demo.articles.length);
    expect(res.body.data.list.length).toBe(Math.min(5, demo.articles.length));
    const dates = res.body.data.list.map((a) => a.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = await get<Page<Article>>('listArticles', '/api/v1/article?size=5&page=2');
    expect(page2.body.data.page).toBe(2);
  });

  it('filters by category and answers in English', async () => {
    const res = await get<Page<Article>>('listArticles', '/api/v1/article?category=activity&size=100', 'en');
    const activities = demo.articles.filter((a) => a.category === 'activity');
    expect(res.body.data.total).toBe(activities.length);
    expect(res.body.data.list.every((a) => a.category === 'activity')).toBe(true);
    const titles = new Set(activities.map((a) => a.title.en));
    expect(res.body.data.list.every((a) => titles.has(a.title))).toBe(true);
  });

  it('rejects an unknown category', async () => {
    const res = await get('listArticles', '/api/v1/article?category=blog', 'en');
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ fields: { category: 'must be one of: news, activity' } });
  });
});

describe('GET /reference (listReferences)', () => {
  it('pages citations with the product name in the request language', async () => {
    const res = await get<Page<Reference>>('listReferences', '/api/v1/reference?size=10', 'en');
    expect(res.body.data.total).toBe(demo.references.length);
    expect(res.body.data.list).toHaveLength(Math.min(10, demo.references.length));
    const years = res.body.data.list.map((r) => r.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const ref of res.body.data.list) {
      const product = demo.products.find((p) => p.catalogNumber === ref.catalogNumber);
      expect(ref.productName).toBe(product?.name.en);
    }
  });

  it('filters by catalog number', async () => {
    const cited = demo.references[0] as demo.DemoReference;
    const res = await get<Page<Reference>>(
      'listReferences',
      `/api/v1/reference?catalogNumber=${encodeURIComponent(cited.catalogNumber)}&size=100`,
    );
    expect(res.body.data.total).toBe(
      demo.references.filter((r) => r.catalogNumber === cited.catalogNumber).length,
    );
    const product = demo.products.find((p) => p.catalogNumber === cited.catalogNumber);
    expect(res.body.data.list.every((r) => r.productName === product?.name.zh)).toBe(true);
  });

  it("answers a product page's question (its own prepared statement) as the general query does", async () => {
    // The catalog number cited most, asked in another case (catalog numbers match whatever their case).
    const counts = new Map<string, number>();
    for (const r of demo.references) counts.set(r.catalogNumber, (counts.get(r.catalogNumber) ?? 0) + 1);
    const [cited, citations] = [...counts].sort((a, b) => b[1] - a[1])[0] as [string, number];
    expect(citations).toBeGreaterThan(1);
    const asked = encodeURIComponent(cited.toLowerCase());
    for (const lang of ['zh-CN', 'en'] as const) {
      for (const page of [
        `size=100`,
        `size=1&page=1`,
        `size=1&page=${citations}`,
        `size=1&page=${citations + 1}`,
      ]) {
        const own = await get<Page<Reference>>(
          'listReferences',
          `/api/v1/reference?catalogNumber=${asked}&${page}`,
          lang,
        );
        // yearFrom=1900 (the contract's least) keeps every citation and takes the general query.
        const general = await get<Page<Reference>>(
          'listReferences',
          `/api/v1/reference?catalogNumber=${asked}&yearFrom=1900&${page}`,
          lang,
        );
        expect(own.body.data).toEqual(general.body.data);
        expect(own.body.data.total).toBe(citations);
      }
    }
  });

  it('counts every citation when the page shows only some', async () => {
    const res = await get<Page<Reference>>('listReferences', '/api/v1/reference?size=1');
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.total).toBe(demo.references.length);
  });

  it('rejects a malformed catalog number and a size over 100', async () => {
    const res = await get('listReferences', '/api/v1/reference?catalogNumber=%24%24&size=1000');
    expect(res.status).toBe(400);
    expect(Object.keys((res.body.data as { fields: object }).fields).sort()).toEqual([
      'catalogNumber',
      'size',
    ]);
  });
});

describe('the literature page: filters, order and figures (issue 13)', () => {
  const all = demo.references;
  const round2 = (n: number) => Math.round(n * 100) / 100;

  it('computes count, highest and average impact factor over every citation (SPEC §9)', async () => {
    const res = await get<ReferenceStatistics>('getReferenceStatistics', '/api/v1/reference/statistics');
    expect(res.body.data).toEqual({
      citations: all.length,
      highestImpactFactor: Math.max(...all.map((r) => r.impactFactor)),
      averageImpactFactor: round2(all.reduce((sum, r) => sum + r.impactFactor, 0) / all.length),
      products: new Set(all.map((r) => r.catalogNumber)).size,
      journals: new Set(all.map((r) => r.journal)).size,
    });
    expect(res.body.data.highestImpactFactor).toBe(54.94);
  });

  it('filters by journal, years and impact factor range, and the figures follow the filters', async () => {
    const query = 'journal=frontiers%20in&yearFrom=2020&yearTo=2024&impactFactorMin=4&impactFactorMax=6';
    const expected = all.filter(
      (r) =>
        r.journal.toLowerCase().includes('frontiers in') &&
        r.year >= 2020 &&
        r.year <= 2024 &&
        r.impactFactor >= 4 &&
        r.impactFactor <= 6,
    );
    expect(expected.length).toBeGreaterThan(0);
    const list = await get<Page<Reference>>('listReferences', `/api/v1/reference?size=100&${query}`);
    expect(list.body.data.total).toBe(expected.length);
    expect(list.body.data.list.map((r) => r.doi).sort()).toEqual(expected.map((r) => r.doi).sort());
    const stats = await get<ReferenceStatistics>(
      'getReferenceStatistics',
      `/api/v1/reference/statistics?${query}`,
    );
    expect(stats.body.data.citations).toBe(expected.length);
    expect(stats.body.data.highestImpactFactor).toBe(Math.max(...expected.map((r) => r.impactFactor)));
  });

  it('finds citations by the product target or name, and treats LIKE wildcards as text', async () => {
    const sample = (await get<Page<Reference>>('listReferences', '/api/v1/reference?size=1', 'en')).body.data
      .list[0];
    if (!sample?.target) throw new Error('a demo citation with a target');
    expect(sample.lotNumber).toMatch(/^\d{4}[A-F]\d{2}$/);
    const byTarget = await get<Page<Reference>>(
      'listReferences',
      `/api/v1/reference?size=100&keyword=${encodeURIComponent(sample.target)}`,
      'en',
    );
    expect(byTarget.body.data.list.map((r) => r.id)).toContain(sample.id);
    expect(
      byTarget.body.data.list.every((r) =>
        `${r.target} ${r.productName} ${r.catalogNumber} ${r.title}`
          .toLowerCase()
          .includes(sample.target.toLowerCase()),
      ),
    ).toBe(true);
    const wildcard = await get<Page<Reference>>('listReferences', '/api/v1/reference?keyword=%25');
    expect(wildcard.body.data.total).toBe(0);
    const none = await get<ReferenceStatistics>(
      'getReferenceStatistics',
      '/api/v1/reference/statistics?keyword=%25',
    );
    expect(none.body.data).toMatchObject({
      citations: 0,
      highestImpactFactor: null,
      averageImpactFactor: null,
    });
  });

  it('sorts by impact factor, oldest first or journal', async () => {
    const impact = (await get<Page<Reference>>('listReferences', '/api/v1/reference?size=100&sort=impact'))
      .body.data.list;
    const factors = impact.map((r) => r.impactFactor);
    expect(factors).toEqual([...factors].sort((a, b) => b - a));
    const oldest = (await get<Page<Reference>>('listReferences', '/api/v1/reference?size=100&sort=oldest'))
      .body.data.list;
    const years = oldest.map((r) => r.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const journal = (await get<Page<Reference>>('listReferences', '/api/v1/reference?size=100&sort=journal'))
      .body.data.list;
    const names = journal.map((r) => r.journal.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses out-of-range filters and an unknown order', async () => {
    for (const query of [
      'yearFrom=1800',
      'impactFactorMin=-1',
      'impactFactorMax=abc',
      'sort=random',
      `keyword=${'x'.repeat(101)}`,
    ]) {
      const res = await get('listReferences', `/api/v1/reference?${query}`);
      expect(res.body.code, query).toBe('E0002');
    }
  });
});

describe('GET /distributor (listDistributors)', () => {
  it('lists every distributor in the request language', async () => {
    const res = await get<Distributor[]>('listDistributors', '/api/v1/distributor', 'en');
    expect(res.body.data).toHaveLength(demo.distributors.length);
    const names = new Set(demo.distributors.map((d) => d.name.en));
    expect(res.body.data.every((d) => names.has(d.name))).toBe(true);
  });

  it('filters by country code, case-insensitively', async () => {
    const code = (demo.distributors[0] as demo.DemoDistributor).countryCode;
    const res = await get<Distributor[]>(
      'listDistributors',
      `/api/v1/distributor?countryCode=${code.toLowerCase()}`,
    );
    expect(res.body.data.length).toBe(demo.distributors.filter((d) => d.countryCode === code).length);
    expect(res.body.data.every((d) => d.countryCode === code)).toBe(true);
  });

  it('rejects a country code that is not two letters', async () => {
    const res = await get('listDistributors', '/api/v1/distributor?countryCode=CHN');
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ fields: { countryCode: '格式不正确' } });
  });
});

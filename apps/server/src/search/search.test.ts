import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HotKeyword,
  Page,
  ProductSearchHit,
  SearchCount,
  SearchFacets,
  SearchResult,
  SearchSuggestion,
} from '../contract/types.js';
import * as demo from '../db/demo-data/index.js';
import { productSearch, products, searchQueries } from '../db/schema.js';
import { insertProducts } from '../db/seed.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = <T>(operationId: string, url: string, lang?: 'en' | 'zh-CN') =>
  callOperation<T>(ctx.app, operationId, url, lang ? { lang } : {});
const q = encodeURIComponent;
const marked = (text: string, ranges: { start: number; end: number }[]) =>
  ranges.map((r) => text.slice(r.start, r.end));

describe('GET /search/product (searchProducts)', () => {
  it('finds a target by its Chinese name on the English site, highlighting its names', async () => {
    const res = await get<Page<ProductSearchHit>>(
      'searchProducts',
      `/api/v1/search/product?keywords=${q('白介素6')}`,
      'en',
    );
    expect(res.status).toBe(200);
    const first = res.body.data.list[0] as ProductSearchHit;
    expect(first.product.target).toBe('IL-6');
    expect(first.matchedBy).toBe('target');
    expect(marked(first.product.name, first.nameHighlights)).toEqual(['IL-6']);
    expect(marked(first.product.target, first.targetHighlights)).toEqual(['IL-6']);
  });

  it('highlights Chinese names and the typed start of a catalog number', async () => {
    const zh = await get<Page<ProductSearchHit>>(
      'searchProducts',
      `/api/v1/search/product?keywords=${q('IL6-H')}`,
    );
    const first = zh.body.data.list[0] as ProductSearchHit;
    expect(first.matchedBy).toBe('catalogNumber');
    expect(marked(first.product.catalogNumber, first.catalogNumberHighlights)).toEqual(['IL6-H']);
    const tnf = await get<Page<ProductSearchHit>>(
      'searchProducts',
      `/api/v1/search/product?keywords=${q('肿瘤坏死因子')}`,
    );
    const hit = tnf.body.data.list[0] as ProductSearchHit;
    expect(marked(hit.snippet, hit.snippetHighlights).length).toBeGreaterThan(0);
  });

  it('filters by category (with its descendants), tag, species and conjugate, and pages', async () => {
    const all = await get<Page<ProductSearchHit>>(
      'searchProducts',
      '/api/v1/search/product?keywords=PD-1&size=100',
      'en',
    );
    const his = await get<Page<ProductSearchHit>>(
      'searchProducts',
      '/api/v1/search/product?keywords=PD-1&tag=His&size=100',
      'en',
    );
    expect(his.body.data.total).toBe(all.body.data.list.filter((h) => h.product.tag === 'His').length);
    const root = demo.categories.find(
      (c) =>
        c.pid === 0 && all.body.data.list.some((h) => String(h.product.categoryId).startsWith(String(c.id))),
    );
    const inRoot = await get<Page<ProductSearchHit>>(
      'searchProducts',
      `/api/v1/search/product?keywords=PD-1&treeId=${root?.id}&size=100`,
      'en',
    );
    expect(inRoot.body.data.total).toBeGreaterThan(0);
    const page2 = await get<Page<ProductSearchHit>>(
      'searchProducts',
      '/api/v1/search/product?keywords=PD-1&size=2&page=2',
      'en',
    );
    expect(page2.body.data.list.map((h) => h.product.id)).toEqual(
      all.body.data.list.slice(2, 4).map((h) => h.product.id),
    );
    expect(page2.body.data.total).toBe(all.body.data.total);
    const byName = await get<Page<ProductSearchHit>>(
      'searchProducts',
      '/api/v1/search/product?keywords=PD-1&sort=name&size=100',
      'en',
    );
    const names = byName.body.data.list.map((h) => h.product.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finds nothing, with a 200, for only punctuation or an unknown word', async () => {
    for (const keywords of ['!!!', '—…', 'zzqxv']) {
      const res = await get<Page<ProductSearchHit>>(
        'searchProducts',
        `/api/v1/search/product?keywords=${q(keywords)}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ list: [], total: 0 });
    }
  });

  it('refuses control characters and overlong text with the envelope, never a 5xx', async () => {
    const control = await get('searchProducts', `/api/v1/search/product?keywords=${q('IL6\u0007')}`, 'en');
    expect(control.status).toBe(400);
    expect(control.body.code).toBe('E0002');
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/search/product?keywords=${'a'.repeat(1_000_000)}`,
    });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(long.json()).toMatchObject({ code: 'E0002' });
  });
});

describe('GET /search/tags and /search/count', () => {
  it('counts each facet value as choosing it would leave, and the product count equals the tab total', async () => {
    const facets = await get<SearchFacets>('getSearchFacets', '/api/v1/search/tags?keywords=PD-1', 'en');
    expect(facets.status).toBe(200);
    const { tags, species, categories, conjugates } = facets.body.data;
    expect(tags.length).toBeGreaterThan(1);
    for (const [param, values] of [
      ['tag', tags],
      ['species', species],
      ['treeId', categories],
      ['conjugate', conjugates],
    ] as const) {
      for (const value of values) {
        const page = await get<Page<ProductSearchHit>>(
          'searchProducts',
          `/api/v1/search/product?keywords=PD-1&${param}=${q(value.value)}`,
          'en',
        );
        expect(page.body.data.total, `${param}=${value.value}`).toBe(value.count);
      }
    }
    const chosen = await get<SearchFacets>(
      'getSearchFacets',
      '/api/v1/search/tags?keywords=PD-1&tag=His',
      'en',
    );
    // Its own facet ignores the chosen tag; the others apply it.
    expect(chosen.body.data.tags).toEqual(tags);
    const humanHis = chosen.body.data.species.find((s) => s.value === 'Human');
    const counts = await get<SearchCount>(
      'getSearchCount',
      '/api/v1/search/count?keywords=PD-1&tag=His&species=Human',
      'en',
    );
    expect(counts.body.data.product).toBe(humanHis?.count);
    expect(counts.body.data.service).toBe(0);
    const zh = await get<SearchFacets>('getSearchFacets', '/api/v1/search/tags?keywords=PD-1');
    expect(zh.body.data.species.find((s) => s.value === 'Human')?.label).toBe('人');
  });
});

describe('GET /search/content and /search', () => {
  it('finds citations by their product and links them to the literature page', async () => {
    const res = await get<Page<SearchResult>>('searchContent', '/api/v1/search/content?keywords=PD-1', 'en');
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const hit of res.body.data.list)
      expect(hit.link).toMatch(/^\/(literature\?keyword=|article\?id=|meeting-detail\?id=)/);
    const counts = await get<SearchCount>('getSearchCount', '/api/v1/search/count?keywords=PD-1', 'en');
    expect(counts.body.data.content).toBe(res.body.data.total);
  });

  it('finds articles by their words, linked by id', async () => {
    const article = demo.articles[0] as demo.DemoArticle;
    const word = article.title.en.split(/\s+/).find((w) => /^[A-Za-z]{6,}$/.test(w)) as string;
    const res = await get<Page<SearchResult>>(
      'searchContent',
      `/api/v1/search/content?keywords=${q(word)}&size=100`,
      'en',
    );
    expect(res.body.data.list.map((hit) => hit.title)).toContain(article.title.en);
    expect(res.body.data.list.find((hit) => hit.title === article.title.en)?.link).toMatch(
      /^\/article\?id=\d+$/,
    );
  });

  it('finds articles by a word of their body alone, and by a title word with a body word', async () => {
    const article = demo.articles[0] as demo.DemoArticle;
    const shown = `${article.title.en} ${article.summary.en}`.toLowerCase();
    const bodyWord = article.content.en
      .split(/[^A-Za-z]+/)
      .find((w) => w.length >= 6 && !shown.includes(w.toLowerCase())) as string;
    const titleWord = article.title.en.split(/\s+/).find((w) => /^[A-Za-z]{6,}$/.test(w)) as string;
    for (const keywords of [bodyWord, `${titleWord} ${bodyWord}`]) {
      const res = await get<Page<SearchResult>>(
        'searchContent',
        `/api/v1/search/content?keywords=${q(keywords)}&size=100`,
        'en',
      );
      expect(
        res.body.data.list.map((hit) => hit.title),
        keywords,
      ).toContain(article.title.en);
      const counts = await get<SearchCount>(
        'getSearchCount',
        `/api/v1/search/count?keywords=${q(keywords)}`,
        'en',
      );
      expect(counts.body.data.content).toBe(res.body.data.total);
    }
  });

  it('lists products first, then content, with both totals', async () => {
    const products = await get<Page<ProductSearchHit>>(
      'searchProducts',
      '/api/v1/search/product?keywords=PD-1',
      'en',
    );
    const content = await get<Page<SearchResult>>(
      'searchContent',
      '/api/v1/search/content?keywords=PD-1',
      'en',
    );
    const size = products.body.data.total + 2;
    const all = await get<Page<SearchResult>>('searchAll', `/api/v1/search?keywords=PD-1&size=${size}`, 'en');
    expect(all.body.data.total).toBe(products.body.data.total + content.body.data.total);
    const types = all.body.data.list.map((hit) => hit.type);
    expect(types.slice(0, products.body.data.total).every((t) => t === 'product')).toBe(true);
    expect(types.slice(products.body.data.total)).toEqual(
      ['content', 'content'].slice(0, content.body.data.total),
    );
    expect(all.body.data.list[0]?.link).toMatch(/^\/product-detail\?catalogNumber=/);
  });

  it('finds services in the service tab, in both languages, linked to their page (issue 14)', async () => {
    const en = await get<Page<SearchResult>>(
      'searchServices',
      '/api/v1/search/serve?keywords=kinetics',
      'en',
    );
    // Its title says it; the antibody service names binding kinetics in its text only, so comes second.
    expect(en.body.data.list.map((hit) => hit.title)).toEqual([
      'Binding Kinetics by SPR and BLI',
      'Antibody Development',
    ]);
    expect(en.body.data.list[0]).toMatchObject({
      type: 'service',
      title: 'Binding Kinetics by SPR and BLI',
      treeName: 'Services',
      price: null,
      link: expect.stringMatching(/^\/service\?menuId=\d+$/),
    });
    expect(en.body.data.list[0]?.titleHighlights.length).toBeGreaterThan(0);
    const zh = await get<Page<SearchResult>>(
      'searchServices',
      `/api/v1/search/serve?keywords=${q('抗体开发')}`,
    );
    expect(zh.body.data.list[0]).toMatchObject({ type: 'service', title: '抗体开发', treeName: '技术服务' });
    // A word of a service's page text (its sample requirements), not of its title, finds it too.
    const body = await get<Page<SearchResult>>(
      'searchServices',
      '/api/v1/search/serve?keywords=mycoplasma',
      'en',
    );
    expect(body.body.data.list.map((hit) => hit.title)).toEqual(['Stable Cell Line Development']);
  });

  it('keeps services out of the content tab and counts them in their own', async () => {
    const content = await get<Page<SearchResult>>(
      'searchContent',
      '/api/v1/search/content?keywords=kinetics',
      'en',
    );
    expect(content.body.data.list.every((hit) => hit.type === 'content')).toBe(true);
    const counts = await get<SearchCount>('getSearchCount', '/api/v1/search/count?keywords=kinetics', 'en');
    expect(counts.body.data.service).toBe(2);
    expect(counts.body.data.content).toBe(content.body.data.total);
    const none = await get<Page<SearchResult>>(
      'searchServices',
      '/api/v1/search/serve?keywords=zzzqqq',
      'en',
    );
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('lists services between the products and the content in the all tab', async () => {
    const counts = await get<SearchCount>('getSearchCount', '/api/v1/search/count?keywords=mRNA', 'en');
    expect(counts.body.data.service).toBeGreaterThan(0);
    const { product, service, content } = counts.body.data;
    const all = await get<Page<SearchResult>>(
      'searchAll',
      `/api/v1/search?keywords=mRNA&size=${product + service + Math.min(content, 1)}`,
      'en',
    );
    expect(all.body.data.total).toBe(product + service + content);
    const types = all.body.data.list.map((hit) => hit.type);
    expect(types).toEqual([
      ...Array<string>(product).fill('product'),
      ...Array<string>(service).fill('service'),
      ...Array<string>(Math.min(content, 1)).fill('content'),
    ]);
  });
});

describe('GET /search/suggestions (suggestSearchTerms)', () => {
  it('suggests targets, catalog numbers and names by prefix in the request language', async () => {
    const zh = await get<SearchSuggestion[]>(
      'suggestSearchTerms',
      `/api/v1/search/suggestions?keywords=${q('白细胞介素-6')}`,
    );
    expect(zh.body.data[0]).toMatchObject({ kind: 'target', link: '/search?keywords=IL-6' });
    expect(zh.body.data[0]?.text).toContain('白细胞介素');
    const en = await get<SearchSuggestion[]>(
      'suggestSearchTerms',
      '/api/v1/search/suggestions?keywords=IL6-H&size=3',
      'en',
    );
    expect(en.body.data).toHaveLength(3);
    for (const s of en.body.data) {
      expect(s.kind).toBe('catalogNumber');
      expect(marked(s.text, s.highlights)).toEqual(['IL6-H']);
    }
    const names = await get<SearchSuggestion[]>(
      'suggestSearchTerms',
      `/api/v1/search/suggestions?keywords=${q('Human PD')}`,
      'en',
    );
    expect(names.body.data.some((s) => s.kind === 'product' && s.text.startsWith('Human PD'))).toBe(true);
    const none = await get<SearchSuggestion[]>(
      'suggestSearchTerms',
      `/api/v1/search/suggestions?keywords=${q('…')}`,
      'en',
    );
    expect(none.body.data).toEqual([]);
  });
  it('shows the alias a target was found by, with the highlight on it', async () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const res = await get<SearchSuggestion[]>(
        'suggestSearchTerms',
        `/api/v1/search/suggestions?keywords=${q('pd-1h')}`,
        lang,
      );
      const vista = res.body.data[0] as SearchSuggestion;
      expect(vista).toMatchObject({ kind: 'target', link: '/search?keywords=VISTA' });
      expect(vista.text).toBe(lang === 'en' ? 'VISTA (PD-1H)' : 'VISTA（PD-1H）');
      expect(marked(vista.text, vista.highlights)).toEqual(['PD-1H']);
    }
  });

  it('ranks what the typed text spells whole words of before names that only start with it', async () => {
    const res = await get<SearchSuggestion[]>(
      'suggestSearchTerms',
      '/api/v1/search/suggestions?keywords=PD1&size=10',
      'en',
    );
    const list = res.body.data;
    expect(list[0]?.link).toBe('/search?keywords=PD-1');
    // PD-1's catalog numbers (`PD1-H5211`) before VISTA's alias `PD-1H` (a different protein).
    const vista = list.findIndex((s) => s.link === '/search?keywords=VISTA');
    const catalogNumbers = list.flatMap((s, i) => (s.kind === 'catalogNumber' ? [i] : []));
    expect(catalogNumbers.length).toBeGreaterThan(0);
    if (vista >= 0) expect(Math.max(...catalogNumbers)).toBeLessThan(vista);
    else expect(list).toHaveLength(10);
    for (const s of list) expect(s.highlights.length, s.text).toBeGreaterThan(0);
  });

  it('suggests the products the search finds for several words that no name starts with', async () => {
    await ctx.app.flushQueryLog();
    const logged = async () => (await ctx.database.db.select({ n: count() }).from(searchQueries))[0]?.n ?? 0;
    const before = await logged();
    for (const [lang, keywords, words] of [
      ['en', 'PD-1 His', ['PD-1', 'His']],
      ['zh-CN', '人 IL6 His', ['人', 'IL-6', 'His']],
    ] as const) {
      const res = await get<SearchSuggestion[]>(
        'suggestSearchTerms',
        `/api/v1/search/suggestions?keywords=${q(keywords)}&size=4`,
        lang,
      );
      const list = res.body.data;
      expect(list.length, keywords).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(4);
      const [first] = (
        await get<Page<ProductSearchHit>>(
          'searchProducts',
          `/api/v1/search/product?keywords=${q(keywords)}`,
          lang,
        )
      ).body.data.list;
      expect(list[0]).toEqual({
        kind: 'product',
        text: first?.product.name,
        link: `/product-detail?catalogNumber=${q(first?.product.catalogNumber ?? '')}`,
        highlights: first?.nameHighlights,
      });
      for (const s of list)
        expect(marked(s.text, s.highlights), s.text).toEqual(expect.arrayContaining([...words]));
    }
    // While the last word is being typed, the products of the words before it whose name has a word
    // starting with it: `PD-1 Hi` is a His-tagged PD-1, `PD-1 Q`, which starts no word, PD-1 alone.
    const typing = async (keywords: string) =>
      (
        await get<SearchSuggestion[]>(
          'suggestSearchTerms',
          `/api/v1/search/suggestions?keywords=${q(keywords)}&size=4`,
          'en',
        )
      ).body.data;
    const hi = await typing('PD-1 Hi');
    expect(hi.length).toBeGreaterThan(0);
    for (const s of hi) expect(marked(s.text, s.highlights), s.text).toEqual(['PD-1', 'His']);
    const none = await typing('PD-1 Q');
    expect(none.length).toBeGreaterThan(0);
    for (const s of none) expect(marked(s.text, s.highlights), s.text).toEqual(['PD-1']);
    // One word that nothing starts with is not searched (a catalog number being typed), though the search,
    // which corrects the typo, finds products for it.
    const one = await get<SearchSuggestion[]>(
      'suggestSearchTerms',
      '/api/v1/search/suggestions?keywords=interlukin',
      'en',
    );
    expect(one.body.data).toEqual([]);
    const searched = await get<Page<ProductSearchHit>>(
      'searchProducts',
      '/api/v1/search/product?keywords=interlukin',
      'en',
    );
    expect(searched.body.data.total).toBeGreaterThan(0);
    // Suggestions are not searches: nothing is logged (the three searchProducts calls above log one each).
    await ctx.app.flushQueryLog();
    expect(await logged()).toBe(before + 3);
  });

  it('ranks longer codes after the exact ones (CD4 before CD40)', async () => {
    const res = await get<SearchSuggestion[]>(
      'suggestSearchTerms',
      '/api/v1/search/suggestions?keywords=CD4&size=10',
      'en',
    );
    const links = res.body.data.map((s) => s.link);
    expect(links[0]).toBe('/search?keywords=CD4');
    const cd40 = links.indexOf('/search?keywords=CD40');
    expect(cd40).toBeGreaterThan(0);
    const whole = res.body.data.filter((s) => /^CD4(?![0-9])/.test(s.text));
    for (const s of whole) expect(links.indexOf(s.link), s.text).toBeLessThan(cd40);
  });
});

describe('the query log and /search/rank (listHotKeywords)', () => {
  it('logs page 1 of every search, found or not, with no address or user, and ranks what found something', async () => {
    // The log is written in batches (QueryLog): what was searched is counted once the batch is written.
    const logged = async () => {
      await ctx.app.flushQueryLog();
      return (await ctx.database.db.select({ n: count() }).from(searchQueries))[0]?.n ?? 0;
    };
    const before = await logged();
    for (let i = 0; i < 6; i++)
      await get('searchProducts', `/api/v1/search/product?keywords=${q(' CD20  ')}`, 'en');
    await get('searchAll', `/api/v1/search?keywords=${q('cd 20')}`, 'en');
    await get('searchProducts', '/api/v1/search/product?keywords=zzqxv', 'en');
    await get('searchProducts', '/api/v1/search/product?keywords=zzqxv', 'en');
    await get('searchProducts', '/api/v1/search/product?keywords=CD19&page=2', 'en');
    await get('suggestSearchTerms', '/api/v1/search/suggestions?keywords=CD19', 'en');
    expect(await logged()).toBe(before + 9);
    const rows = await ctx.database.db
      .select()
      .from(searchQueries)
      .where(and(eq(searchQueries.normalized, 'zzqxv'), eq(searchQueries.locale, 'en')));
    expect(rows.map((r) => [r.query, r.resultCount, r.locale])).toEqual([
      ['zzqxv', 0, 'en'],
      ['zzqxv', 0, 'en'],
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'createdAt',
      'id',
      'locale',
      'normalized',
      'query',
      'resultCount',
    ]);

    // A new process (no kept ranking): the logged query ranks first on its site, the unfound never shows.
    const app = await ctx.appWith({});
    const en = await callOperation<HotKeyword[]>(app, 'listHotKeywords', '/api/v1/search/rank?number=20', {
      lang: 'en',
    });
    // The other tests of this file searched too (PD-1 most): most searched first, then the curated ones.
    const ranked = en.body.data;
    // ` CD20  ` and `cd 20` are one keyword, shown by the target's name.
    expect(ranked).toContainEqual({ keyword: 'CD20', count: 7 });
    expect(ranked.map((k) => k.keyword)).not.toContain('zzqxv');
    const searched = ranked.slice(0, ranked.findIndex((k) => k.keyword === 'CD20') + 1).map((k) => k.count);
    expect(searched).toEqual([...searched].sort((a, b) => b - a));
    // Too few searched queries: the curated keywords fill the rest.
    expect(demo.hotKeywords.map((k) => k.keyword.en)).toContain(ranked.at(-1)?.keyword);
    const zh = await callOperation<HotKeyword[]>(app, 'listHotKeywords', '/api/v1/search/rank');
    // The Chinese site keeps its own ranking: what was searched on /en is not in it.
    expect(zh.body.data).toHaveLength(5);
    expect(zh.body.data.map((k) => k.keyword)).not.toContain('CD20');
    expect(zh.body.data.map((k) => k.keyword)).toContain('IL6-H');
  });

  it('shows each keyword by its official name or best spelling, never one found through a typo', async () => {
    const rank = async () => {
      await ctx.app.flushQueryLog();
      return (
        await callOperation<HotKeyword[]>(
          await ctx.appWith({}),
          'listHotKeywords',
          '/api/v1/search/rank?number=20',
          {
            lang: 'en',
          },
        )
      ).body.data;
    };
    // The other tests of this file searched IL-6 by other names too.
    const before = (await rank()).find((k) => k.keyword === 'IL-6')?.count ?? 0;
    const search = (keywords: string, times: number) =>
      Promise.all(
        Array.from({ length: times }, () =>
          get('searchProducts', `/api/v1/search/product?keywords=${q(keywords)}`, 'en'),
        ),
      );
    await search('il 6', 3);
    await search('IL-6', 1);
    await search('interlukin 6', 2); // one typo, tolerated: counted as interleukin 6
    await search('il6-h1011', 1);
    await search('humna his', 2); // found only through the typo, and no official name
    await search('his tag', 2);
    await search('His Tag', 3);
    const ranked = await rank();
    const keywords = ranked.map((k) => k.keyword);
    expect(ranked).toContainEqual({ keyword: 'IL-6', count: before + 6 });
    expect(ranked).toContainEqual({ keyword: 'IL6-H1011', count: 1 });
    expect(ranked).toContainEqual({ keyword: 'His Tag', count: 5 });
    for (const spelling of ['il 6', 'interlukin 6', 'interleukin 6', 'il6-h1011', 'humna his', 'his tag'])
      expect(keywords).not.toContain(spelling);
    const counts = ranked.slice(0, keywords.indexOf('IL6-H1011') + 1).map((k) => k.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('honours number and refuses more than 20', async () => {
    const res = await get<HotKeyword[]>('listHotKeywords', '/api/v1/search/rank?number=2', 'en');
    expect(res.body.data).toHaveLength(2);
    const bad = await get('listHotKeywords', '/api/v1/search/rank?number=21');
    expect(bad.status).toBe(400);
  });
});

describe('the index follows the catalogue', () => {
  it('finds a product inserted later, in the transaction that wrote it', async () => {
    const template = demo.products.find((p) => p.target === 'IL-6') as demo.DemoProduct;
    await ctx.database.db.transaction((tx) =>
      insertProducts(tx, [{ ...template, catalogNumber: 'IL6-Q9991', popularRank: null }]),
    );
    const app = await ctx.appWith({});
    const res = await callOperation<Page<ProductSearchHit>>(
      app,
      'searchProducts',
      '/api/v1/search/product?keywords=IL6-Q9991',
    );
    expect(res.body.data.list[0]?.product.catalogNumber).toBe('IL6-Q9991');
    const suggestions = await callOperation<SearchSuggestion[]>(
      app,
      'suggestSearchTerms',
      '/api/v1/search/suggestions?keywords=IL6-Q99',
    );
    expect(suggestions.body.data.map((s) => s.text)).toEqual(['IL6-Q9991']);
  });

  it('keeps the tag, species and conjugate of each product in its index row, which narrows a target by them', async () => {
    const template = demo.products.find((p) => p.target === 'IL-6' && p.tag.en !== 'His') as demo.DemoProduct;
    await ctx.database.db.transaction((tx) =>
      insertProducts(tx, [{ ...template, catalogNumber: 'IL6-Q9993', popularRank: null }]),
    );
    const [differing] = await ctx.database.db
      .select({ n: count() })
      .from(productSearch)
      .innerJoin(products, eq(products.id, productSearch.productId))
      .where(
        sql`(${productSearch.tagEn}, ${productSearch.speciesEn}, ${productSearch.conjugateEn})
          is distinct from (${products.tagEn}, ${products.speciesEn}, ${products.conjugateEn})`,
      );
    expect(differing?.n).toBe(0);
    const app = await ctx.appWith({});
    const found = async (keywords: string) =>
      (
        await callOperation<Page<ProductSearchHit>>(
          app,
          'searchProducts',
          `/api/v1/search/product?keywords=${q(keywords)}&size=50`,
        )
      ).body.data.list.map((hit) => hit.product);
    const tagged = await found(`IL-6 ${template.tag.en}`);
    expect(tagged.map((p) => p.catalogNumber)).toContain('IL6-Q9993');
    expect(new Set(tagged.map((p) => p.tag))).toEqual(new Set([template.tag.zh]));
    expect((await found('IL-6 His')).map((p) => p.catalogNumber)).not.toContain('IL6-Q9993');
  });

  it('keeps the ranking of a query until the catalogue changes, then finds what was added', async () => {
    const app = await ctx.appWith({});
    const total = async () =>
      (
        await callOperation<Page<ProductSearchHit>>(
          app,
          'searchProducts',
          `/api/v1/search/product?keywords=${q('interleukin 6')}&page=2&size=5`,
        )
      ).body.data.total;
    const before = await total();
    const template = demo.products.find((p) => p.target === 'IL-6') as demo.DemoProduct;
    // Written without notifying (triggers off for this transaction): the kept ranking still answers.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertProducts(tx, [{ ...template, catalogNumber: 'IL6-Q9992', popularRank: null }]);
    });
    expect(await total()).toBe(before);
    // Any write to the catalogue notifies every process: the ranking is read again.
    await ctx.database.db
      .update(products)
      .set({ isHot: false })
      .where(eq(products.catalogNumber, 'IL6-Q9992'));
    await expect.poll(total, { timeout: 5_000 }).toBe(before + 1);
  });

  it('keeps the suggestible terms until the catalogue changes', async () => {
    const app = await ctx.appWith({});
    const suggested = async (prefix: string) =>
      (
        await callOperation<SearchSuggestion[]>(
          app,
          'suggestSearchTerms',
          `/api/v1/search/suggestions?keywords=${q(prefix)}`,
        )
      ).body.data.map((s) => s.text);
    expect(await suggested('IL6-Q77')).toEqual([]);
    const template = demo.products.find((p) => p.target === 'IL-6') as demo.DemoProduct;
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertProducts(tx, [{ ...template, catalogNumber: 'IL6-Q7771', popularRank: null }]);
    });
    // A prefix not asked before (no kept answer): the kept terms answer, without the unannounced one.
    expect(await suggested('IL6-Q777')).toEqual([]);
    await ctx.database.db
      .update(products)
      .set({ isHot: false })
      .where(eq(products.catalogNumber, 'IL6-Q7771'));
    await expect.poll(() => suggested('IL6-Q7771'), { timeout: 5_000 }).toEqual(['IL6-Q7771']);
  });
});

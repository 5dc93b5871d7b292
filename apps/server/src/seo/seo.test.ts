import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../db/demo-data/index.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** Categories a visitor can reach: visible, under visible ancestors. */
function reachableCategoryIds(): number[] {
  const byId = new Map(demo.categories.map((c) => [c.id, c]));
  const reachable = (id: number): boolean => {
    const c = byId.get(id);
    return !!c && c.visible && (c.pid === 0 || reachable(c.pid));
  };
  return demo.categories.filter((c) => reachable(c.id)).map((c) => c.id);
}

const URL_LINE =
  /^<url><loc>([^<]+)<\/loc><xhtml:link rel="alternate" hreflang="zh-CN" href="([^"]+)"\/><xhtml:link rel="alternate" hreflang="en" href="([^"]+)"\/><xhtml:link rel="alternate" hreflang="x-default" href="([^"]+)"\/><\/url>$/;

interface Entry {
  loc: string;
  cn: string;
  en: string;
  xDefault: string;
}

/** Reads a urlset the way it is written (one <url> per line), failing on anything unexpected. */
function parseUrlset(xml: string): Entry[] {
  const lines = xml.trimEnd().split('\n');
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines[1]).toBe(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  expect(lines.at(-1)).toBe('</urlset>');
  return lines.slice(2, -1).map((line) => {
    const m = URL_LINE.exec(line);
    expect(m, line).not.toBeNull();
    const [, loc, cn, en, xDefault] = (m as RegExpExecArray).map((s) => s.replace(/&amp;/g, '&'));
    return { loc, cn, en, xDefault } as Entry;
  });
}

function parseIndex(xml: string): string[] {
  const lines = xml.trimEnd().split('\n');
  expect(lines.slice(0, 2)).toEqual([
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ]);
  expect(lines.at(-1)).toBe('</sitemapindex>');
  return lines.slice(2, -1).map((line) => {
    const m = /^<sitemap><loc>([^<]+)<\/loc><\/sitemap>$/.exec(line);
    expect(m, line).not.toBeNull();
    return (m as RegExpExecArray)[1] as string;
  });
}

/** Whether a category or one of its descendants holds a new product (its new-product list is not empty). */
function holdsNewProducts(id: number): boolean {
  const subtree = (root: number): number[] => [
    root,
    ...demo.categories.filter((c) => c.pid === root).flatMap((c) => subtree(c.id)),
  ];
  const ids = new Set(subtree(id));
  return demo.products.some((p) => p.isNew && ids.has(p.categoryId));
}

function expectedPaths(): string[] {
  const ids = reachableCategoryIds();
  return [
    '/',
    '/products',
    '/new-products',
    '/hotsproduct',
    ...demo.companySections.filter((s) => s.page === 'about').map((s) => `/about-us?childId=${s.id}`),
    '/investors',
    '/contact?type=contact',
    '/contact?type=authorized',
    '/privacy',
    ...ids.map((id) => `/product-list?id=${id}`),
    ...ids.filter(holdsNewProducts).map((id) => `/new-product-list?id=${id}`),
    // issue 13: the news tabs, then every article and meeting (seeded in order, so ids from 1).
    '/information?activeIndex=0',
    '/information?activeIndex=1',
    '/information?activeIndex=2',
    ...demo.articles.map((_, index) => `/article?id=${index + 1}`),
    ...demo.meetings.map((_, index) => `/meeting-detail?id=${index + 1}`),
    '/literature',
    '/recruitment',
    ...demo.jobs.map((_, index) => `/recruitment/job?id=${index + 1}`),
    // issue 14: the services list and every service (seeded in order, so ids from 1).
    '/service-list',
    ...demo.services.map((_, index) => `/service?menuId=${index + 1}`),
    // issue 14: the resource tabs
    ...[0, 1, 2, 3, 4, 5].map((tab) => `/resources?activeIndex=${tab}`),
    // issue 14: the COA form
    '/coa',
    ...demo.products.map((p) => `/product-detail?catalogNumber=${encodeURIComponent(p.catalogNumber)}`),
  ];
}

describe('GET /sitemap.xml', () => {
  it('lists every page in both languages with hreflang alternates, on the request origin by default', async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.cn' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = parseUrlset(res.body);
    const origin = 'http://shop.example.cn';
    const paths = expectedPaths();
    expect(entries).toHaveLength(paths.length * 2);
    for (const path of paths) {
      const cn = `${origin}${path}`;
      const en = `${origin}${path === '/' ? '/en' : `/en${path}`}`;
      const alternates = { cn, en, xDefault: cn };
      expect(entries).toContainEqual({ loc: cn, ...alternates });
      expect(entries).toContainEqual({ loc: en, ...alternates });
    }
    expect(new Set(entries.map((e) => e.loc)).size).toBe(entries.length);
  });

  it('lists the new-product list of a category only when it holds new products', async () => {
    const withoutNew = reachableCategoryIds().filter((id) => !holdsNewProducts(id));
    expect(withoutNew.length).toBeGreaterThan(0);
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    for (const id of withoutNew) expect(res.body).not.toContain(`new-product-list?id=${id}<`);
  });

  it('leaves out hidden categories', async () => {
    const hidden = demo.categories.filter((c) => !c.visible);
    expect(hidden.length).toBeGreaterThan(0);
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    for (const c of hidden) expect(res.body).not.toContain(`product-list?id=${c.id}<`);
  });

  it('uses SITE_ORIGIN_CN and SITE_ORIGIN_EN for the two sites', async () => {
    const app = await ctx.appWith({
      env: { SITE_ORIGIN_CN: 'https://www.example.cn', SITE_ORIGIN_EN: 'https://www.example.com' },
    });
    const entries = parseUrlset((await app.inject({ url: '/sitemap.xml' })).body);
    expect(entries[0]).toEqual({
      loc: 'https://www.example.cn/',
      cn: 'https://www.example.cn/',
      en: 'https://www.example.com/en',
      xDefault: 'https://www.example.cn/',
    });
    expect(
      entries.every(
        (e) => e.loc.startsWith('https://www.example.cn/') || e.loc.startsWith('https://www.example.com/en'),
      ),
    ).toBe(true);
  });

  it('becomes an index of files of at most the configured size when the site outgrows one file', async () => {
    const limit = 100;
    const app = await ctx.appWith({ maxUrlsPerSitemap: limit });
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.cn' } });
    expect(index.statusCode).toBe(200);
    const files = parseIndex(index.body);
    const paths = expectedPaths();
    const productFiles = Math.ceil(demo.products.length / (limit / 2));
    expect(files.filter((f) => f.includes('/sitemaps/products-'))).toHaveLength(productFiles);
    expect(files.every((f) => f.startsWith('http://shop.example.cn/sitemaps/'))).toBe(true);

    const all: Entry[] = [];
    for (const file of files) {
      const res = await app.inject({ url: new URL(file).pathname, headers: { host: 'shop.example.cn' } });
      expect(res.statusCode, file).toBe(200);
      const entries = parseUrlset(res.body);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(limit);
      all.push(...entries);
    }
    // The files together list exactly what one file would.
    const single = parseUrlset(
      (await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.cn' } })).body,
    );
    expect(all.map((e) => e.loc).sort()).toEqual(single.map((e) => e.loc).sort());
    expect(all).toHaveLength(paths.length * 2);

    for (const missing of [
      '/sitemaps/products-0.xml',
      `/sitemaps/products-${productFiles + 1}.xml`,
      '/sitemaps/x.xml',
    ]) {
      expect((await app.inject({ url: missing })).statusCode, missing).toBe(404);
    }
  });

  it('never lists more than the protocol allows in one file', async () => {
    const app = await ctx.appWith({ maxUrlsPerSitemap: 1_000_000 });
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(parseUrlset(res.body).length).toBeLessThanOrEqual(50_000);
  });
});

describe('next to the web app', () => {
  it('answers robots.txt and the sitemaps itself, not through the pages catch-all', async () => {
    const app = await ctx.appWith({
      pageHandler: {
        handle: async () =>
          new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } }),
        close: async () => {},
      },
    });
    expect((await app.inject({ url: '/some-page' })).body).toContain('<p>page</p>');
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages-1.xml']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<p>page</p>');
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the API and points at the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt', headers: { host: 'shop.example.cn' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: http://shop.example.cn/sitemap.xml\n',
    );
  });

  it('names the sitemap of each site when they have their own origins', async () => {
    const app = await ctx.appWith({
      env: { SITE_ORIGIN_CN: 'https://www.example.cn', SITE_ORIGIN_EN: 'https://www.example.com' },
    });
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.body).toContain(
      'Sitemap: https://www.example.cn/sitemap.xml\nSitemap: https://www.example.com/sitemap.xml\n',
    );
  });
});

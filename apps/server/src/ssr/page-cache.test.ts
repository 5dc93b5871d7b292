import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { formatYuan } from '@storefront/site';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as demo from '../db/demo-data/index.js';
import { products } from '../db/schema.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { createUserWithToken } from '../testing/users.js';
import { createInjectFetch } from './inject-fetch.js';
import { watchingFailures } from './mount-pages.js';
import { isShareable, PageCache, preferredEncoding } from './page-cache.js';
import { loadPageHandler, type PageHandler } from './page-handler.js';

/**
 * The real web app (Vite in development mode) behind the real app, on PGlite or, with
 * TEST_DATABASE_URL, PostgreSQL: what a visitor gets from the page cache.
 */
let ctx: TestContext;
let pages: PageHandler;
let app: FastifyInstance;

const priced = demo.products.find((p) => p.sizes.some((s) => s.priceFen !== null)) as demo.DemoProduct;
const priceOf = priced.sizes.find((s) => s.priceFen !== null)?.priceFen as number;
const productUrl = `/product-detail?catalogNumber=${encodeURIComponent(priced.catalogNumber)}`;
const env = { COUNTRY_HEADER: 'cf-ipcountry' };

beforeAll(async () => {
  ctx = await createTestContext(env);
  const loaded = await loadPageHandler({ mode: 'development', apiFetch: createInjectFetch(() => app) });
  if ('error' in loaded) throw loaded.error;
  pages = loaded.handler;
  app = await ctx.appWith({ env, pageHandler: pages });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await pages?.close();
});

const get = (url: string, headers: Record<string, string> = {}, target = app) =>
  target.inject({ url, headers: { 'cf-ipcountry': 'US', ...headers } });

describe('the page cache', () => {
  it('answers the second request for a page from memory, with the same bytes', async () => {
    const url = '/en/product-list?treeId=4';
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['set-cookie']).toEqual(first.headers['set-cookie']);
  }, 60_000);

  it('serves a kept page compressed as the client accepts, and HEAD without a body', async () => {
    const url = '/en';
    await get(url);
    const plain = await get(url);
    expect(plain.headers['x-page-cache']).toBe('hit');
    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.vary).toContain('Origin');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    const head = await app.inject({ method: 'HEAD', url, headers: { 'cf-ipcountry': 'US' } });
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.rawPayload.length).toBe(0);
  }, 60_000);

  it('drops its pages when the catalogue changes: the next visitor sees the change', async () => {
    const url = `/en${productUrl}`;
    expect((await get(url)).body).toContain(priced.name.en);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    const renamed = `${priced.name.en} (renamed)`;
    await ctx.database.db
      .update(products)
      .set({ nameEn: renamed })
      .where(eq(products.catalogNumber, priced.catalogNumber));
    try {
      // The notification arrives after the commit, asynchronously.
      await vi.waitFor(async () => expect((await get(url)).body).toContain(renamed), { timeout: 10_000 });
    } finally {
      await ctx.database.db
        .update(products)
        .set({ nameEn: priced.name.en })
        .where(eq(products.catalogNumber, priced.catalogNumber));
    }
  }, 60_000);

  it('shows prices to visitors in China only, whoever came before', async () => {
    for (const country of ['CN', 'US', 'CN', 'US', 'US', 'CN', 'CN']) {
      const res = await get(productUrl, { 'cf-ipcountry': country });
      expect(res.statusCode).toBe(200);
      if (country === 'CN') expect(res.body).toContain(formatYuan(priceOf));
      else expect(res.body).not.toContain(formatYuan(priceOf));
    }
    expect((await get(productUrl, { 'cf-ipcountry': 'CN' })).headers['x-page-cache']).toBe('hit');
    expect((await get(productUrl, { 'cf-ipcountry': 'US' })).headers['x-page-cache']).toBe('hit');
  }, 60_000);

  it("never keeps nor serves a page to a signed-in visitor's request", async () => {
    const account = 'page-cache-check@example.com';
    const { token } = await createUserWithToken(ctx.database.db, account);
    const signedIn = { authorization: `Bearer ${token}`, cookie: `token=${token}` };
    const url = '/en/products?page=2';
    for (const headers of [signedIn, {}, signedIn, {}]) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(account);
      expect(res.body).not.toContain(token);
      if ('authorization' in headers) expect(res.headers['x-page-cache']).toBeUndefined();
    }
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
  }, 60_000);

  it.each(['/order-list', '/en/order-list', '/en/complete-info'])(
    'never keeps the personal page %s',
    async (url) => {
      for (let i = 0; i < 2; i += 1) {
        const res = await get(url);
        expect(res.headers['cache-control']).toContain('private');
        expect(res.headers['x-page-cache']).toBe('pass');
      }
    },
    60_000,
  );

  it('never keeps a not-found page', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/en/product-detail?catalogNumber=NOPE-0000');
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-page-cache']).toBeUndefined();
    }
  }, 60_000);
});

describe('pages that set a cookie of their own', () => {
  it('are rendered again for every visitor, the cookie never reaching the next one', async () => {
    let renders = 0;
    const cookieApp = await ctx.appWith({
      env,
      pageHandler: {
        handle: async () => {
          renders += 1;
          const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
          headers.append('set-cookie', 'i18n_redirected=en; Path=/');
          if (renders === 1) headers.append('set-cookie', `session=visitor-${renders}; HttpOnly`);
          return new Response(`<p>render ${renders}</p>`, { headers });
        },
        close: async () => {},
      },
    });
    const first = await get('/en/x', {}, cookieApp);
    expect(first.headers['set-cookie']).toContain('session=visitor-1; HttpOnly');
    expect(first.headers['x-page-cache']).toBe('pass');
    const second = await get('/en/x', {}, cookieApp);
    expect(second.headers['set-cookie']).toEqual(['i18n_redirected=en; Path=/']);
    expect(second.body).toBe('<p>render 2</p>');
    // Only the locale cookie, which the URL decides: kept.
    const third = await get('/en/x', {}, cookieApp);
    expect(third.headers['x-page-cache']).toBe('hit');
    expect(third.body).toBe('<p>render 2</p>');
    expect(renders).toBe(2);
  });
});

describe('the key', () => {
  const cache = new PageCache({ visitor: (request) => String(request.headers['cf-ipcountry']) });
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ method, url, protocol: 'http', host: 'shop.test', headers }) as never;

  it('holds the host, path, query and the visitor part', () => {
    const key = cache.keyOf(request('/en?a=1', { 'cf-ipcountry': 'CN' }));
    expect(key).toContain('http://shop.test/en?a=1');
    expect(key).not.toBe(cache.keyOf(request('/en?a=1', { 'cf-ipcountry': 'US' })));
    expect(key).not.toBe(cache.keyOf(request('/en?a=2', { 'cf-ipcountry': 'CN' })));
  });

  it("holds the root's Cookie and Accept-Language, which decide its redirect, and only there", () => {
    expect(cache.keyOf(request('/', { cookie: 'locale=en' }))).not.toBe(cache.keyOf(request('/')));
    expect(cache.keyOf(request('/', { 'accept-language': 'en' }))).not.toBe(cache.keyOf(request('/')));
    expect(cache.keyOf(request('/en', { cookie: 'locale=en' }))).toBe(cache.keyOf(request('/en')));
  });

  it('is none for other methods and for requests with credentials', () => {
    expect(cache.keyOf(request('/en', {}, 'POST'))).toBeNull();
    expect(cache.keyOf(request('/en', { authorization: 'Bearer x' }))).toBeNull();
  });
});

describe('what may be kept', () => {
  const page = {
    status: 200,
    headers: [['cache-control', 'no-store']] as [string, string][],
    setCookies: [],
  };
  it('only shareable 200s', () => {
    expect(isShareable(page)).toBe(true);
    expect(isShareable({ ...page, status: 404 })).toBe(false);
    expect(isShareable({ ...page, headers: [['cache-control', 'private, no-store']] })).toBe(false);
    expect(isShareable({ ...page, setCookies: ['i18n_redirected=cn; Path=/'] })).toBe(true);
    expect(isShareable({ ...page, setCookies: ['i18n_redirected=cn', 'sid=1'] })).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (accept, expected) => {
    expect(preferredEncoding(accept)).toBe(expected);
  });
});

describe('a page whose API read failed', () => {
  const api = (answer: () => Promise<{ response: Response }>) => (() => ({ GET: answer })) as never;

  it('is reported, by status (5xx) or exception, so that it is not kept', async () => {
    const failed = vi.fn();
    const ok = watchingFailures(
      api(async () => ({ response: new Response(null, { status: 404 }) })),
      failed,
    );
    await ok('en').GET('/dict' as never);
    expect(failed).not.toHaveBeenCalled();
    const broken = watchingFailures(
      api(async () => ({ response: new Response(null, { status: 500 }) })),
      failed,
    );
    await broken('en').GET('/dict' as never);
    expect(failed).toHaveBeenCalledTimes(1);
    const thrown = watchingFailures(
      api(async () => {
        throw new Error('down');
      }),
      failed,
    );
    await expect(thrown('en').GET('/dict' as never)).rejects.toThrow('down');
    expect(failed).toHaveBeenCalledTimes(2);
  });
});

describe('the bound', () => {
  it('counts each encoding made, and drops the least recently used pages beyond it', async () => {
    const body = Buffer.from('<p>a page</p>'.repeat(1_000));
    const cache = new PageCache({ visitor: () => '', maxBytes: body.length * 3 });
    const page = () => ({ status: 200, headers: [], setCookies: [], body, encoded: {} });
    expect(cache.put('a', page(), cache.begin())).toBe(true);
    const kept = cache.get('a') as NonNullable<ReturnType<PageCache['get']>>;
    const br = await cache.encoded('a', kept, 'br');
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.bytes).toBe(body.length + br.length);
    cache.put('b', page(), cache.begin());
    cache.put('c', page(), cache.begin());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps no page whose render began before a change', () => {
    const cache = new PageCache({ visitor: () => '' });
    const begun = cache.begin();
    cache.clear();
    expect(
      cache.put(
        'a',
        { status: 200, headers: [], setCookies: [], body: Buffer.from('x'), encoded: {} },
        begun,
      ),
    ).toBe(false);
    expect(cache.size).toBe(0);
  });
});

import { formatYuan } from '@storefront/site';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '../db/demo-data/index.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { createUserWithToken } from '../testing/users.js';
import { createInjectFetch } from './inject-fetch.js';
import { loadPageHandler, type PageHandler } from './page-handler.js';

/**
 * The real web app (apps/web, through Vite in development mode: no build needed) rendered by two apps
 * on one database: `direct` hands the loaders the server's direct API client (what production does),
 * `overHttp` withholds it, so the loaders call the API through `app.inject` as they did before.
 */
let ctx: TestContext;
let pages: PageHandler;
let direct: FastifyInstance;
let overHttp: FastifyInstance;
/** API calls the loaders made over (in-process) HTTP. */
let httpCalls = 0;

const priced = demo.products.find((p) => p.sizes.some((s) => s.priceFen !== null)) as demo.DemoProduct;
const priceOf = priced.sizes.find((s) => s.priceFen !== null)?.priceFen as number;
const env = { COUNTRY_HEADER: 'cf-ipcountry' };

beforeAll(async () => {
  ctx = await createTestContext(env);
  const injectFetch = createInjectFetch(() => overHttp);
  const loaded = await loadPageHandler({
    mode: 'development',
    apiFetch: (input, init) => {
      httpCalls += 1;
      return injectFetch(input, init);
    },
  });
  if ('error' in loaded) throw loaded.error;
  pages = loaded.handler;
  direct = await ctx.appWith({ env, pageHandler: pages });
  overHttp = await ctx.appWith({
    env,
    pageHandler: { ...pages, handle: (request) => pages.handle(request) },
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await pages?.close();
});

async function page(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url, headers });
  const hydration = /<script type="application\/json" id="sf-router-hydration">(.*?)<\/script>/s.exec(
    res.body,
  );
  return {
    status: res.statusCode,
    html: res.body,
    data: hydration ? (JSON.parse(hydration[1] as string) as { loaderData: unknown; errors: unknown }) : null,
  };
}

describe('the pages over the direct API client', () => {
  const urls = [
    '/',
    '/en',
    `/product-detail?catalogNumber=${encodeURIComponent(priced.catalogNumber)}`,
    `/en/product-detail?catalogNumber=${encodeURIComponent(priced.catalogNumber)}`,
    '/product-detail?catalogNumber=NOPE-0000',
    '/product?treeId=4',
    '/en/product?treeId=4&page=2',
    '/product?treeId=999999',
  ];

  const statuses = new Set<number>();
  afterAll(() => {
    // Both found pages and not-found pages were compared.
    expect([...statuses].sort()).toEqual([200, 404]);
  });

  it.each(urls)(
    'load the same data as over HTTP: %s',
    async (url) => {
      for (const country of ['CN', 'US']) {
        const headers = { 'cf-ipcountry': country };
        const before = httpCalls;
        const viaDirect = await page(direct, url, headers);
        expect(httpCalls).toBe(before);
        const viaHttp = await page(overHttp, url, headers);
        expect(httpCalls).toBeGreaterThan(before);
        expect(viaDirect.status).toBe(viaHttp.status);
        expect(viaDirect.data).not.toBeNull();
        expect(viaDirect.data).toEqual(viaHttp.data);
        statuses.add(viaDirect.status);
      }
    },
    120_000,
  );

  it('refuses a parameter the contract refuses, as the HTTP route does', async () => {
    const url = '/product?treeId=4&page=0';
    const [viaDirect, viaHttp] = [await page(direct, url), await page(overHttp, url)];
    expect(viaDirect.status).toBe(viaHttp.status);
    expect(viaDirect.data).toEqual(viaHttp.data);
  });
});

describe('what a visitor sees never reaches the next one through the catalogue cache', () => {
  const url = `/product-detail?catalogNumber=${encodeURIComponent(priced.catalogNumber)}`;

  it('shows prices to visitors in China only, whoever came before', async () => {
    for (const country of ['CN', 'US', 'CN', 'US', 'US', 'CN']) {
      const { status, html } = await page(direct, url, { 'cf-ipcountry': country });
      expect(status).toBe(200);
      if (country === 'CN') expect(html).toContain(formatYuan(priceOf));
      else expect(html).not.toContain(formatYuan(priceOf));
    }
  }, 60_000);

  it("never shows a logged-in visitor's account to the next visitor", async () => {
    const account = 'cache-leak-check@example.com';
    const { token } = await createUserWithToken(ctx.database.db, account);
    const signedIn = { authorization: `Bearer ${token}`, cookie: `token=${token}` };
    for (const headers of [signedIn, {}, signedIn, {}]) {
      const { status, html } = await page(direct, url, headers);
      expect(status).toBe(200);
      expect(html).not.toContain(account);
      expect(html).not.toContain(token);
    }
  }, 60_000);
});

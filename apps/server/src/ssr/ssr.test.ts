import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectContract, type TestContext } from '../testing/test-app.js';
import { createInjectFetch } from './inject-fetch.js';
import { unavailablePages } from './mount-pages.js';
import { loadPageHandler, type PageHandler } from './page-handler.js';

let ctx: TestContext;
let app: FastifyInstance;
const seen: Request[] = [];
const staticDir = mkdtempSync(path.join(tmpdir(), 'storefront-assets-'));
writeFileSync(path.join(staticDir, 'app-abc123.js'), 'console.log("hydrate")');

/** A page handler like apps/web's: streams HTML, sets two cookies, and calls the API in-process. */
function fakePages(apiFetch: typeof fetch): PageHandler {
  return {
    staticDir,
    assetsBase: '/assets/',
    middleware: (req, res, next) => {
      if (req.url === '/@vite/client') {
        res.setHeader('content-type', 'text/javascript');
        res.end('// vite client');
        return;
      }
      next();
    },
    async handle(request) {
      seen.push(request);
      const url = new URL(request.url);
      if (url.pathname === '/missing') return new Response('<h1>404</h1>', { status: 404 });
      const api = await apiFetch('http://internal/api/v1/isChina', {
        headers: {
          'accept-language': request.headers.get('accept-language') ?? '',
          'x-forwarded-for': request.headers.get('x-forwarded-for') ?? '',
        },
      });
      const { data } = (await api.json()) as { data: boolean };
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('<!doctype html><html><body>'));
          controller.enqueue(encoder.encode(`<p>china=${data}</p></body></html>`));
          controller.close();
        },
      });
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      headers.append('set-cookie', 'i18n_redirected=cn; Path=/; Max-Age=31536000');
      headers.append('set-cookie', 'session=abc; Path=/; HttpOnly');
      return new Response(body, { status: 200, headers });
    },
    close: async () => {},
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  let pagesApp: FastifyInstance | undefined;
  const apiFetch = createInjectFetch(() => pagesApp);
  pagesApp = await ctx.appWith({ pageHandler: fakePages(apiFetch) });
  app = pagesApp;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('page handler mount', () => {
  it('renders pages through handle(), streaming the body and keeping every Set-Cookie', async () => {
    const res = await app.inject({
      url: '/en/products?x=1',
      remoteAddress: '1.2.4.8',
      headers: { host: 'shop.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['set-cookie']).toEqual([
      'i18n_redirected=cn; Path=/; Max-Age=31536000',
      'session=abc; Path=/; HttpOnly',
    ]);
    // The in-process API call saw the visitor's address: 1.2.4.8 is in China.
    expect(res.body).toBe('<!doctype html><html><body><p>china=true</p></body></html>');
    const request = seen.at(-1) as Request;
    expect(request.url).toBe('http://shop.test/en/products?x=1');
    expect(request.headers.get('x-forwarded-for')).toBe('1.2.4.8');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('replaces a client-sent X-Forwarded-For unless the proxy is trusted', async () => {
    await app.inject({ url: '/', remoteAddress: '8.8.8.8', headers: { 'x-forwarded-for': '1.2.4.8' } });
    expect(seen.at(-1)?.headers.get('x-forwarded-for')).toBe('8.8.8.8');
  });

  it('passes the page status through', async () => {
    const res = await app.inject({ url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('<h1>404</h1>');
  });

  it('answers HEAD without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('hands a form posted to a page to handle(), its body as sent', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/en/search-not-found',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=IL6&email=a%40b.cn',
    });
    expect(res.statusCode).toBe(200);
    const request = seen.at(-1) as Request;
    expect(request.method).toBe('POST');
    expect(Object.fromEntries(await request.formData())).toEqual({ name: 'IL6', email: 'a@b.cn' });
  });

  it("hands a multipart form (a file) to handle() untouched by the API's upload parser", async () => {
    const form = new FormData();
    form.set('name', 'Ada');
    form.set('cv', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    const body = new Request('http://x/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/recruitment/job',
      headers: { 'content-type': body.headers.get('content-type') as string },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(res.statusCode).toBe(200);
    const fields = await (seen.at(-1) as Request).formData();
    expect(fields.get('name')).toBe('Ada');
    expect(await (fields.get('cv') as File).text()).toBe('%PDF-1.4');
  });

  it('refuses a page POST of another type, or too large, before the app sees it', async () => {
    const before = seen.length;
    const json = await app.inject({ method: 'POST', url: '/en/contact', payload: { name: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.headers['accept-post']).toContain('application/x-www-form-urlencoded');
    const huge = await app.inject({
      method: 'POST',
      url: '/en/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `content=${'x'.repeat(70 * 1024)}`,
    });
    // The server's error handler answers a body over its limit as any bad request (400), never 500.
    expect(huge.statusCode).toBe(400);
    expect(seen.length).toBe(before);
  });

  it('never renders /api paths: unknown ones stay E0005 JSON', async () => {
    const before = seen.length;
    const res = await app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'E0005', msg: '未找到', data: null });
    expect(seen.length).toBe(before);
    const live = await app.inject({ url: '/api/v1/banner/show' });
    expectContract('listBanners', live.statusCode, live.json());
  });

  it('serves built assets with long-lived cache headers', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("hydrate")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('mounts the development middleware before the routes', async () => {
    const res = await app.inject({ url: '/@vite/client' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('// vite client');
  });
});

describe('createInjectFetch', () => {
  it('turns a fetch into app.inject and back, with status, headers and body', async () => {
    const apiFetch = createInjectFetch(() => app);
    const ok = await apiFetch(
      new Request('http://internal/api/v1/search/rank?number=2', { headers: { 'accept-language': 'en' } }),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('application/json');
    const body = (await ok.json()) as { code: string; data: unknown[] };
    expectContract('listHotKeywords', 200, body);
    expect(body.data).toHaveLength(2);
    const bad = await apiFetch('http://internal/api/v1/search/rank?number=99');
    expect(bad.status).toBe(400);
    const head = await apiFetch('http://internal/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('forwards a request body', async () => {
    const apiFetch = createInjectFetch(() => app);
    const res = await apiFetch('http://internal/api/v1/leave_word', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ name: '' }),
    });
    // The planned operation validates the body first: the fields came through.
    expect(res.status).toBe(400);
    const json = (await res.json()) as { data: { fields: Record<string, string> } };
    expect(Object.keys(json.data.fields).length).toBeGreaterThan(0);
  });

  it('refuses calls before the app exists', async () => {
    await expect(createInjectFetch(() => undefined)('http://internal/healthz')).rejects.toThrow(/not ready/);
  });
});

describe('loading the page handler', () => {
  const apiFetch = createInjectFetch(() => undefined);

  it('returns the error instead of throwing when the web app fails to build', async () => {
    const failed = await loadPageHandler({ mode: 'production', apiFetch }, async () => {
      throw new Error('Cannot find module dist/server/entry.server.js');
    });
    expect(failed).toHaveProperty('error');
    const wrongShape = await loadPageHandler({ mode: 'production', apiFetch }, async () => ({}));
    expect(String((wrongShape as { error: unknown }).error)).toMatch(/createPageHandler/);
  });

  it('builds the handler with the mode, apiFetch and the tracking script', async () => {
    const calls: unknown[] = [];
    const options = {
      mode: 'development',
      apiFetch,
      trackingScriptUrl: 'https://hm.baidu.com/hm.js?1',
    } as const;
    const loaded = await loadPageHandler(options, async () => ({
      createPageHandler: async (options: unknown) => {
        calls.push(options);
        return unavailablePages();
      },
    }));
    expect(loaded).toHaveProperty('handler');
    expect(calls).toEqual([options]);
  });

  it('serves a 503 page in place of a broken page handler while the API keeps working', async () => {
    const fallbackApp = await ctx.appWith({ pageHandler: unavailablePages() });
    const page = await fallbackApp.inject({ url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await fallbackApp.inject({ url: '/api/v1/tree_structure/child?status=0' });
    expect(api.statusCode).toBe(200);
    expectContract('getCategoryTree', 200, api.json());
  });
});

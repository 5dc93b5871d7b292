import uiZh from '@storefront/ui/i18n/zh-CN.json';
import validationEn from '@storefront/validation/i18n/en.json';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentAssets } from './app/Document.server';
import { documentDataIds } from './app/documentData';
import { type RenderOptions, render } from './entry.server';
import { envelope, fakeApiFetch, sections } from './test/fakeApi';
import { ssrPage, ssrPost } from './test/ssrPage';

const assets: DocumentAssets = {
  stylesheets: ['/assets/entry.client-abc.css'],
  modulePreloads: [],
  headScripts: [],
  bodyScripts: [{ src: '/assets/entry.client-abc.js', type: 'module' }],
};

function renderPage(
  path: string,
  { headers = {}, ...options }: Partial<RenderOptions> & { headers?: Record<string, string> } = {},
) {
  const api = fakeApiFetch();
  const onError = vi.fn();
  const response = render(new Request(`http://shop.test${path}`, { headers }), {
    apiFetch: api.apiFetch,
    assets,
    siteOrigins: { cn: null, en: null },
    onError,
    ...options,
  });
  return { response, requests: api.requests, onError };
}

async function page(path: string, options: Parameters<typeof renderPage>[1] = {}) {
  const { response, requests, onError } = renderPage(path, options);
  const res = await response;
  return { res, html: await res.text(), requests, onError };
}

/** The text of the JSON data block `id` of a document. */
function dataBlock(html: string, id: string): string | undefined {
  return new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
}

/** Every script element of a document whose content the browser would run as script, inline. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    .filter(([, attributes = '']) => !/\btype="application\/(ld\+)?json"/.test(attributes))
    .map(([element]) => element);
}

function titleOf(html: string) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function descriptionOf(html: string) {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
}

describe('the Chinese home page', () => {
  it('renders a full document with the shell and the server data', async () => {
    const { res, html } = await page('/', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="zh-CN" data-sf-dock="reserved">');
    expect(titleOf(html)).toBe('重组蛋白与试剂 | 禾泰生物');
    expect(descriptionOf(html)).toMatch(/重组蛋白/);
    expect(html).toContain('<link rel="canonical" href="http://shop.test/"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://shop.test/en"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="zh-CN" href="http://shop.test/"/>');
    // Shell: main navigation and the switch to the English site.
    for (const label of ['首页', '产品中心', '服务', '资源与支持', '新闻活动', '关于我们', '投资者关系']) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toMatch(/<a[^>]*href="\/en"[^>]*hrefLang="en"/);
    // Data from the API: the tree and the products of categories 4, 5 and 6.
    expect(html).toContain('Interleukins');
    for (const section of Object.values(sections)) {
      expect(html).toContain(section.category.name);
      expect(html).toContain(section.products[0]?.name);
    }
    // The browser router picks up the same loader data, from a data block (never executed).
    const hydration = JSON.parse(dataBlock(html, documentDataIds.routerHydration) ?? 'null');
    expect(Object.keys(hydration.loaderData)).toContain('site-cn');
    expect(html).toContain('<script type="module" src="/assets/entry.client-abc.js">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry.client-abc.css"/>');
  });

  it('links the CSS of the matched lazy route in the head and lists its chunks for the client entry', async () => {
    const assetsOfPage = vi.fn((files: readonly string[]) => ({
      ...assets,
      stylesheets: [...assets.stylesheets, ...files.map((file) => `/assets/${file}.css`)],
      modulePreloads: files.map((file) => `/assets/${file}.js`),
    }));
    const { html } = await page('/en/product-detail?catalogNumber=IL6-H4218', { assets: assetsOfPage });
    expect(assetsOfPage).toHaveBeenCalledWith([
      'src/i18n/catalogs/en.core.ts',
      'src/routes/catalogue/product-detail.tsx',
      'src/i18n/catalogs/en.product.ts',
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" href="/assets/src/routes/catalogue/product-detail.tsx.css"/>',
    );
    // The chunks are fetched once the page has painted (entry.client.ts), so none is preloaded by the head.
    expect(head).not.toContain('modulepreload');
    expect(JSON.parse(dataBlock(html, documentDataIds.modulePreloads) ?? 'null')).toEqual([
      '/assets/src/i18n/catalogs/en.core.ts.js',
      '/assets/src/routes/catalogue/product-detail.tsx.js',
      '/assets/src/i18n/catalogs/en.product.ts.js',
    ]);
  });

  it('composes news, literature highlights, distributors and the mail subscription', async () => {
    const { html } = await page('/en');
    expect(html).toContain('New IL-6 assay released');
    expect(html).toMatch(/<a[^>]*href="\/en\/article\?id=7"/);
    expect(html).toContain('IL-6 signalling in inflammation');
    expect(html).toContain('BioReagents GmbH');
    expect(html).toContain('Stay informed');
    expect(html).toMatch(/<input[^>]*type="email"/);
  });

  it('keeps the home page when its sections fail: each is logged and shows its error state', async () => {
    const failed = () => envelope(null, { status: 500, code: 'E0009', msg: 'database unavailable' });
    const api = fakeApiFetch({
      '/banner/show': failed,
      '/tree_structure': failed,
      '/popular_product': failed,
      '/article': failed,
      '/reference': failed,
      '/distributor': failed,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const res = await render(new Request('http://shop.test/en'), {
      apiFetch: api.apiFetch,
      assets,
      siteOrigins: { cn: null, en: null },
      onError,
    });
    const html = await res.text();
    const loggedCount = logged.mock.calls.length;
    logged.mockRestore();
    expect(res.status).toBe(200);
    expect(onError).not.toHaveBeenCalled();
    // Banners, three category sections, popular products, news, literature, distributors.
    expect(loggedCount).toBe(8);
    // The failed product sections keep their category names from the tree.
    for (const name of ['Cytokines', 'Immune Checkpoints', 'Viral Antigens']) expect(html).toContain(name);
    expect(html.match(/These products could not be loaded/g)).toHaveLength(4);
    expect(html).toContain('The news could not be loaded');
    expect(html).toContain('The literature highlights could not be loaded');
    expect(html).toContain('The distributors could not be loaded');
    expect(html).not.toContain('database unavailable');
  });

  it('records the site in the locale cookie for 365 days', async () => {
    const { res } = await page('/');
    expect(res.headers.getSetCookie()).toEqual([
      'i18n_redirected=cn; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it("marks personal pages private, so that no shared cache (nor the server's page cache) keeps them", async () => {
    expect((await page('/')).res.headers.get('cache-control')).toBe('no-store');
    // The cart's server HTML is the same busy page for everyone (its lines load in the browser).
    expect((await page('/cart')).res.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/order-list', '/en/order-list', '/complete-info']) {
      expect((await page(path)).res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('asks the API in Chinese, with the visitor headers passed on', async () => {
    const { requests } = await page('/', {
      headers: { 'x-forwarded-for': '203.0.113.9', cookie: 'session=abc', 'cf-ipcountry': 'CN' },
    });
    const paths = requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/tree_structure/child?status=0',
        '/api/v1/tree_structure?pid=4',
        '/api/v1/tree_structure?pid=5',
        '/api/v1/tree_structure?pid=6',
        '/api/v1/isChina',
      ]),
    );
    for (const request of requests) {
      expect(request.headers.get('accept-language')).toBe('zh-CN');
      expect(request.headers.get('x-forwarded-for')).toBe('203.0.113.9');
      expect(request.headers.get('cookie')).toBe('session=abc');
      expect(request.headers.get('cf-ipcountry')).toBe('CN');
    }
  });

  it('shows prices in China and Inquiry elsewhere', async () => {
    const inChina = await page('/');
    const abroad = fakeApiFetch({ '/isChina': () => envelope(false) });
    const outside = await (
      await render(new Request('http://shop.test/'), {
        apiFetch: abroad.apiFetch,
        assets,
        siteOrigins: { cn: null, en: null },
      })
    ).text();
    expect(inChina.html).toMatch(/1,980/);
    expect(outside).not.toMatch(/1,980/);
  });
});

describe('the English site', () => {
  it('renders /en in English with the cookie, without asking where the visitor is', async () => {
    const { res, html, requests } = await page('/en', { headers: { 'accept-language': 'zh-CN' } });
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(titleOf(html)).toBe('Recombinant proteins and reagents | Hetai Bio');
    expect(descriptionOf(html)).toMatch(/^Recombinant proteins/);
    expect(html).toContain('<link rel="canonical" href="http://shop.test/en"/>');
    expect(html).toContain('>Resources &amp; Support</a>');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*hrefLang="zh-CN"/);
    expect(res.headers.getSetCookie()).toEqual([
      'i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
    expect(requests.some((request) => request.url.endsWith('/isChina'))).toBe(false);
    expect(requests.every((request) => request.headers.get('accept-language') === 'en')).toBe(true);
    expect(html).not.toMatch(/1,980/);
  });

  it('links the language switch to the other origin when configured', async () => {
    const { html } = await page('/en?utm=1', {
      siteOrigins: { cn: 'https://www.example.cn', en: 'https://www.example.com' },
    });
    expect(html).toMatch(/<a[^>]*href="https:\/\/www.example.cn\/\?utm=1"[^>]*hrefLang="zh-CN"/);
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/en?utm=1"/>');
  });
});

describe('the root path', () => {
  it('redirects an English browser without a cookie to /en, keeping the query', async () => {
    const { res } = await page('/?from=ad', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en?from=ad');
  });

  it('lets the cookie win over the browser language', async () => {
    const chinese = await page('/', {
      headers: { 'accept-language': 'en-US', cookie: 'i18n_redirected=cn' },
    });
    expect(chinese.res.status).toBe(200);
    expect(chinese.html).toContain('<html lang="zh-CN"');
    const english = await page('/', {
      headers: { 'accept-language': 'zh-CN', cookie: 'i18n_redirected=en' },
    });
    expect(english.res.status).toBe(302);
    expect(english.res.headers.get('location')).toBe('/en');
  });

  it('serves the home page for a malformed locale cookie (i18n_redirected=%) instead of failing', async () => {
    const { res, html, onError } = await page('/', { headers: { cookie: 'i18n_redirected=%' } });
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="zh-CN"');
    expect(onError).not.toHaveBeenCalled();
  });

  it('never redirects other paths', async () => {
    const { res } = await page('/no-such-page', { headers: { 'accept-language': 'en-US' } });
    expect(res.status).toBe(404);
  });
});

describe('status pages', () => {
  it('answers an unknown Chinese route with 404 in Chinese and a link home', async () => {
    const { res, html, onError } = await page('/no-such-page');
    expect(res.status).toBe(404);
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toContain('页面未找到');
    expect(titleOf(html)).toBe('页面未找到 | 禾泰生物');
    expect(descriptionOf(html)).toBeTruthy();
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>返回首页<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(onError).not.toHaveBeenCalled();
  });

  it('answers an unknown English route with 404 in English and a link home', async () => {
    const { res, html } = await page('/en/no/such/page?x=1');
    expect(res.status).toBe(404);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('This page could not be found');
    expect(html).toMatch(/<a[^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
    // The shell stays, so the visitor can navigate on.
    expect(html).toContain('>Products</a>');
  });

  it("answers 500 with the error page when a page loader's API call fails", async () => {
    const failing = fakeApiFetch({
      '/product': () => envelope(null, { status: 500, code: 'E0009', msg: 'database unavailable' }),
    });
    const onError = vi.fn();
    const res = await render(new Request('http://shop.test/en/product-list?id=4'), {
      apiFetch: failing.apiFetch,
      assets,
      siteOrigins: { cn: null, en: null },
      onError,
    });
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain('Something went wrong');
    expect(titleOf(html)).toBe('Something went wrong | Hetai Bio');
    expect(onError).toHaveBeenCalledOnce();
    // Error details stay on the server.
    expect(html).not.toContain('database unavailable');
  });

  it('answers 500 when the API cannot be reached at all', async () => {
    const res = await render(new Request('http://shop.test/product-list?id=4'), {
      apiFetch: () => Promise.reject(new TypeError('fetch failed')),
      assets,
      siteOrigins: { cn: null, en: null },
      onError: () => {},
    });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('页面出错了');
  });

  it('answers 500 with the error page when a page fails to render', async () => {
    // Contract-violating data (an object where the product array belongs) makes the home page throw.
    const broken = fakeApiFetch({ '/popular_product': () => envelope({ list: 'none' }) });
    const onError = vi.fn();
    const res = await render(new Request('http://shop.test/en'), {
      apiFetch: broken.apiFetch,
      assets,
      siteOrigins: { cn: null, en: null },
      onError,
    });
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Something went wrong');
    expect(html).toContain('>Products</a>');
    expect(onError).toHaveBeenCalled();
  });

  it('refuses methods other than GET, HEAD and POST', async () => {
    const res = await render(new Request('http://shop.test/', { method: 'PUT' }), {
      apiFetch: fakeApiFetch().apiFetch,
      assets,
      siteOrigins: { cn: null, en: null },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it("answers a POST to a page without a form with the site's 405 page", async () => {
    const res = await render(
      new Request('http://shop.test/en/about-us', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=x',
      }),
      { apiFetch: fakeApiFetch().apiFetch, assets, siteOrigins: { cn: null, en: null } },
    );
    expect(res.status).toBe(405);
    expect(await res.text()).toContain('<html lang="en"');
  });
});

describe('a document the Content-Security-Policy allows without unsafe-inline (issue 10)', () => {
  it('carries its data in JSON blocks and runs no inline script, on pages and status pages', async () => {
    for (const path of ['/', '/en', '/en/nothing-here']) {
      const { html } = await page(path, { trackingScriptUrl: 'https://tracker.example/t.js' });
      expect(inlineScripts(html), path).toEqual([]);
      expect(html, path).not.toMatch(/\son[a-z]+="/i);
      expect(JSON.parse(dataBlock(html, documentDataIds.siteConfig) ?? 'null'), path).toEqual({
        origins: { cn: null, en: null },
        trackingScriptUrl: 'https://tracker.example/t.js',
      });
    }
  });

  it('keeps markup inside the data out of the document', async () => {
    const hostile = 'https://tracker.example/t.js?</script><script>alert(1)</script>';
    const { html } = await page('/', { trackingScriptUrl: hostile });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(inlineScripts(html)).toEqual([]);
    expect(JSON.parse(dataBlock(html, documentDataIds.siteConfig) ?? 'null').trackingScriptUrl).toBe(hostile);
  });
});

describe('a document painted whole', () => {
  it('holds its first paint until the whole app is parsed: the element it waits for follows the app', async () => {
    for (const path of ['/', '/en/cart', '/en/nothing-here']) {
      const { html } = await page(path);
      const expected = /<link rel="expect" href="#([^"]+)" blocking="render"\/>/.exec(html)?.[1];
      expect(expected, path).toBe(documentDataIds.siteConfig);
      // In the head, before anything of the page; its target right after the app's root closes.
      expect(html.indexOf('rel="expect"'), path).toBeLessThan(html.indexOf('</head>'));
      expect(html, path).toContain(`</div><script type="application/json" id="${expected}">`);
      expect(html.indexOf(`id="${expected}"`), path).toBeGreaterThan(html.indexOf('</main>'));
    }
  });
});

describe('the mail subscription without JavaScript (the home page action)', () => {
  it('answers 400 with the message under the field and the value kept, sending nothing', async () => {
    const { res, html, requests } = await ssrPost('/en?index', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(html).toContain(validationEn['validation.email']);
    expect(html).toMatch(
      /<input(?=[^>]*name="email")(?=[^>]*value="not-an-address")(?=[^>]*aria-invalid="true")/,
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('subscribes with POST /mail/subscription and returns to the home page, which says so', async () => {
    const { res, requests } = await ssrPost(
      '/?index',
      { email: 'ada@lab.cn' },
      { '/mail/subscription': () => envelope(null) },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?sent=subscription');
    const [call] = requests.filter((request) => request.method === 'POST');
    expect(await call?.json()).toEqual({ email: 'ada@lab.cn' });
    const { html } = await ssrPage('/?sent=subscription');
    expect(html).toContain(uiZh['ui.MailSubscriptionForm.sent']);
  });
});

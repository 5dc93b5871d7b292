import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { listOperations } from './contract/spec.js';
import * as schema from './db/schema.js';
import {
  contract,
  createTestContext,
  expectContract,
  type TestContext,
  testConfig,
} from './testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const planned = listOperations(contract).filter((op) => op.operation['x-availability'] === 'planned');
const live = listOperations(contract).filter((op) => op.operation['x-availability'] === 'live');

describe('the contract', () => {
  it('has the live operations of issues 2, 3, 4 and 5', () => {
    expect(live.map((op) => op.operationId).sort()).toEqual(
      [
        'getCategorySection',
        'getCategoryTree',
        'listProducts',
        'getProductSeo',
        'productExists',
        'listBanners',
        'listPopularProducts',
        'listArticles',
        'listReferences',
        'listDistributors',
        'listGlobalCfg',
        'getGlobalCfgValues',
        'listDict',
        'listHotKeywords',
        'getIsChina',
        // issue 3
        'createLeaveMessage',
        'createEnquiry',
        'subscribeMail',
        'recordChannelVisit',
        'recordChannelEvent',
        'recordUserChannel',
        'getUserIsChina',
        'listRelatedProducts',
        // issue 4: accounts
        'searchOrganizationNames',
        'loginWithPassword',
        'loginWithSmsCode',
        'registerUser',
        'getAuthStatus',
        'logout',
        'listAreas',
        'listIndustries',
        'sendVerificationCode',
        'checkVerificationCode',
        'getCaptcha',
        'checkCaptcha',
        'getCurrentUserInfo',
        'resetPassword',
        'sendSmsCode',
        'completeUserInfo',
        'updateUserProfile',
        'getUserRecord',
        'getUserProfile',
        // issue 4: cart and orders
        'addCartLine',
        'listCartLines',
        'settleCart',
        'batchDeleteCartLines',
        'updateCartLine',
        'deleteCartLine',
        'listOrders',
        // issue 5: the toolbox
        'calculate',
        // issue 12: search
        'searchAll',
        'suggestSearchTerms',
        'getSearchFacets',
        'searchProducts',
        'searchServices',
        'searchContent',
        'getSearchCount',
        'createProductSuggestion',
        // issue 13: news and events
        'getArticle',
        'listMeetings',
        'getMeeting',
        'registerMeetingInterest',
        // issue 13: about us, investors, contact and legal pages
        'getAboutUs',
        'getContactDirectory',
        'getInvestorRelations',
        'getRichDocument',
        // issue 13: literature and recruitment
        'getReferenceStatistics',
        'getRecruitmentConfig',
        'listJobs',
        'getJob',
        'applyForJob',
        // issue 14: services
        'listServices',
        'getService',
        // issue 14: resources and downloads
        'listResources',
        'requestResourceDownload',
        // issue 14: lots, QC data and COA
        'listProductLots',
        'requestCoa',
        // issue 15: applications
        'createTrialApplication',
        'createRewardApplication',
        'uploadIdPhoto',
        'listMyApplications',
      ].sort(),
    );
  });

  // Issue 15 implemented the last planned operations: the contract now has none, and every one is served.
  it('has no planned operation left', () => {
    expect(planned.map((op) => op.operation.operationId)).toEqual([]);
  });

  it('serves the absol call only under /api/absol', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/relaies?catalogNumber=IL6-H4218' });
    expect(res.statusCode).toBe(404);
  });

  it('accepts X-Api-Version 1 and rejects anything else with E0002', async () => {
    const one = await ctx.app.inject({ url: '/api/v1/banner/show', headers: { 'x-api-version': '1' } });
    expect(one.statusCode).toBe(200);
    const two = await ctx.app.inject({ url: '/api/v1/banner/show', headers: { 'x-api-version': '2' } });
    expect(two.statusCode).toBe(400);
    expectContract('listBanners', 400, two.json());
    expect(two.json().data.fields).toHaveProperty('x-api-version');
  });
});

describe('unknown API routes', () => {
  it('answer E0005 with 404 in the request language', async () => {
    for (const url of ['/api/v1/no/such/call', '/api/absol/nothing', '/api/elsewhere']) {
      const res = await ctx.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'E0005', msg: 'Not found', data: null });
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/api/v1/banner/show' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ code: 'E0005', msg: '未找到', data: null });
  });
});

describe('GET /healthz', () => {
  it('reports the database up', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('API reference', () => {
  it('serves the Scalar page with its script from this server, nothing from a CDN', async () => {
    const redirect = await ctx.app.inject({ url: '/api/docs' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/docs/');
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['js/scalar.js']);
    expect(page.body).not.toMatch(/https?:\/\/(cdn|fonts|unpkg)/);
    const script = await ctx.app.inject({ url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body.length).toBeGreaterThan(100_000);
    const spec = await ctx.app.inject({ url: '/api/docs/openapi.json' });
    expect(spec.json().info.title).toBe(contract.info && (contract.info as { title: string }).title);
  });

  it('allows the page’s one inline start-up call by its hash, on that page only', async () => {
    const app = await ctx.appWith({ env: { NODE_ENV: 'production' } });
    const page = await app.inject({ url: '/api/docs/' });
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('Scalar.createApiReference');
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    expect(policy(page.headers['content-security-policy'])['script-src']).toEqual(["'self'", hash]);
    const api = await app.inject({ url: '/api/v1/banner/show' });
    expect(policy(api.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });

  it('serves the raw contract at /api/openapi.yaml', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.yaml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/yaml');
    expect(res.body).toMatch(/^openapi: 3\.1/m);
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function policy(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers (issue 10, finding 6)', () => {
  it('keeps every Helmet header and allows no inline script or event handler outside development', async () => {
    for (const NODE_ENV of ['production', 'test']) {
      const app = await ctx.appWith({ env: { NODE_ENV } });
      const res = await app.inject({ url: '/api/v1/banner/show' });
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      const csp = policy(res.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src'], NODE_ENV).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(JSON.stringify(csp)).not.toContain('cdn');
    }
  });

  it('allows the tracking script’s origin to run and report only when TRACKING_SCRIPT_URL is set', async () => {
    const app = await ctx.appWith({
      env: { NODE_ENV: 'production', TRACKING_SCRIPT_URL: 'https://hm.baidu.com/hm.js?0123abcd' },
    });
    const csp = policy((await app.inject({ url: '/api/v1/banner/show' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://hm.baidu.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://hm.baidu.com']);
    // Its beacons are images, which any https origin may serve already.
    expect(csp['img-src']).toContain('https:');
  });

  it('is looser in development only: Vite’s inline preamble and its HMR WebSocket', async () => {
    const app = await ctx.appWith({ env: { NODE_ENV: 'development' } });
    const csp = policy((await app.inject({ url: '/api/v1/banner/show' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
  });
});

describe('internal errors', () => {
  it('answer E0009 with no stack trace or message in the body', async () => {
    const app = await ctx.appWith({});
    app.get('/api/v1/__test_failure', async () => {
      throw new Error('secret database password in a message');
    });
    const res = await app.inject({ url: '/api/v1/__test_failure', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'E0009', msg: 'Server error, please try again later', data: null });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('turn a failing database into E0009 on a live operation and 503 on /healthz', async () => {
    // A Drizzle database without a connection: every query throws, as with a database gone away.
    const app = await buildApp({
      db: drizzle.mock({ schema }),
      config: testConfig(),
      contract: { document: contract, text: '' },
    });
    const res = await app.inject({ url: '/api/v1/banner/show' });
    expect(res.statusCode).toBe(500);
    expectContract('listBanners', 500, res.json());
    expect(res.json()).toEqual({ code: 'E0009', msg: '服务器错误，请稍后再试', data: null });
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', database: 'down' });
    await app.close();
  });
});

import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import { buildApp, liveOperations } from './app.js';
import { CatalogueCache } from './cache/catalogue-cache.js';
import { CatalogueService } from './catalogue/service.js';
import { loadContract } from './contract/spec.js';
import { openDatabase } from './db/client.js';
import { requestContextOf } from './http/request-context.js';
import { GeoService } from './geo/service.js';
import { createDirectApi } from './ssr/direct-api.js';
import { testConfig } from './testing/test-app.js';
import { unwrap } from '@storefront/api-client';
import { AccountsService } from './accounts/service.js';

const database = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR as string });
const db = database.db;
const config = testConfig();
const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]?.toFixed(2);
const summary = (xs: number[]) => `p50 ${quantile(xs, 0.5)} ms, p95 ${quantile(xs, 0.95)} ms, p99 ${quantile(xs, 0.99)} ms`;

// The data of a product page (the loaders' calls: shell + page), through the direct client.
const cache = new CatalogueCache();
const operations = liveOperations(db, config, null as unknown as AccountsService, cache);
const direct = createDirectApi({ contract: loadContract(), operations, contextOf: requestContextOf(new GeoService({ countryHeader: null, devAssumeChina: false })) });
const fakeRequest = { ip: '203.0.113.9', headers: {}, log: { error: console.error } } as unknown as FastifyRequest;
const catalogue = new CatalogueService(db);
const ctx = { lang: 'zh' as const, clientIp: '1.1.1.1', inChina: false, showPrices: false, user: null };
const numbers: string[] = [];
for (const page of [3, 170, 333, 500, 777, 990, 1500, 2000]) {
  const p = await catalogue.listProducts(ctx, { page, size: 25, sort: 'default' });
  numbers.push(...p.list.map((x) => x.catalogNumber));
}
async function productPageData(catalogNumber: string) {
  const api = direct(fakeRequest)('zh-CN');
  await Promise.all([
    unwrap(api.GET('/isChina')),
    unwrap(api.GET('/tree_structure/child', { params: { query: { status: 0 } } })),
    unwrap(api.GET('/config/globalCfg/values', { params: { query: { keyList: 'a,b' } } })).catch(() => {}),
    unwrap(api.GET('/search/rank', { params: { query: { number: 5 } } })),
    unwrap(api.GET('/product', { params: { query: { catalogNumber, size: 1 } } })),
    unwrap(api.GET('/product/{catalogNumber}/seo', { params: { path: { catalogNumber } } })),
    unwrap(api.GET('/relaies', { params: { query: { catalogNumber, size: 8 } } })),
    unwrap(api.GET('/reference', { params: { query: { catalogNumber, size: 10 } } })),
    unwrap(api.GET('/dict', { params: { query: { type: 'industry' } } })),
    unwrap(api.GET('/distributor')),
  ]);
}
for (const n of numbers.slice(150)) await productPageData(n); // warm-up on other products
const cold: number[] = [];
for (const n of numbers.slice(0, 150)) { const t = performance.now(); await productPageData(n); cold.push(performance.now() - t); }
const warm: number[] = [];
for (const n of numbers.slice(0, 150)) { const t = performance.now(); await productPageData(n); warm.push(performance.now() - t); }
console.log(`product page data, direct, first visit of each of 150 products: ${summary(cold)}`);
console.log(`product page data, direct, second visit (cached): ${summary(warm)}`);

// Listing of category 4, uncached service: page 1 vs page 1000 (size 10), after a warm-up.
const time = async (f: () => Promise<unknown>, n = 30) => { const xs: number[] = []; for (let i = 0; i < n; i++) { const t = performance.now(); await f(); xs.push(performance.now() - t); } return xs; };
const service = new CatalogueService(db);
for (const sort of ['default', 'name', 'newest'] as const) {
  const list = (page: number) => () => service.listProducts(ctx, { treeId: 4, page, size: 10, sort });
  await list(1)(); await list(1000)(); await list(500)();
  const p1 = await time(list(1)); const p1000 = await time(list(1000));
  console.log(`category 4, sort ${sort}: page 1 ${summary(p1)}; page 1000 ${summary(p1000)}; total ${(await list(1)()).total}`);
}
const related = await time(async () => { for (const n of numbers.slice(0, 10)) await service.relatedProducts(ctx, n, 8); }, 5);
console.log(`related products (10 products per sample): ${summary(related.map((x) => x / 10))} per call`);
const counting = await time(() => service.listProducts(ctx, { treeId: 4, page: 1, size: 10, sort: 'default' }));
console.log(`listing incl. total (tally kept): ${summary(counting)}`);
await database.close();
void buildApp;

import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Pages rendered with only the catalog parts the app loads for them (the test setup loads them all):
 * a message of an area put in the wrong part would be missing here.
 */
describe('catalog parts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    '/',
    '/en',
    '/product-detail?catalogNumber=IL6-H4218',
    '/en/product-detail?catalogNumber=IL6-H4218',
    '/tool-class',
    '/en/tool-class?tab=fragment',
    '/cart',
    '/en/login',
    '/search-not-found',
    '/en/search-not-found',
    '/contact?type=authorized',
    '/en/contact?type=authorized',
    '/literature',
    '/en/literature',
    '/recruitment',
    '/en/recruitment/job?id=1',
    '/resources?activeIndex=1',
    '/en/resources?activeIndex=1',
  ])('%s renders every message it shows from the parts its routes load', async (path) => {
    vi.resetModules();
    const { ssrPage } = await import('../test/ssrPage');
    const consoleError = vi.spyOn(console, 'error');
    const { res } = await ssrPage(path);
    expect(res.status).toBe(200);
    const missing = consoleError.mock.calls.filter((call) =>
      /MISSING_TRANSLATION|Missing message/.test(String(call[0])),
    );
    expect(missing).toEqual([]);
  });
});

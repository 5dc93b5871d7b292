import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyApi } from '../test/companyFakeApi';
import { newsApi } from '../test/newsFakeApi';
import { searchApi } from '../test/searchFakeApi';
import { servicesApi } from '../test/servicesFakeApi';
import type { ssrPage } from '../test/ssrPage';

/**
 * Pages rendered with only the catalog parts the app loads for them (the test setup loads them all):
 * a message of an area put in the wrong part would be missing here.
 */
describe('catalog parts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each<[string, Parameters<typeof ssrPage>[1]]>([
    ['/', {}],
    ['/en', {}],
    ['/product-detail?catalogNumber=IL6-H4218', {}],
    ['/en/product-detail?catalogNumber=IL6-H4218', {}],
    ['/coa/verify?catalogNumber=IL6-H4218&lot=FAKE-1', {}],
    ['/en/coa/verify?catalogNumber=IL6-H4218&lot=H4218-2508A', {}],
    ['/tool-class', {}],
    ['/en/tool-class?tab=fragment', {}],
    ['/cart', {}],
    ['/en/login', {}],
    ['/search-not-found', {}],
    ['/en/search-not-found', {}],
    ['/contact?type=authorized', {}],
    ['/en/contact?type=authorized', {}],
    ['/literature', {}],
    ['/en/literature', {}],
    ['/recruitment', {}],
    ['/en/recruitment/job?id=1', {}],
    ['/resources?activeIndex=1', {}],
    ['/en/resources?activeIndex=1', {}],
    ['/en/cart', {}],
    ['/order-list', {}],
    ['/registered', {}],
    ['/en/reset', {}],
    ['/phone-login', {}],
    ['/en/complete-info', {}],
    ['/search?keywords=IL6', searchApi],
    ['/en/search?keywords=IL6', searchApi],
    ['/information', newsApi()],
    ['/en/article?id=12', newsApi()],
    ['/meeting-detail?id=3', newsApi()],
    ['/about-us', companyApi],
    ['/en/investors', companyApi],
    ['/privacy', companyApi],
    ['/service-list', servicesApi],
    ['/en/service?menuId=5', servicesApi],
    ['/apply', {}],
    ['/en/reward', {}],
    ['/my-applications', {}],
  ])(
    '%s renders every message it shows from the parts its routes load',
    async (path, api) => {
      vi.resetModules();
      const { ssrPage } = await import('../test/ssrPage');
      const consoleError = vi.spyOn(console, 'error');
      const { res } = await ssrPage(path, api);
      expect(res.status).toBe(200);
      const missing = consoleError.mock.calls.filter((call) =>
        /MISSING_TRANSLATION|Missing message/.test(String(call[0])),
      );
      expect(missing).toEqual([]);
      // The first page loads the app's modules afresh (vi.resetModules): slower than the default 5 s on a busy machine.
    },
    30_000,
  );
});

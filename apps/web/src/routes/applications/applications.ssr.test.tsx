import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { ssrPage, titleOf } from '../../test/ssrPage';

const catalogs = { en: { ...uiEn, ...appEn }, cn: { ...uiZh, ...appZh } } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
const headingsOf = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
const prefix = { cn: '', en: '/en' } as const;

describe.each(['cn', 'en'] as const)('the application pages of the %s site', (site) => {
  it.each([
    ['/apply', 'web.apply.title'],
    ['/reward', 'web.reward.title'],
  ])('%s answers 200 with its one h1 and title, noindex', async (path, titleId) => {
    const { res, html, onError } = await ssrPage(`${prefix[site]}${path}`);
    expect(res.status).toBe(200);
    const title = say(site, titleId);
    expect(titleOf(html)?.startsWith(`${title} | `)).toBe(true);
    expect(headingsOf(html)).toEqual([title]);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(onError).not.toHaveBeenCalled();
  });

  it('/apply asks for the lists its selects offer', async () => {
    const { paths } = await ssrPage(`${prefix[site]}/apply`);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/distributor/area',
        '/api/v1/global_cfg/industry/values',
        expect.stringMatching(/^\/api\/v1\/tree_structure\/child/),
      ]),
    );
  });

  it('/reward shows the error state with a retry, not a broken form, when the provinces fail', async () => {
    const { res, html } = await ssrPage(`${prefix[site]}/reward`, {
      '/distributor/area': () => envelope(null, { status: 500, code: 'E0008', msg: 'down' }),
    });
    expect(res.status).toBe(200);
    expect(html).toContain(say(site, 'web.applications.optionsFailedTitle'));
  });

  it('/my-applications renders its heading and no application before the login is known', async () => {
    const { res, html, paths } = await ssrPage(`${prefix[site]}/my-applications`);
    expect(res.status).toBe(200);
    expect(headingsOf(html)).toEqual([say(site, 'web.myApplications.title')]);
    expect(paths).not.toContain('/api/v1/user/applications');
    // Laid out as the logged-out state (the login links kept in place, unseen): nothing shifts for a visitor.
    expect(html).toMatch(/<div aria-busy="true" data-state="unknown">/);
    expect(html).toContain(say(site, 'web.myApplications.loggedOutDescription'));
    // A person's data: no shared cache keeps the page, robots do not index it.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

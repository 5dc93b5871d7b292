import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { ssrPage, titleOf } from '../../test/ssrPage';

const catalogs = { en: { ...uiEn, ...appEn }, cn: { ...uiZh, ...appZh } } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
/** The HTML-escaped text, as React writes it into the page. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const resource = {
  id: 4,
  title: 'Application note: PD-1/PD-L1 binding kinetics by SPR',
  category: 'note',
  fileName: 'app-note-pd1-pdl1-spr-en.pdf',
  fileType: 'pdf',
  fileSize: 48_128,
  fileUrl: '/files/resources/4/en',
  language: 'en',
  publishDate: '2025-08-18',
};

const answers = {
  '/resource': (url: URL) =>
    envelope({ list: [resource], total: 12, page: Number(url.searchParams.get('page') ?? 1), size: 10 }),
};

describe('/resources', () => {
  it.each([
    ['cn', '/resources?activeIndex=3'],
    ['en', '/en/resources?activeIndex=3'],
  ] as const)(
    'renders the %s page: h1, the six tabs, the search and the files with type and size',
    async (site, path) => {
      const { res, html, paths, onError } = await ssrPage(path, answers);
      expect(res.status).toBe(200);
      const title = say(site, 'web.resources.title');
      expect(titleOf(html)).toContain(escaped(say(site, 'web.resources.tabNote')));
      expect([...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1])).toEqual([
        escaped(title),
      ]);
      expect(html).toContain('rel="canonical"');
      expect(html).toContain('hrefLang="en"');
      // activeIndex 3 is the application and technical notes.
      expect(paths).toContain('/api/v1/resource?category=note&page=1&size=10');
      const prefix = site === 'en' ? '/en' : '';
      for (const index of [0, 1, 2, 3, 4, 5])
        expect(html).toContain(`href="${prefix}/resources?activeIndex=${index}"`);
      expect(html).toMatch(
        new RegExp(`<a[^>]*aria-current="page"[^>]*>${escaped(say(site, 'ui.ResourceTabs.note'))}</a>`),
      );
      // The search is a GET form that keeps the tab.
      expect(html).toContain(`action="${prefix}/resources"`);
      expect(html).toMatch(/<input[^>]*type="hidden"[^>]*name="activeIndex"[^>]*value="3"/);
      expect(html).toContain('name="q"');
      // The file: its title, its type and size, its address.
      expect(html).toContain(escaped(resource.title));
      expect(html).toContain('PDF');
      expect(html).toContain('47');
      expect(html).toContain('href="/files/resources/4/en"');
      // 12 files, 10 a page.
      expect(html).toContain(`href="${prefix}/resources?activeIndex=3&amp;page=2"`);
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('passes the search to the API and keeps it in the form', async () => {
    const { html, paths } = await ssrPage('/en/resources?activeIndex=0&q=SPR%20kinetics', answers);
    expect(paths).toContain('/api/v1/resource?category=manual&page=1&size=10&q=SPR%20kinetics');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="SPR kinetics"/);
    expect(html).toContain(escaped(say('en', 'web.resources.clear')));
  });

  it.each([
    ['cn', '/resources?activeIndex=1'],
    ['en', '/en/resources?activeIndex=1'],
  ] as const)(
    '%s: the COA tab explains the certificates and links to the COA form, without a file list',
    async (site, path) => {
      const { res, html, paths } = await ssrPage(path, answers);
      expect(res.status).toBe(200);
      expect(paths.some((p) => p.startsWith('/api/v1/resource'))).toBe(false);
      expect(html).toContain(escaped(say(site, 'web.resources.coaTitle')));
      expect(html).toContain(`href="${site === 'en' ? '/en' : ''}/coa"`);
    },
  );

  it('shows the empty state of a search, the error state (503) when the API fails, 404 past the end', async () => {
    const empty = await ssrPage('/resources?activeIndex=0&q=nothing', {
      '/resource': () => envelope({ list: [], total: 0, page: 1, size: 10 }),
    });
    expect(empty.res.status).toBe(200);
    expect(empty.html).toContain(escaped(say('cn', 'web.resources.emptySearch').replace('{q}', 'nothing')));
    const failed = await ssrPage('/en/resources', {
      '/resource': () => envelope(null, { status: 500, code: 'E0009', msg: 'server error' }),
    });
    expect(failed.res.status).toBe(503);
    expect(failed.html).toContain(escaped(say('en', 'web.resources.errorTitle')));
    const past = await ssrPage('/en/resources?page=9', {
      '/resource': () => envelope({ list: [], total: 12, page: 9, size: 10 }),
    });
    expect(past.res.status).toBe(404);
  });
});

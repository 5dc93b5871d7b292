import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import validationEn from '@storefront/validation/i18n/en.json';
import validationZh from '@storefront/validation/i18n/zh-CN.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { ssrPage, ssrPost, titleOf } from '../../test/ssrPage';

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
      // The file's link without JavaScript: the page's gate to the file (`?download=`).
      expect(html).toContain(`href="${prefix}/resources?activeIndex=3&amp;download=4"`);
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

describe('/resources without JavaScript (the download form posted, the pass in a cookie)', () => {
  const details = {
    name: 'Ada',
    email: 'ada@lab.cn',
    phone: '13800138000',
    province: 'Shanghai',
    unit: 'Lab',
    department: 'Bio',
  };
  const expiresAt = '2099-01-01T00:00:00.000Z';
  const withDownload = {
    '/resource': (url: URL) =>
      // The list is a GET with a query; the download form a POST without one.
      url.search === ''
        ? envelope({ url: '/files/resources/4/en?pass=P4SS', pass: 'P4SS', expiresAt })
        : answers['/resource'](url),
  };
  const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

  it("answers a file's link with the form's page when the visitor has no pass", async () => {
    const { res } = await ssrPage('/en/resources?activeIndex=3&download=4', answers);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/resources?activeIndex=3&details=4#download');
  });

  it("answers a file's link with the file and the pass when the pass cookie is there", async () => {
    const { res } = await ssrPage(
      '/en/resources?activeIndex=3&download=4',
      answers,
      {},
      {
        headers: { cookie: 'resource_pass=P4SS' },
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/files/resources/4/en?pass=P4SS');
  });

  it.each([
    ['cn', '/resources?activeIndex=3&details=4', validationZh],
    ['en', '/en/resources?activeIndex=3&details=4', validationEn],
  ] as const)(
    'holds the form on the %s page, and answers bad details in place (400)',
    async (site, path, validation) => {
      const { html } = await ssrPage(path, answers);
      expect(html).toContain('id="download"');
      expect(html).toContain(escaped(say(site, 'ui.ResourceDownloadForm.formLabel')));
      expect(html).toMatch(/<form[^>]*method="post"/);

      const {
        res,
        html: refused,
        requests,
      } = await ssrPost(path, { ...details, email: 'nope', name: '' }, withDownload);
      expect(res.status).toBe(400);
      expect(refused).toContain(validation['validation.email']);
      expect(refused).toMatch(/<input(?=[^>]*name="email")(?=[^>]*value="nope")(?=[^>]*aria-invalid="true")/);
      expect(refused).toMatch(/<input[^>]*name="unit"[^>]*value="Lab"/);
      expect(posts(requests)).toEqual([]);
    },
  );

  it('sends the details with POST /resource, keeps the pass in a cookie and redirects to the sent state', async () => {
    const { res, requests } = await ssrPost('/en/resources?activeIndex=3&details=4', details, withDownload);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/resources?activeIndex=3&details=4&sent=download');
    expect(res.headers.get('set-cookie')).toMatch(/^resource_pass=P4SS; Path=\/; Expires=Thu, 01 Jan 2099/);
    const [call] = posts(requests);
    expect(await call?.json()).toEqual({ resourceId: 4, ...details });
  });

  it("confirms on the sent page with the file's link", async () => {
    const { html } = await ssrPage('/en/resources?activeIndex=3&details=4&sent=download', answers);
    expect(html).toContain('data-state="sent"');
    expect(html).toContain(escaped(say('en', 'ui.ResourceDownloadForm.readyTitle')));
    expect(html).toContain('href="/en/resources?activeIndex=3&amp;download=4"');
    expect(html).not.toContain('name="province"');
  });

  it('answers a filled honeypot as sent, and sends nothing', async () => {
    const { res, requests } = await ssrPost(
      '/en/resources?activeIndex=3&details=4',
      { ...details, website: 'http://spam' },
      withDownload,
    );
    expect(res.status).toBe(303);
    expect(posts(requests)).toEqual([]);
  });
});

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

const reference = {
  id: 3,
  title: 'IL-6 signalling in inflammation',
  authors: 'Zhang W, Li X',
  journal: 'Nature Immunology',
  impactFactor: 30.5,
  year: 2023,
  doi: '10.1038/s41590-023-0001-1',
  catalogNumber: 'IL6-H4218',
  productName: 'Human IL-6 Protein',
  lotNumber: '2403C17',
  target: 'IL-6',
};
const statistics = {
  citations: 151,
  highestImpactFactor: 54.94,
  averageImpactFactor: 6.03,
  products: 98,
  journals: 27,
};

const answers = {
  '/reference': (url: URL) =>
    envelope({ list: [reference], total: 31, page: Number(url.searchParams.get('page') ?? 1), size: 10 }),
  '/reference/statistics': () => envelope(statistics),
};

describe('/literature', () => {
  it.each([
    ['cn', '/literature'],
    ['en', '/en/literature'],
  ] as const)(
    'renders the %s page: h1, figures, filters, guidance, citations with their ready line',
    async (site, path) => {
      const { res, html, onError } = await ssrPage(path, answers);
      expect(res.status).toBe(200);
      const title = say(site, 'web.literature.title');
      expect(titleOf(html)?.startsWith(`${title} | `)).toBe(true);
      expect([...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1])).toEqual([title]);
      expect(html).toContain('rel="canonical"');
      // The SPEC §9 figures, from the API's statistics.
      expect(html).toContain(escaped(say(site, 'web.literature.statHighest')));
      expect(html).toContain('54.94');
      expect(html).toContain('6.03');
      expect(html).toContain('>151<');
      // A GET form: every filter is in the address, and it works without JavaScript.
      // The form around the filters (the header's search box is a form of its own).
      const form =
        /<form[^>]*>/.exec(html.slice(html.lastIndexOf('<form', html.indexOf('name="keyword"'))))?.[0] ?? '';
      expect(form).toContain('method="get"');
      expect(form).toContain(`action="${site === 'en' ? '/en' : ''}/literature"`);
      for (const field of [
        'keyword',
        'journal',
        'yearFrom',
        'yearTo',
        'impactFactorMin',
        'impactFactorMax',
        'sort',
      ]) {
        expect(html, field).toContain(`name="${field}"`);
      }
      expect(html).toContain(escaped(say(site, 'web.literature.howToCiteTitle')));
      const line =
        site === 'en'
          ? 'Human IL-6 Protein (Hetai Bio, Cat. No. IL6-H4218, Lot No. 2403C17, Beijing, China)'
          : 'Human IL-6 Protein（禾泰生物，货号 IL6-H4218，批号 2403C17，北京，中国）';
      expect(html).toContain(escaped(line));
      // The copy button needs JavaScript: the server's HTML has the selectable line only.
      expect(html).not.toContain(`>${say(site, 'ui.CitationLine.copy')}</button>`);
      // 31 citations, 10 a page: the pagination links keep the address's filters.
      expect(html).toContain(`href="${site === 'en' ? '/en' : ''}/literature?page=2"`);
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('passes the address’s filters, order and page to the API, and keeps them in the form', async () => {
    const { html, paths } = await ssrPage(
      '/en/literature?keyword=IL-6&journal=Nature&yearFrom=2020&impactFactorMin=5&sort=impact&page=2&yearTo=oops',
      answers,
    );
    expect(paths).toContain(
      '/api/v1/reference?keyword=IL-6&journal=Nature&yearFrom=2020&impactFactorMin=5&sort=impact&page=2&size=10',
    );
    expect(paths).toContain(
      '/api/v1/reference/statistics?keyword=IL-6&journal=Nature&yearFrom=2020&impactFactorMin=5',
    );
    expect(html).toMatch(/<input[^>]*name="keyword"[^>]*value="IL-6"/);
    expect(html).toMatch(/<option value="impact" selected="">/);
    expect(html).toContain(escaped(say('en', 'web.literature.clear')));
  });

  it('shows the empty state when nothing matches, and the error state (503) when the API fails', async () => {
    const empty = await ssrPage('/literature?keyword=nothing', {
      '/reference': () => envelope({ list: [], total: 0, page: 1, size: 10 }),
      '/reference/statistics': () =>
        envelope({
          citations: 0,
          highestImpactFactor: null,
          averageImpactFactor: null,
          products: 0,
          journals: 0,
        }),
    });
    expect(empty.res.status).toBe(200);
    expect(empty.html).toContain(say('cn', 'web.literature.emptyTitle'));
    const failed = await ssrPage('/en/literature', {
      '/reference': () => envelope(null, { status: 500, code: 'E0009', msg: 'server error' }),
      '/reference/statistics': () => envelope(statistics),
    });
    expect(failed.res.status).toBe(503);
    expect(failed.html).toContain(escaped(say('en', 'web.literature.errorTitle')));
  });

  it('answers 404 for a page past the end', async () => {
    const { res } = await ssrPage('/en/literature?page=9', {
      '/reference': () => envelope({ list: [], total: 31, page: 9, size: 10 }),
      '/reference/statistics': () => envelope(statistics),
    });
    expect(res.status).toBe(404);
  });
});

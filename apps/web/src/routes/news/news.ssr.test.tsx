import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import validationEn from '@storefront/validation/i18n/en.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { newsApi, newsArticles } from '../../test/newsFakeApi';
import { hydratedLoaderData, ssrPage, ssrPost, titleOf } from '../../test/ssrPage';

const catalogs = { en: { ...uiEn, ...appEn }, cn: { ...uiZh, ...appZh } } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
/** The HTML-escaped text, as React writes it into the page. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : null;
};
const h1Of = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);

describe('the home page', () => {
  it.each([
    ['', '/'],
    ['/en', '/en'],
  ] as const)('leads its news items and its "view all" to the news pages (%s)', async (prefix, path) => {
    const { res, html } = await ssrPage(path);
    expect(res.status).toBe(200);
    expect(html).toContain(`href="${prefix}/article?id=7"`);
    // The news section's "view all" (the footer links to the tab too, so the link is found by its text).
    const viewAll = say(prefix ? 'en' : 'cn', 'web.home.viewAll');
    const viewAllLinks = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
      .filter((match) => match[2] === viewAll)
      .map((match) => match[1]);
    expect(viewAllLinks).toContain(`${prefix}/information?activeIndex=0`);
  });
});

describe('/information', () => {
  it.each([
    ['cn', '/information?activeIndex=0'],
    ['en', '/en/information?activeIndex=0'],
  ] as const)('lists the %s company news, newest first, under the tabs', async (site, path) => {
    const { res, html, paths } = await ssrPage(path, newsApi());
    expect(res.status).toBe(200);
    expect(paths).toContain('/api/v1/article?category=news&page=1&size=10');
    expect(h1Of(html)).toEqual([escaped(say(site, 'web.news.title'))]);
    const prefix = site === 'en' ? '/en' : '';
    // The tabs are links, the current one marked.
    const current = [...html.matchAll(/<a[^>]*aria-current="page"[^>]*>/g)].map((match) => match[0]);
    expect(current.some((link) => link.includes(`href="${prefix}/information?activeIndex=0"`))).toBe(true);
    expect(html).toContain(`href="${prefix}/information?activeIndex=2"`);
    expect(html).toContain(say(site, 'ui.NewsTabs.meeting'));
    // Newest first, each linked to its article; the cover-less ones draw a placeholder.
    const first = html.indexOf('Phase II of the Suzhou GMP site');
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(html.indexOf('Certified to ISO 13485'));
    expect(html).toContain(`href="${prefix}/article?id=12"`);
    expect(html).toContain('data-has-cover="false"');
    expect(html).toContain('src="https://cdn.example.com/cldn.jpg"');
    expect(html).not.toContain('Webinar: capping analysis');
    expect(html).toContain(
      `<link rel="canonical" href="http://shop.test${prefix}/information?activeIndex=0"/>`,
    );
  });

  it("hydrates the list from what its cards show, not the articles' texts", async () => {
    const { html } = await ssrPage('/en/information?activeIndex=0', newsApi());
    const pageData = hydratedLoaderData(html, 'en-information') as { items: Record<string, unknown>[] };
    expect(pageData.items[0]).toMatchObject({
      title: expect.stringContaining('Phase II of the Suzhou GMP site'),
    });
    expect(pageData.items[0]).not.toHaveProperty('content');
    expect(html).not.toContain('clean rooms');
  });

  it('lists the meetings on tab 2, with their dates and place, linked to their pages', async () => {
    const { html, paths } = await ssrPage('/en/information?activeIndex=2', newsApi());
    expect(paths).toContain('/api/v1/meeting?page=1&size=10');
    expect(html).toContain('href="/en/meeting-detail?id=2"');
    expect(html).toContain('Munich, Germany · ICM');
    expect(html).toContain('dateTime="2026-11-02"');
    expect(titleOf(html)).toBe(`Meetings | News &amp; Activities | ${say('en', 'web.brand.name')}`);
  });

  it('pages a long list: links to the other pages keep the tab', async () => {
    const { html } = await ssrPage('/en/information?activeIndex=1&page=2', {
      ...newsApi(),
      '/article': () => envelope({ list: newsArticles, total: 25, page: 2, size: 10 }),
    });
    expect(html).toContain('href="/en/information?activeIndex=1&amp;page=3"');
    expect(html).toContain('href="/en/information?activeIndex=1"');
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
  });

  it('asks for the page of the query and falls back to the first tab for an unknown index', async () => {
    const { paths } = await ssrPage('/information?activeIndex=9&page=3', newsApi());
    expect(paths).toContain('/api/v1/article?category=news&page=3&size=10');
    const activities = await ssrPage('/information?activeIndex=1', newsApi());
    expect(activities.paths).toContain('/api/v1/article?category=activity&page=1&size=10');
    expect(activities.html).toContain('Webinar: capping analysis');
  });

  it('answers 404 for a page number past the end of a tab', async () => {
    const past = await ssrPage('/en/information?activeIndex=0&page=7', {
      ...newsApi(),
      '/article': () => envelope({ list: [], total: 12, page: 7, size: 10 }),
    });
    expect(past.res.status).toBe(404);
  });

  it('shows the empty state for an empty tab, and the error state, still 200, when the list fails', async () => {
    const empty = await ssrPage('/en/information?activeIndex=1', {
      ...newsApi(),
      '/article': () => envelope({ list: [], total: 0, page: 1, size: 10 }),
    });
    expect(empty.res.status).toBe(200);
    expect(empty.html).toContain(say('en', 'web.information.empty'));
    const failed = await ssrPage('/information', {
      '/article': () => envelope(null, { status: 500, code: 'E0009', msg: 'down' }),
    });
    expect(failed.res.status).toBe(200);
    expect(failed.html).toContain(say('cn', 'web.information.failed'));
    expect(failed.html).toContain(say('cn', 'ui.NewsTabs.news'));
  });
});

describe('/article', () => {
  it.each([
    ['cn', '/article?id=11'],
    ['en', '/en/article?id=11'],
  ] as const)(
    'renders the %s article with its body, date, neighbours and NewsArticle JSON-LD',
    async (site, path) => {
      const { res, html } = await ssrPage(path, newsApi());
      expect(res.status).toBe(200);
      expect(h1Of(html)).toEqual(['Certified to ISO 13485']);
      expect(titleOf(html)).toBe(`Certified to ISO 13485 | ${say(site, 'web.brand.name')}`);
      expect(html).toContain('<p>Certified.</p>');
      expect(html).toContain('dateTime="2026-02-12"');
      const prefix = site === 'en' ? '/en' : '';
      // The newer news is "next", the older "previous".
      expect(html).toMatch(
        new RegExp(
          `href="${prefix}/article\\?id=12" rel="next"|rel="next"[^>]*href="${prefix}/article\\?id=12"`,
        ),
      );
      expect(html).toMatch(
        new RegExp(
          `href="${prefix}/article\\?id=10" rel="prev"|rel="prev"[^>]*href="${prefix}/article\\?id=10"`,
        ),
      );
      expect(html).toContain(`href="${prefix}/wechat-share?id=11"`);
      const jsonLd = jsonLdOf(html);
      expect(jsonLd).toMatchObject({
        '@type': 'NewsArticle',
        headline: 'Certified to ISO 13485',
        datePublished: '2026-02-12',
        url: `http://shop.test${prefix}/article?id=11`,
        publisher: { '@type': 'Organization', name: say(site, 'web.brand.name') },
      });
      expect(jsonLd.image[0]).toMatch(/^http:\/\/shop\.test\/.*share-image.*\.png/);
    },
  );

  it('renders the stored rich text as markup and lists the related products', async () => {
    const { html } = await ssrPage('/en/article?id=12', newsApi());
    expect(html).toContain('<strong>4,000 m²</strong>');
    expect(html).toContain('href="/en/product-detail?catalogNumber=IL2-H1011"');
    expect(html).toContain(say('en', 'web.article.relatedProducts'));
    // The newest has no next.
    expect(html).not.toContain('rel="next"');
  });

  it('answers a real 404 page for an unknown, missing or malformed id', async () => {
    for (const path of ['/article?id=404', '/en/article', '/article?id=abc', '/article?id=99999999999']) {
      const { res, html } = await ssrPage(path, newsApi());
      expect(res.status, path).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});

describe('/meeting-detail', () => {
  it.each([
    ['cn', '/meeting-detail?id=2'],
    ['en', '/en/meeting-detail?id=2'],
  ] as const)(
    'renders the %s meeting: dates, place, booth, agenda, the form and Event JSON-LD',
    async (site, path) => {
      const { res, html } = await ssrPage(path, newsApi());
      expect(res.status).toBe(200);
      expect(h1Of(html)).toEqual(['BIO-Europe 2026']);
      expect(html).toContain('Munich, Germany');
      expect(html).toContain('C-18');
      expect(html).toContain('<li>Booth C-18 open all day</li>');
      for (const field of ['name', 'company', 'email', 'phone', 'content']) {
        expect(html, field).toContain(`name="${field}"`);
      }
      expect(html).toContain(escaped(say(site, 'ui.MeetingRegistrationForm.submit')));
      expect(jsonLdOf(html)).toMatchObject({
        '@type': 'Event',
        name: 'BIO-Europe 2026',
        startDate: '2026-11-02',
        endDate: '2026-11-04',
        location: { '@type': 'Place', name: 'ICM', address: { addressLocality: 'Munich, Germany' } },
        performer: { '@type': 'Organization' },
      });
    },
  );

  it('names the company as the organiser of its own seminar and lists the products shown', async () => {
    const { html } = await ssrPage('/en/meeting-detail?id=3', newsApi());
    expect(html).toContain(say('en', 'web.meeting.ownEvent'));
    expect(html).toContain('href="/en/product-detail?catalogNumber=CD002"');
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'Event', organizer: { '@type': 'Organization' } });
  });

  it('answers 404 for an unknown meeting', async () => {
    expect((await ssrPage('/meeting-detail?id=404', newsApi())).res.status).toBe(404);
    expect((await ssrPage('/en/meeting-detail?id=x', newsApi())).res.status).toBe(404);
  });
});

describe('/wechat-share', () => {
  it.each([
    ['cn', '/wechat-share?id=11', 'http://shop.test/article?id=11'],
    ['en', '/en/wechat-share?id=11', 'http://shop.test/en/article?id=11'],
  ] as const)(
    'gives the %s share card: title, description, image and the article URL',
    async (site, path, articleUrl) => {
      const { res, html } = await ssrPage(path, newsApi());
      expect(res.status).toBe(200);
      expect(html).toContain('<meta property="og:title" content="Certified to ISO 13485"/>');
      expect(html).toContain(
        '<meta property="og:description" content="Design and manufacture of diagnostic antigens."/>',
      );
      expect(html).toContain(`<meta property="og:url" content="${articleUrl}"/>`);
      expect(html).toMatch(
        /<meta property="og:image" content="http:\/\/shop\.test\/[^"]*share-image[^"]*\.png[^"]*"\/>/,
      );
      expect(html).toContain('<meta itemProp="name" content="Certified to ISO 13485"/>');
      // A duplicate of its article for WeChat's scanner: robots index the article instead.
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      // The QR code's accessible name names the article; the link leads to it.
      expect(html).toContain(escaped(say(site, 'web.wechatShare.scan')));
      expect(html).toContain(`href="${site === 'en' ? '/en' : ''}/article?id=11"`);
    },
  );

  it('uses the cover as the share picture when the article has one', async () => {
    const { html } = await ssrPage('/wechat-share?id=10', newsApi());
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/cldn.jpg"/>');
  });

  it('answers 404 for an unknown article', async () => {
    expect((await ssrPage('/wechat-share?id=404', newsApi())).res.status).toBe(404);
  });
});

describe('/meeting-detail without JavaScript (the registration action)', () => {
  const registration = {
    name: 'Ada',
    company: 'Lab',
    email: 'ada@lab.cn',
    phone: '+44 20 7946 0000',
    content: '',
  };
  const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

  it('answers 400 with the messages on the fields and the values kept, sending nothing', async () => {
    const { res, html, requests } = await ssrPost(
      '/en/meeting-detail?id=2',
      { ...registration, email: 'nobody' },
      newsApi(),
    );
    expect(res.status).toBe(400);
    expect(html).toContain(validationEn['validation.email']);
    expect(html).toMatch(/<input(?=[^>]*name="company")(?=[^>]*value="Lab")/);
    expect(posts(requests)).toEqual([]);
  });

  it('registers with POST /meeting/{id}/registration, then confirms on the page it returns to', async () => {
    const { res, requests } = await ssrPost('/en/meeting-detail?id=2', registration, {
      ...newsApi(),
      '/meeting/2/registration': () => envelope(null),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/meeting-detail?id=2&sent=registration');
    const [call] = posts(requests);
    expect(new URL(call?.url ?? '').pathname).toBe('/api/v1/meeting/2/registration');
    expect(await call?.json()).toEqual({
      name: 'Ada',
      company: 'Lab',
      email: 'ada@lab.cn',
      phone: '+44 20 7946 0000',
    });
    const { html } = await ssrPage('/en/meeting-detail?id=2&sent=registration', newsApi());
    expect(html).toContain(escaped(say('en', 'ui.MeetingRegistrationForm.succeededTitle')));
    // The form is gone (the footer's message form stays).
    expect(html).not.toContain(`aria-label="${escaped(say('en', 'ui.MeetingRegistrationForm.formLabel'))}"`);
  });
});

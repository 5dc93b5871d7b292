import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { companyApi, directory, investor, offices } from '../../test/companyFakeApi';
import { distributors, envelope } from '../../test/fakeApi';
import { ssrPage, titleOf } from '../../test/ssrPage';

const catalogs = { en: { ...uiEn, ...appEn }, cn: { ...uiZh, ...appZh } } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] as string) as Record<string, unknown>) : null;
};

describe('/about-us', () => {
  it.each([
    ['cn', '/about-us'],
    ['en', '/en/about-us'],
  ] as const)(
    'renders the %s page: the title, the section nav and the first section, with JSON-LD',
    async (site, path) => {
      const { res, html, onError } = await ssrPage(path, companyApi);
      expect(res.status).toBe(200);
      expect(h1s(html)).toEqual([say(site, 'web.company.aboutTitle')]);
      expect(titleOf(html)).toContain('Company Profile');
      expect(html).toContain(`aria-label="${say(site, 'web.company.aboutSections')}"`);
      expect(html).toContain('<p>Founded in 2010.</p>');
      const prefix = site === 'en' ? '/en' : '';
      expect(html).toContain(`href="${prefix}/about-us?childId=2"`);
      const jsonLd = jsonLdOf(html);
      expect(jsonLd).toMatchObject({
        '@type': 'Organization',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Beijing',
          postalCode: '100176',
          addressCountry: 'CN',
        },
      });
      expect(jsonLd?.contactPoint).toHaveLength(2);
      expect(html).toContain('rel="canonical"');
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('shows the history as a timeline and the offices with their opening hours', async () => {
    const history = await ssrPage('/en/about-us?childId=2', companyApi);
    expect(history.html).toMatch(/<ol[^>]*aria-label="History"/);
    expect(history.html).toContain('Listed on ChiNext');
    const contacts = await ssrPage('/en/about-us?childId=5', companyApi);
    expect(contacts.html).toContain('Shanghai Office');
    expect(contacts.html).toContain('Mon-Fri 9:00-17:30 (UTC+8)');
    expect(contacts.html).toContain('href="tel:02150803316"');
  });

  it('answers 404 for a childId that is no section, and 500 when the API fails', async () => {
    expect((await ssrPage('/about-us?childId=99', companyApi)).res.status).toBe(404);
    expect((await ssrPage('/about-us?childId=abc', companyApi)).res.status).toBe(404);
    const failed = await ssrPage('/about-us', {
      '/company/about': () => envelope(null, { status: 500, code: 'E0009', msg: 'down' }),
    });
    expect(failed.res.status).toBe(500);
  });
});

describe('/investors', () => {
  it.each([
    ['cn', '/investors'],
    ['en', '/en/investors'],
  ] as const)(
    'renders the %s page with stock information, downloads, governance and contact',
    async (site, path) => {
      const { res, html, onError } = await ssrPage(path, companyApi);
      expect(res.status).toBe(200);
      expect(h1s(html)).toEqual([say(site, 'web.company.investorsTitle')]);
      expect(html).toContain('Stock code: 300000');
      for (const id of [
        'web.company.periodicReports',
        'web.company.announcements',
        'web.company.investorContact',
      ]) {
        expect(html).toContain(say(site, id));
      }
      // The file is the server's, on both sites: no /en prefix, a download link.
      expect(html).toMatch(/<a[^>]*href="\/files\/investor-documents\/1"[^>]*download=""/);
      expect(html).toContain('Four board committees.');
      expect(html).toContain('ir@hetaibio.example');
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('shows the empty state when there are no documents', async () => {
    const { html } = await ssrPage('/en/investors', {
      ...companyApi,
      '/investor': () => envelope({ ...investor, documents: [] }),
    });
    expect(html.split(say('en', 'ui.DocumentList.emptyTitle')).length - 1).toBe(2);
  });
});

describe('/contact', () => {
  it.each([
    ['cn', '/contact?type=contact'],
    ['en', '/en/contact?type=contact'],
  ] as const)(
    'renders the %s contact view: departments, the 24-hour promise, offices and the message form',
    async (site, path) => {
      const { res, html, onError } = await ssrPage(path, companyApi);
      expect(res.status).toBe(200);
      expect(h1s(html)).toEqual([say(site, 'web.company.contactTitle')]);
      expect(html).toContain(say(site, 'web.company.contactPromise'));
      expect(html).toContain('Technical Support');
      const prefix = site === 'en' ? '/en' : '';
      expect(html).toContain(`href="${prefix}/recruitment"`);
      // The message form twice: on the page and in the footer, each with its own fields.
      expect(html.match(/name="content"/g)).toHaveLength(2);
      expect(jsonLdOf(html)?.contactPoint).toHaveLength(offices.length + directory.channels.length);
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('marks the department a footer link points at, and refuses an unknown type', async () => {
    const { html } = await ssrPage('/en/contact?type=support', companyApi);
    expect(html).toMatch(/<article id="support"[^>]*data-state="highlighted"/);
    expect((await ssrPage('/en/contact?type=nothing', companyApi)).res.status).toBe(404);
  });

  it.each([
    ['cn', '/contact?type=authorized'],
    ['en', '/en/contact?type=authorized'],
  ] as const)('renders the %s distributors with the country selector', async (site, path) => {
    const { res, html, paths } = await ssrPage(path, companyApi);
    expect(res.status).toBe(200);
    expect(paths).toContain('/api/v1/distributor');
    expect(h1s(html)).toEqual([say(site, 'web.company.authorizedTitle')]);
    expect(html).toMatch(/<select[^>]*name="country"/);
    expect(html).toContain(`<option value="DE">Germany</option>`);
    expect(html).toContain(distributors[0]?.name);
  });

  it('filters by country, and shows the empty state for a country without distributors', async () => {
    const germany = await ssrPage('/en/contact?type=authorized&country=de', companyApi);
    expect(germany.html).toContain(distributors[0]?.name);
    const none = await ssrPage('/en/contact?type=authorized&country=FR', companyApi);
    expect(none.html).not.toContain(distributors[0]?.name);
    expect(none.html).toContain(say('en', 'ui.DistributorList.emptyTitle'));
  });
});

describe('/privacy and /rich-detail', () => {
  it.each([
    ['cn', '/privacy'],
    ['en', '/en/rich-detail?title=Privacy&fileId=1025'],
  ] as const)('renders %s: the stored document, its title as h1 and document title', async (_site, path) => {
    const { res, html, onError } = await ssrPage(path, companyApi);
    expect(res.status).toBe(200);
    expect(h1s(html)).toEqual(['Privacy Policy']);
    expect(titleOf(html)?.startsWith('Privacy Policy | ')).toBe(true);
    expect(html).toContain('<h2>What we collect</h2>');
    expect(onError).not.toHaveBeenCalled();
  });

  it("redirects the other site's id (the language switch keeps the query) to this site's document", async () => {
    const { res } = await ssrPage('/en/rich-detail?title=Privacy&fileId=1025', {
      ...companyApi,
      '/config/globalCfg/values': () => envelope([{ key: 'privacy_policy', value: '2025' }]),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/rich-detail?title=Privacy&fileId=2025');
  });

  it('answers 404 for an unknown or malformed file id', async () => {
    expect((await ssrPage('/rich-detail?fileId=404', companyApi)).res.status).toBe(404);
    expect((await ssrPage('/rich-detail?fileId=../x', companyApi)).res.status).toBe(404);
    expect((await ssrPage('/rich-detail', companyApi)).res.status).toBe(404);
  });
});

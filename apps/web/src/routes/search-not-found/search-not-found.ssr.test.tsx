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
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('/search-not-found', () => {
  it.each([
    ['cn', '/search-not-found'],
    ['en', '/en/search-not-found'],
  ] as const)('renders the %s page: its one h1, the tips and every field, noindex', async (site, path) => {
    const { res, html, onError } = await ssrPage(path);
    expect(res.status).toBe(200);
    const title = say(site, 'web.searchNotFound.title');
    expect(titleOf(html)?.startsWith(`${title} | `)).toBe(true);
    const headings = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
    expect(headings).toEqual([title]);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(escaped(say(site, 'web.searchNotFound.tipSpelling')));
    for (const field of [
      'productName',
      'species',
      'tagPosition',
      'expressionSystem',
      'tag',
      'expressionRange',
      'accessionNumber',
      'quantity',
      'longTermNeed',
      'purpose',
      'quality',
      'deliveryTime',
      'otherRequirements',
      'name',
      'company',
      'department',
      'region',
      'email',
      'phone',
      'industry',
    ]) {
      expect(html, field).toContain(`name="${field}"`);
    }
    expect(onError).not.toHaveBeenCalled();
  });

  it('offers the areas as regions, and names the search that found nothing as the product', async () => {
    const { html, paths } = await ssrPage('/en/search-not-found?keywords=IL-99');
    expect(paths).toContain('/api/v1/distributor/area');
    expect(html).toMatch(/<select[^>]*name="region"/);
    expect(html).toContain('<option value="Shanghai">Shanghai</option>');
    expect(html).toMatch(/<input[^>]*name="productName"[^>]*value="IL-99"/);
    expect(html).toContain('IL-99');
  });

  it.each([
    ['/search-not-found', '人白细胞介素六重组蛋白质'],
    ['/en/search-not-found', 'human PD-L1 hFc protein'],
  ])(
    'on %s, names the search but leaves a product name longer than 10 characters to type',
    async (path, keywords) => {
      const { html } = await ssrPage(`${path}?keywords=${encodeURIComponent(keywords)}`);
      expect(html).toContain(keywords);
      expect(html).toMatch(/<input[^>]*name="productName" value=""/);
    },
  );

  it('still offers the form, with a typed region, when the areas cannot be loaded', async () => {
    const { res, html } = await ssrPage('/search-not-found', {
      '/distributor/area': () => envelope(null, { status: 500, code: 'E0009', msg: 'down' }),
    });
    expect(res.status).toBe(200);
    expect(html).toMatch(/<input[^>]*name="region"/);
  });
});

describe('/search-not-found without JavaScript (the route action)', () => {
  const suggestion = {
    productName: 'IL-99',
    species: 'human',
    tagPosition: 'n-terminus',
    expressionSystem: 'mammalian',
    tag: 'his',
    expressionRange: '1-100',
    accessionNumber: 'P05231',
    quantity: '1 mg',
    longTermNeed: 'true',
    purpose: 'Assays',
    quality: 'High',
    deliveryTime: '1 month',
    otherRequirements: 'None',
    name: 'Ada',
    company: 'Lab',
    department: 'Bio',
    region: 'Shanghai',
    email: 'ada@lab.cn',
    phone: '13800138000',
    industry: 'research',
  };
  const suggestCalls = (requests: Request[]) => requests.filter((r) => r.method === 'POST');

  it.each(['cn', 'en'] as const)(
    'answers 400 on the %s site with the messages on the fields, keeps the values and sends nothing',
    async (site) => {
      const path = site === 'en' ? '/en/search-not-found' : '/search-not-found';
      const { res, html, requests } = await ssrPost(path, { ...suggestion, productName: '', email: 'nope' });
      expect(res.status).toBe(400);
      const validation = site === 'en' ? validationEn : validationZh;
      expect(html).toContain(validation['validation.required.productName']);
      expect(html).toContain(validation['validation.email']);
      expect(html).toMatch(/<input(?=[^>]*name="email")(?=[^>]*value="nope")(?=[^>]*aria-invalid="true")/);
      expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Ada"/);
      expect(suggestCalls(requests)).toEqual([]);
    },
  );

  it('sends a valid suggestion with POST /suggest and redirects to the sent state', async () => {
    const { res, requests } = await ssrPost('/en/search-not-found?keywords=IL-99', suggestion, {
      '/suggest': () => envelope(null),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/search-not-found?keywords=IL-99&sent=suggestion');
    const [call] = suggestCalls(requests);
    expect(new URL(call?.url ?? '').pathname).toBe('/api/v1/suggest');
    expect(await call?.json()).toMatchObject({
      productName: 'IL-99',
      longTermNeed: true,
      email: 'ada@lab.cn',
    });
  });

  it('shows the confirmation in place of the form on the sent page', async () => {
    const { html } = await ssrPage('/en/search-not-found?sent=suggestion');
    expect(html).toContain('data-state="sent"');
    expect(html).toContain(escaped(say('en', 'ui.ProductSuggestionForm.succeeded')));
    expect(html).not.toContain('name="productName"');
  });

  it('answers a filled honeypot as sent, and sends nothing', async () => {
    const { res, requests } = await ssrPost('/en/search-not-found', {
      ...suggestion,
      website: 'http://spam',
    });
    expect(res.status).toBe(303);
    expect(suggestCalls(requests)).toEqual([]);
  });

  it("shows the server's own field messages in place", async () => {
    const { res, html } = await ssrPost('/en/search-not-found', suggestion, {
      '/suggest': () =>
        envelope({ fields: { email: 'This e-mail is blocked' } }, { status: 400, code: 'E0002', msg: 'Bad' }),
    });
    expect(res.status).toBe(400);
    expect(html).toContain('This e-mail is blocked');
  });
});

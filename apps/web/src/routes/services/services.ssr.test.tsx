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

const summaries = [
  {
    id: 3,
    title: 'Binding Kinetics by SPR and BLI',
    summary: 'ka, kd and KD on a Biacore 8K.',
    timeline: '5–10 working days',
  },
  {
    id: 5,
    title: 'mRNA Capping and Quality Analysis',
    summary: 'Capping by LC-MS.',
    timeline: '7–10 working days',
  },
];
const service = {
  id: 5,
  title: 'mRNA Capping and Quality Analysis',
  summary: 'Capping by LC-MS.',
  overview: '<p>A probe-guided <strong>RNase H</strong> cut releases the 5′ fragment.</p>',
  workflow: ['Sample receipt', 'RNase H cleavage', 'LC-MS of the cap structures'],
  deliverables: ['Capping efficiency', 'Mass spectra'],
  timeline: '7–10 working days',
  sampleRequirements: ['mRNA ≥ 20 µg', 'Shipped on dry ice'],
  updatedOn: '2026-10-21',
  products: [{ catalogNumber: 'VCE-E1021', name: 'Vaccinia Capping Enzyme' }],
};

const answers = {
  '/services': () => envelope(summaries),
  '/service/5': () => envelope(service),
};

describe('/service-list', () => {
  it.each([
    ['cn', '/service-list', ''],
    ['en', '/en/service-list', '/en'],
  ] as const)(
    'renders the %s services list: each service with its timeline and link',
    async (site, path, prefix) => {
      const { res, html, paths, onError } = await ssrPage(path, answers);
      expect(res.status).toBe(200);
      const title = say(site, 'web.service.title');
      expect(titleOf(html)?.startsWith(`${title} | `)).toBe(true);
      expect([...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1])).toEqual([title]);
      expect(paths).toContain('/api/v1/services');
      for (const summary of summaries) {
        expect(html).toContain(`href="${prefix}/service?menuId=${summary.id}"`);
        expect(html).toContain(summary.timeline);
      }
      expect(html).toContain(escaped(say(site, 'web.service.timeline')));
      expect(html).toContain('rel="canonical"');
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('shows the empty state without services, and the error state (503) when the API fails', async () => {
    const empty = await ssrPage('/en/service-list', { '/services': () => envelope([]) });
    expect(empty.res.status).toBe(200);
    expect(empty.html).toContain(escaped(say('en', 'web.service.empty')));
    const failed = await ssrPage('/service-list', {
      '/services': () => envelope(null, { status: 500, code: 'E0009', msg: 'server error' }),
    });
    expect(failed.res.status).toBe(503);
    expect(failed.html).toContain(say('cn', 'web.service.errorTitle'));
  });
});

describe('/service', () => {
  it.each([
    ['cn', '/service?menuId=5', ''],
    ['en', '/en/service?menuId=5', '/en'],
  ] as const)(
    'renders the %s service page: workflow, deliverables, samples, products, Service JSON-LD, enquiry',
    async (site, path, prefix) => {
      const { res, html, paths, onError } = await ssrPage(path, answers);
      expect(res.status).toBe(200);
      expect(paths).toContain('/api/v1/service/5');
      expect([...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1])).toEqual([service.title]);
      expect(titleOf(html)?.startsWith(`${service.title} | `)).toBe(true);
      // The stored rich text as it is, and the workflow as a numbered list named by its section.
      expect(html).toContain('<strong>RNase H</strong>');
      const workflow = escaped(say(site, 'web.service.workflow'));
      expect(html).toMatch(new RegExp(`<ol[^>]*aria-label="${workflow}"`));
      for (const text of [...service.workflow, ...service.deliverables, ...service.sampleRequirements])
        expect(html).toContain(escaped(text));
      for (const id of ['overview', 'deliverables', 'sampleRequirements', 'products', 'timeline'])
        expect(html, id).toContain(escaped(say(site, `web.service.${id}`)));
      expect(html).toContain(`href="${prefix}/product-detail?catalogNumber=VCE-E1021"`);
      expect(html).toContain(escaped(say(site, 'web.service.enquiryButton')));
      const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
      const jsonLd = JSON.parse(block);
      expect(jsonLd).toMatchObject({
        '@type': 'Service',
        name: service.title,
        url: `http://shop.test${path}`,
        provider: { '@type': 'Organization', name: say(site, 'web.brand.name') },
        isRelatedTo: [
          {
            '@type': 'Product',
            sku: 'VCE-E1021',
            url: `http://shop.test${prefix}/product-detail?catalogNumber=VCE-E1021`,
          },
        ],
      });
      expect(html).toContain('rel="canonical"');
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it("marks the header's Services item as the current section on a service page", async () => {
    const { html } = await ssrPage('/en/service?menuId=5', answers);
    const current = [...html.matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(current).toContain(say('en', 'web.nav.services'));
  });

  it.each(['/service', '/en/service?menuId=abc', '/service?menuId=99'])(
    'answers 404 for %s',
    async (path) => {
      const { res } = await ssrPage(path, {
        ...answers,
        '/service/99': () => envelope(null, { status: 404, code: 'E0005', msg: 'not found' }),
      });
      expect(res.status).toBe(404);
    },
  );
});

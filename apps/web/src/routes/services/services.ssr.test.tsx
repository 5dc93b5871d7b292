import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import validationEn from '@storefront/validation/i18n/en.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { service, servicesApi, summaries } from '../../test/servicesFakeApi';
import { ssrPage, ssrPost, titleOf } from '../../test/ssrPage';

const catalogs = { en: { ...uiEn, ...appEn }, cn: { ...uiZh, ...appZh } } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
/** The HTML-escaped text, as React writes it into the page. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('/service-list', () => {
  it.each([
    ['cn', '/service-list', ''],
    ['en', '/en/service-list', '/en'],
  ] as const)(
    'renders the %s services list: each service with its timeline and link',
    async (site, path, prefix) => {
      const { res, html, paths, onError } = await ssrPage(path, servicesApi);
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
      const { res, html, paths, onError } = await ssrPage(path, servicesApi);
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
    const { html } = await ssrPage('/en/service?menuId=5', servicesApi);
    const current = [...html.matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(current).toContain(say('en', 'web.nav.services'));
  });

  it.each(['/service', '/en/service?menuId=abc', '/service?menuId=99'])(
    'servicesApi 404 for %s',
    async (path) => {
      const { res } = await ssrPage(path, {
        ...servicesApi,
        '/service/99': () => envelope(null, { status: 404, code: 'E0005', msg: 'not found' }),
      });
      expect(res.status).toBe(404);
    },
  );
});

describe('the service enquiry without JavaScript', () => {
  const enquiry = {
    name: 'Ada',
    company: 'Lab',
    department: 'Bio',
    industryName: 'Academic',
    areaName: 'Germany',
    phone: '+49 30 1234567',
    email: 'ada@lab.de',
    content: 'Turnaround for 10 samples?',
    otherTreeName: service.title,
  };
  const enquiryCalls = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

  it('leads the trigger to the page holding the form, which the plain page does not show', async () => {
    const { html } = await ssrPage('/en/service?menuId=5', servicesApi);
    expect(html).toMatch(/<a href="\/en\/service\?menuId=5&amp;enquiry=1#enquiry"/);
    expect(html).not.toContain('name="industryName"');
  });

  it('holds the form in the page on ?enquiry=1, with the service as its subject', async () => {
    const { res, html } = await ssrPage('/en/service?menuId=5&enquiry=1', servicesApi);
    expect(res.status).toBe(200);
    expect(html).toContain('id="enquiry"');
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain(escaped(service.title));
    expect(html).toContain('name="industryName"');
  });

  it('answers 400 with the messages on the fields and sends nothing', async () => {
    const { res, html, requests } = await ssrPost(
      '/en/service?menuId=5&enquiry=1',
      { ...enquiry, email: 'nope' },
      servicesApi,
    );
    expect(res.status).toBe(400);
    expect(html).toContain(validationEn['validation.email']);
    expect(enquiryCalls(requests)).toEqual([]);
  });

  it('sends the enquiry with POST /enquiry and redirects to the sent state', async () => {
    const { res, requests } = await ssrPost('/en/service?menuId=5&enquiry=1', enquiry, {
      ...servicesApi,
      '/enquiry': () => envelope(null),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/service?menuId=5&enquiry=1&sent=enquiry');
    const [call] = enquiryCalls(requests);
    expect(await call?.json()).toMatchObject({ name: 'Ada', otherTreeName: service.title });
  });

  it('shows the confirmation in place of the form on the sent page', async () => {
    const { html } = await ssrPage('/en/service?menuId=5&enquiry=1&sent=enquiry', servicesApi);
    expect(html).toContain(escaped(uiEn['ui.EnquiryForm.succeeded']));
    expect(html).not.toContain('name="industryName"');
  });
});

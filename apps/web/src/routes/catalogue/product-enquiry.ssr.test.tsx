import uiEn from '@storefront/ui/i18n/en.json';
import validationEn from '@storefront/validation/i18n/en.json';
import validationZh from '@storefront/validation/i18n/zh-CN.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { ssrPage, ssrPost } from '../../test/ssrPage';

/** The HTML-escaped text, as React writes it into the page. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('the product enquiry without JavaScript', () => {
  const enquiry = {
    name: 'Ada',
    company: 'Lab',
    department: 'Bio',
    industryName: 'Academic',
    areaName: 'Germany',
    phone: '+49 30 1234567',
    email: 'ada@lab.de',
    content: 'Price of 1 mg?',
    otherTreeName: 'Cytokines',
  };
  const enquiryCalls = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

  it('leads the trigger to the page holding the form, which the plain page does not show', async () => {
    const { html } = await ssrPage('/en/product-detail?catalogNumber=IL6-H4218');
    expect(html).toMatch(/<a href="\/en\/product-detail\?catalogNumber=IL6-H4218&amp;enquiry=1#enquiry"/);
    expect(html).not.toContain('name="industryName"');
  });

  it.each([
    ['cn', '/product-detail?catalogNumber=IL6-H4218&enquiry=1', appZh],
    ['en', '/en/product-detail?catalogNumber=IL6-H4218&enquiry=1', appEn],
  ] as const)('on the %s site, ?enquiry=1 holds the form in the page', async (_site, path, app) => {
    const { res, html } = await ssrPage(path);
    expect(res.status).toBe(200);
    expect(html).toContain('id="enquiry"');
    expect(html).toContain(escaped(app['web.productDetail.enquiryTitle']));
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="industryName"');
  });

  it.each([
    ['cn', '/product-detail?catalogNumber=IL6-H4218&enquiry=1', validationZh],
    ['en', '/en/product-detail?catalogNumber=IL6-H4218&enquiry=1', validationEn],
  ] as const)(
    'answers 400 on the %s site with the messages on the fields, keeps the values and sends nothing',
    async (_site, path, validation) => {
      const { res, html, requests } = await ssrPost(path, { ...enquiry, name: '', email: 'nope' });
      expect(res.status).toBe(400);
      expect(html).toContain(validation['validation.required.name']);
      expect(html).toContain(validation['validation.email']);
      expect(html).toMatch(/<input(?=[^>]*name="email")(?=[^>]*value="nope")(?=[^>]*aria-invalid="true")/);
      expect(html).toMatch(/<input[^>]*name="company"[^>]*value="Lab"/);
      expect(enquiryCalls(requests)).toEqual([]);
    },
  );

  it("sends the enquiry about the page's product with POST /enquiry and redirects to the sent state", async () => {
    const { res, requests } = await ssrPost('/en/product-detail?catalogNumber=IL6-H4218&enquiry=1', enquiry, {
      '/enquiry': () => envelope(null),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      '/en/product-detail?catalogNumber=IL6-H4218&enquiry=1&sent=enquiry',
    );
    const [call] = enquiryCalls(requests);
    expect(new URL(call?.url ?? '').pathname).toBe('/api/v1/enquiry');
    expect(await call?.json()).toEqual({ ...enquiry, catalogNumber: 'IL6-H4218' });
  });

  it('shows the confirmation in place of the form on the sent page', async () => {
    const { html } = await ssrPage('/en/product-detail?catalogNumber=IL6-H4218&enquiry=1&sent=enquiry');
    expect(html).toContain('data-state="sent"');
    expect(html).toContain(escaped(uiEn['ui.EnquiryForm.succeeded']));
    expect(html).not.toContain('name="industryName"');
  });

  it('answers a filled honeypot as sent, and sends nothing', async () => {
    const { res, requests } = await ssrPost('/en/product-detail?catalogNumber=IL6-H4218&enquiry=1', {
      ...enquiry,
      website: 'http://spam',
    });
    expect(res.status).toBe(303);
    expect(enquiryCalls(requests)).toEqual([]);
  });
});

import uiEn from '@storefront/ui/i18n/en.json';
import validationZh from '@storefront/validation/i18n/zh-CN.json';
import { describe, expect, it } from 'vitest';
import { envelope } from '../test/fakeApi';
import { ssrPage, ssrPost } from '../test/ssrPage';

const message = {
  name: 'Ada',
  company: 'Lab',
  department: 'Bio',
  address: 'Shanghai',
  phone: '13800138000',
  email: 'ada@lab.cn',
  content: 'Do you ship IL-6 to Hangzhou?',
  privacy: 'on',
};
/** The contact page's directory: empty, the form is what matters here. */
const contactApi = { '/company/contact': () => envelope({ channels: [], offices: [] }) };
const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

describe('the online message without JavaScript', () => {
  it('posts from the footer of every page to the contact page', async () => {
    const { html } = await ssrPage('/en/products');
    expect(html).toMatch(/<form(?=[^>]*aria-label="Online message")(?=[^>]*action="\/en\/contact")/);
  });

  it('answers 400 on the contact page with the messages in place, the values kept, nothing sent', async () => {
    const { privacy: _unticked, ...withoutConsent } = message;
    const { res, html, requests } = await ssrPost(
      '/contact',
      { ...withoutConsent, phone: '123' },
      contactApi,
    );
    expect(res.status).toBe(400);
    expect(html).toContain(validationZh['validation.mobile']);
    expect(html).toContain(validationZh['validation.consent.privacy']);
    expect(html).toMatch(/<input(?=[^>]*name="name")(?=[^>]*value="Ada")/);
    expect(posts(requests)).toEqual([]);
  });

  it('sends POST /leave_word and shows the confirmation on the contact page it returns to', async () => {
    const { res, requests } = await ssrPost('/en/contact', message, {
      ...contactApi,
      '/leave_word': () => envelope(null),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/contact?sent=message');
    expect(await posts(requests)[0]?.json()).toEqual({ ...message, privacy: true });
    const { html } = await ssrPage('/en/contact?sent=message', contactApi);
    expect(html).toContain(uiEn['ui.LeaveMessageForm.succeededTitle']);
    expect(html).toContain('data-state="sent"');
  });

  it('answers a filled honeypot as sent, sending nothing', async () => {
    const { res, requests } = await ssrPost('/contact', { ...message, website: 'spam' }, contactApi);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?sent=message');
    expect(posts(requests)).toEqual([]);
  });
});

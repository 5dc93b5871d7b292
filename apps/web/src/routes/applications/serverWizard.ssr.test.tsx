import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { ssrPage } from '../../test/ssrPage';

const catalogs = { en: { ...uiEn, ...appEn }, cn: { ...uiZh, ...appZh } } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

const product = {
  sku: 'IL6-H4218',
  productName: 'Human IL-6 Protein',
  productApplication: 'ELISA',
  treeId: '3',
};
const applicant = {
  name: 'Zhang San',
  department: 'Immunology',
  company: 'Peking University',
  email: 'zhang@example.cn',
  Verification: '123456',
  address: '5 Yiheyuan Road',
  industryId: '1',
  areaId: '2',
  phone: '13812345678',
};

/** Posts a step of /en/apply as a browser without JavaScript, with the draft cookie it holds. */
function post(fields: Record<string, string>, cookie: string, overrides: Parameters<typeof ssrPage>[1] = {}) {
  return ssrPage(
    '/en/apply',
    overrides,
    {},
    {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: cookie ? { cookie } : {},
    },
  );
}

/** A submit button of the wizard's native form, pressed for `intent`. */
const intentButton = (intent: string) =>
  new RegExp(`<button(?=[^>]*name="intent")(?=[^>]*value="${intent}")`);

/** The cookie a response sets, as the browser sends it back. */
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('/apply without JavaScript', () => {
  it('renders the first step as a native form posting its step with named buttons', async () => {
    const { res, html } = await ssrPage('/apply');
    expect(res.status).toBe(200);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('<input type="hidden" name="step" value="product"/>');
    expect(html).toMatch(intentButton('next'));
    expect(html).toContain('name="sku"');
  });

  it('refuses a code for an invalid e-mail without asking the API', async () => {
    const { res, paths } = await post({ step: 'applicant', intent: 'sendCode', email: 'not-an-email' }, '');
    expect(res.status).toBe(400);
    expect(paths).not.toContain('/api/v1/code/send');
  });

  it('refuses an invalid step with the messages in place and the values kept, keeping nothing', async () => {
    const { res, html } = await post({ step: 'product', intent: 'next', ...product, sku: '' }, '');
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie') ?? '').not.toContain('sf_apply_draft');
    expect(html).toContain('value="Human IL-6 Protein"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<input type="hidden" name="step" value="product"/>');
  });

  it('goes step by step to the review and sends the draft with POST /try_out, then shows the reference', async () => {
    const first = await post({ step: 'product', intent: 'next', ...product }, '');
    expect(first.res.status).toBe(303);
    expect(first.res.headers.get('location')).toBe('/en/apply?step=applicant');
    const setCookie = first.res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // Encrypted: the answers are not readable in the cookie.
    expect(setCookie).not.toContain('IL6');
    let cookie = cookieOf(first.res);

    const applicantPage = await ssrPage('/en/apply?step=applicant', {}, {}, { headers: { cookie } });
    expect(applicantPage.html).toContain('<input type="hidden" name="step" value="applicant"/>');
    expect(applicantPage.html).toMatch(intentButton('sendCode'));

    const codeSent = await post({ step: 'applicant', intent: 'sendCode', email: applicant.email }, cookie, {
      '/code/send': async () => envelope(null),
    });
    expect(codeSent.res.status).toBe(303);
    expect(codeSent.res.headers.get('location')).toBe('/en/apply?step=applicant&code=sent');
    expect(codeSent.paths).toContain('/api/v1/code/send');
    cookie = cookieOf(codeSent.res);

    const second = await post({ step: 'applicant', intent: 'next', ...applicant }, cookie);
    expect(second.res.headers.get('location')).toBe('/en/apply?step=review');
    cookie = cookieOf(second.res);

    const review = await ssrPage('/en/apply?step=review', {}, {}, { headers: { cookie } });
    expect(review.html).toContain('Human IL-6 Protein');
    expect(review.html).toContain('Peking University');

    const refused = await post({ step: 'review', intent: 'submit' }, cookie, {
      '/try_out': async () => envelope(null, { status: 400, code: 'E0002', msg: 'The code has expired' }),
    });
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('The code has expired');

    const sent = await post({ step: 'review', intent: 'submit' }, cookie, {
      '/try_out': async () => envelope({ reference: 'TR-2026-0042' }),
    });
    expect(sent.res.status).toBe(303);
    expect(sent.res.headers.get('location')).toBe('/en/apply?sent=apply');
    const tryOut = sent.requests.find((request) => request.url.endsWith('/try_out'));
    expect(await tryOut?.json()).toMatchObject({
      ...product,
      ...applicant,
      treeId: 3,
      industryId: 1,
      areaId: 2,
    });

    const receipt = await ssrPage(
      '/en/apply?sent=apply',
      {},
      {},
      { headers: { cookie: cookieOf(sent.res) } },
    );
    expect(receipt.html).toContain('TR-2026-0042');
  });

  it('sends nothing without a complete draft: back to the first step missing an answer', async () => {
    const empty = await post({ step: 'review', intent: 'submit' }, '');
    expect(empty.res.status).toBe(303);
    expect(empty.res.headers.get('location')).toBe('/en/apply?step=product');
    expect(empty.paths).not.toContain('/api/v1/try_out');
  });

  it('ignores a draft cookie it did not seal', async () => {
    const { html } = await ssrPage(
      '/en/apply?step=review',
      {},
      {},
      { headers: { cookie: 'sf_apply_draft=AAAA' } },
    );
    expect(html).not.toContain('Human IL-6 Protein');
    expect(html).toContain(escaped(say('en', 'ui.ApplicationWizard.reviewIntro')));
  });
});

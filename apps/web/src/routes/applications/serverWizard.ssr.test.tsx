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

/** The draft cookie a response sets, as the browser sends it back. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((cookie) => /^sf_\w+_draft=/.test(cookie))
    ?.split(';')[0] ?? '';

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

  it('refuses an invalid step with the messages in place and the values kept, keeping the valid ones', async () => {
    const { res, html } = await post(
      { step: 'product', intent: 'next', ...product, sku: '', productApplication: '' },
      '',
    );
    expect(res.status).toBe(400);
    expect(html).toContain('value="Human IL-6 Protein"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<input type="hidden" name="step" value="product"/>');

    // Back on the step later (a reload, another visit): the accepted answers are there, the refused not.
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^sf_apply_draft=/);
    const again = await ssrPage('/en/apply?step=product', {}, {}, { headers: { cookie } });
    expect(again.html).toContain('value="Human IL-6 Protein"');
    expect(again.html).not.toContain('aria-invalid="true"');
    const retried = await post({ step: 'product', intent: 'next', ...product }, cookie);
    expect(retried.res.headers.get('location')).toBe('/en/apply?step=applicant');
  });

  it('keeps the earlier answer of a field the step now refuses', async () => {
    const first = await post({ step: 'product', intent: 'next', ...product }, '');
    const refused = await post(
      { step: 'product', intent: 'next', ...product, productName: '' },
      cookieOf(first.res),
    );
    expect(refused.res.status).toBe(400);
    const again = await ssrPage(
      '/en/apply?step=product',
      {},
      {},
      { headers: { cookie: cookieOf(refused.res) } },
    );
    expect(again.html).toContain('value="Human IL-6 Protein"');
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
    // Back is a link to the previous step, whose answers the draft kept.
    expect(applicantPage.html).toContain('href="?step=product"');
    const back = await ssrPage('/en/apply?step=product', {}, {}, { headers: { cookie } });
    expect(back.html).toContain('value="Human IL-6 Protein"');

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

const awardSteps = {
  applicant: {
    name: '李四',
    company: '复旦大学',
    department: '生命科学学院',
    areaId: '2',
    email: 'li@example.cn',
    Verification: '2468',
    education: '博士',
    idNumber: '11010519491231002X',
  },
  lab: { mentor: '王五', labAddress: '上海市杨浦区邯郸路 220 号', labPhone: '13912345678' },
  paper: {
    paperTitle: 'IL-6 signalling',
    magazinePublished: 'Nature',
    influenceFactor: '64.8',
    issueTime: '2024-05-01',
    doi: '10.1038/s41586-024-00001-x',
    firstAuthor: '李四',
    correspondingAuthor: '王五',
  },
  product: { sku: 'IL6-H4218', productName: 'Human IL-6 Protein', buyPackaging: '100 µg', distr: '官网' },
  remittance: {
    username: '李四',
    remittancesAccount: '6222 0210 0112 3456 789',
    openingBank: '工商银行上海分行',
  },
};

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'id.jpg', { type: 'image/jpeg' });

/** Posts a step of /reward as multipart, as the browser sends a form with files. */
function postAward(step: string, fields: Record<string, string | File>, cookie: string, overrides = {}) {
  const body = new FormData();
  body.set('step', step);
  body.set('intent', step === 'review' ? 'submit' : 'next');
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return ssrPage('/reward', overrides, {}, { method: 'POST', body, headers: cookie ? { cookie } : {} });
}

describe('/reward without JavaScript', () => {
  it('posts the applicant step with its photos as multipart and refuses it without them', async () => {
    const page = await ssrPage('/reward');
    expect(page.html).toMatch(/<form[^>]*enctype="multipart\/form-data"[^>]*method="post"/i);
    expect(page.html).toMatch(/<input[^>]*type="file"[^>]*name="imageId1"|name="imageId1"[^>]*type="file"/);
    const { res, html, paths } = await postAward('applicant', awardSteps.applicant, '');
    expect(res.status).toBe(400);
    expect(paths).not.toContain('/api/v1/paper_reward/id_photo');
    expect(html).toContain('value="复旦大学"');
  });

  it('keeps the photos of a refused applicant step: the next post need not pick them again', async () => {
    let uploads = 0;
    const upload = { '/paper_reward/id_photo': async () => envelope({ imageId: `img-${++uploads}` }) };
    const refused = await postAward(
      'applicant',
      { ...awardSteps.applicant, company: '', imageId1: jpeg(), imageId2: jpeg() },
      '',
      upload,
    );
    expect(refused.res.status).toBe(400);
    expect(uploads).toBe(2);
    // Both pickers say their photo is uploaded (a browser cannot be told the file again).
    const uploaded = escaped(say('cn', 'ui.ApplicationWizard.photoUploaded'));
    expect(refused.html.split(uploaded).length - 1).toBe(2);

    const retried = await postAward('applicant', awardSteps.applicant, cookieOf(refused.res), upload);
    expect(retried.res.status).toBe(303);
    expect(retried.res.headers.get('location')).toBe('/reward?step=lab');
    expect(uploads).toBe(2);
  });

  it('uploads the photos, goes step by step, shows the amounts and sends POST /paper_reward', async () => {
    let uploads = 0;
    const upload = { '/paper_reward/id_photo': async () => envelope({ imageId: `img-${++uploads}` }) };
    const first = await postAward(
      'applicant',
      { ...awardSteps.applicant, imageId1: jpeg(), imageId2: jpeg() },
      '',
      upload,
    );
    expect(first.res.status).toBe(303);
    expect(uploads).toBe(2);
    expect(first.res.headers.get('location')).toBe('/reward?step=lab');
    // The ID number is in the cookie only encrypted.
    expect(first.res.headers.get('set-cookie')).not.toContain('11010519491231002X');
    let cookie = cookieOf(first.res);
    for (const [step, next] of [
      ['lab', 'paper'],
      ['paper', 'product'],
      ['product', 'remittance'],
      ['remittance', 'review'],
    ] as const) {
      const answered = await postAward(step, awardSteps[step], cookie);
      expect(answered.res.headers.get('location')).toBe(`/reward?step=${next}`);
      cookie = cookieOf(answered.res);
    }
    const review = await ssrPage('/reward?step=review', {}, {}, { headers: { cookie } });
    expect(review.html).toContain(escaped(say('cn', 'ui.ApplicationWizard.amountsTitle')));
    expect(review.html).toContain('IL-6 signalling');

    const sent = await postAward('review', {}, cookie, {
      '/paper_reward': async () =>
        envelope({ reference: 'PA-2026-0007', award: { gross: 3000, tax: 600, net: 2400 } }),
    });
    expect(sent.res.headers.get('location')).toBe('/reward?sent=paperApply');
    const request = sent.requests.find((candidate) => candidate.url.endsWith('/paper_reward'));
    expect(await request?.json()).toMatchObject({
      idNumber: '11010519491231002X',
      imageId1: 'img-1',
      imageId2: 'img-2',
      influenceFactor: 64.8,
      bonusAmount: 3000,
    });
    const receipt = await ssrPage(
      '/reward?sent=paperApply',
      {},
      {},
      { headers: { cookie: cookieOf(sent.res) } },
    );
    expect(receipt.html).toContain('PA-2026-0007');
  });
});

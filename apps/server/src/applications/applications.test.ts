import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readContractText } from '../contract/spec.js';
import { categories, idPhotos, paperAwardApplications, products, trialApplications } from '../db/schema.js';
import type { OutgoingMail, Senders } from '../messaging/types.js';
import {
  callOperation,
  contract,
  createTestContext,
  type TestContext,
  testConfig,
} from '../testing/test-app.js';
import { createUserWithToken } from '../testing/users.js';

/** The site's mail, as the mailboxes would receive it. */
class Delivered implements Senders {
  readonly mails: OutgoingMail[] = [];
  readonly mail = { send: async (mail: OutgoingMail) => void this.mails.push(mail) };
  readonly sms = null;
}

const STAFF = 'applications@example.cn';
const ID_NUMBER = '11010519491231002X';
const ACCOUNT = '6222 0212 3456 7890 123';
const delivered = new Delivered();
let ctx: TestContext;
let app: FastifyInstance;
let sku: string;
let notForTrialSku: string;
let treeId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    db: ctx.database.db,
    config: testConfig({ STAFF_EMAIL: STAFF }),
    senders: delivered,
    contract: { document: contract, text: readContractText() },
  });
  const pick = async (trialAvailable: boolean) => {
    const [row] = await ctx.database.db
      .select({ catalogNumber: products.catalogNumber })
      .from(products)
      .where(eq(products.trialAvailable, trialAvailable))
      .orderBy(products.id)
      .limit(1);
    return row?.catalogNumber ?? '';
  };
  sku = await pick(true);
  // The demo catalogue's kits offer no trial (demo-data/products/enzymes-kits.ts).
  notForTrialSku = await pick(false);
  expect(notForTrialSku).not.toBe('');
  const [category] = await ctx.database.db.select({ id: categories.id }).from(categories).limit(1);
  treeId = category?.id ?? 0;
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

let counter = 0;
/** Each test its own client address and e-mail, so that rate limits and codes of one do not touch another. */
function fresh() {
  counter += 1;
  return { ip: `198.18.7.${counter}`, email: `applicant${counter}@example.cn` };
}

interface CallOptions {
  payload?: unknown;
  token?: string;
  lang?: 'en' | 'zh-CN';
  ip: string;
  headers?: Record<string, string>;
}

function call<T = unknown>(operationId: string, method: string, path: string, options: CallOptions) {
  return callOperation<T>(app, operationId, `/api/v1${path}`, {
    lang: options.lang ?? 'zh-CN',
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    inject: {
      method: method as 'GET',
      remoteAddress: options.ip,
      ...(options.payload !== undefined && { payload: options.payload as Record<string, unknown> }),
    },
  });
}

async function codeFor(email: string, scene: 'trial' | 'reward', ip: string): Promise<string> {
  const sent = await call('sendVerificationCode', 'POST', '/code/send', { payload: { email, scene }, ip });
  expect(sent.body.code).toBe('E0001');
  const mail = delivered.mails.findLast((candidate) => candidate.to === email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

function trial(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    sku,
    productName: 'Recombinant protein',
    productApplication: 'ELISA',
    treeId,
    name: '张三',
    department: '免疫实验室',
    company: '北京大学',
    Verification: code,
    email,
    phone: '13800138000',
    address: '北京市海淀区颐和园路5号',
    industryId: 1,
    areaId: 1,
    ...overrides,
  };
}

/** A multipart body of one `file` part. */
function multipart(bytes: Buffer, fileName: string) {
  const boundary = '----applications-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(bytes: Buffer, ip: string, fileName = 'id.jpg') {
  const { payload, headers } = multipart(bytes, fileName);
  return call<{ imageId: string }>('uploadIdPhoto', 'POST', '/paper_reward/id_photo', {
    ip,
    headers,
    payload,
  });
}

const photo = () => sharp({ create: { width: 16, height: 10, channels: 3, background: '#c33' } });
/** A phone photo: EXIF with the place it was taken. */
const jpegWithGps = () =>
  photo()
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1' } })
    .toBuffer();

async function photoCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(idPhotos);
  return row?.n ?? 0;
}

describe('POST /try_out', () => {
  it('stores a trial application with a reference, mails the applicant and the staff', async () => {
    const { ip, email } = fresh();
    const code = await codeFor(email, 'trial', ip);
    const res = await call<{ reference: string }>('createTrialApplication', 'POST', '/try_out', {
      payload: trial(email, code),
      ip,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.reference).toMatch(/^TS-\d{8}-\d{4,10}$/);
    const [row] = await ctx.database.db
      .select()
      .from(trialApplications)
      .where(eq(trialApplications.reference, res.body.data.reference));
    expect(row).toMatchObject({ email, catalogNumber: sku, userId: null, status: 'received' });
    await expect.poll(() => delivered.mails.filter((mail) => mail.to === STAFF).length).toBeGreaterThan(0);
    const applicant = delivered.mails.findLast((mail) => mail.to === email);
    expect(applicant?.subject).toContain(res.body.data.reference);
    expect(applicant?.text).toContain('申请编号');
    // The code is used up: the same request again is refused on the code.
    const again = await call('createTrialApplication', 'POST', '/try_out', {
      payload: trial(email, code),
      ip,
    });
    expect(again.body.code).toBe('E0002');
    expect(Object.keys((again.body.data as { fields: object }).fields)).toEqual(['Verification']);
  });

  it('keeps the account of a signed-in applicant and answers in English', async () => {
    const { ip, email } = fresh();
    const user = await createUserWithToken(ctx.database.db, email);
    const code = await codeFor(email, 'trial', ip);
    const res = await call<{ reference: string }>('createTrialApplication', 'POST', '/try_out', {
      payload: trial(email, code, { phone: '+44 20 7946 0958' }),
      ip,
      token: user.token,
      lang: 'en',
    });
    expect(res.body.code).toBe('E0001');
    const [row] = await ctx.database.db
      .select()
      .from(trialApplications)
      .where(eq(trialApplications.reference, res.body.data.reference));
    expect(row?.userId).toBe(user.id);
    await expect
      .poll(() => delivered.mails.findLast((mail) => mail.to === email)?.subject)
      .toContain('We received your trial sample application');
  });

  it('tells an unknown product from one without a trial, and checks category, area and segment', async () => {
    const { ip, email } = fresh();
    for (const [lang, unknown, notEligible] of [
      ['zh-CN', '本公司产品目录中没有此货号', '该产品不提供免费试用装'],
      [
        'en',
        'No product of our catalogue has this catalog number',
        'No free trial sample is offered for this product',
      ],
    ] as const) {
      const a = await call('createTrialApplication', 'POST', '/try_out', {
        payload: trial(email, '123456', { sku: 'NOPE-0000', treeId: 999999, areaId: 9999, industryId: 77 }),
        ip,
        lang,
      });
      expect(a.status).toBe(400);
      const fields = (a.body.data as { fields: Record<string, string> }).fields;
      expect(fields.sku).toBe(unknown);
      expect(Object.keys(fields).sort()).toEqual(['areaId', 'industryId', 'sku', 'treeId']);
      const b = await call('createTrialApplication', 'POST', '/try_out', {
        payload: trial(email, '123456', { sku: notForTrialSku }),
        ip,
        lang,
      });
      expect((b.body.data as { fields: Record<string, string> }).fields).toEqual({ sku: notEligible });
    }
  });

  it('words the form rules as the browser does and stores nothing', async () => {
    const { ip, email } = fresh();
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(trialApplications);
    const res = await call('createTrialApplication', 'POST', '/try_out', {
      payload: trial(email, '123456', { name: '   ' }),
      ip,
      lang: 'en',
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields)).toEqual(['name']);
    expect(fields.name).toMatch(/cannot be blank/);
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(trialApplications);
    expect(after).toEqual(before);
  });

  it('allows 5 applications an hour per client address', async () => {
    const { ip } = fresh();
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const email = `limit${i}.${counter}@example.cn`;
      const code = await codeFor(email, 'trial', `198.18.8.${i + 1}`);
      const res = await call('createTrialApplication', 'POST', '/try_out', {
        payload: trial(email, code),
        ip,
      });
      answers.push(res.body.code);
    }
    expect(answers).toEqual(['E0001', 'E0001', 'E0001', 'E0001', 'E0001', 'E0007']);
  });
});

describe('POST /paper_reward/id_photo', () => {
  it('re-encodes a JPEG without its EXIF and GPS', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, fresh().ip);
    expect(res.status).toBe(200);
    const [row] = await ctx.database.db.select().from(idPhotos).where(eq(idPhotos.id, res.body.data.imageId));
    expect(row?.imageType).toBe('jpeg');
    const stored = await sharp(row?.image).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.width).toBe(16);
    expect(row?.image.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(res.body.data.imageId.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a PDF named .jpg, a truncated JPEG and a file over 5 MiB, storing nothing', async () => {
    const { ip } = fresh();
    const before = await photoCount();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const jpeg = await photo().jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const huge = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const answers = [];
    for (const [bytes, lang] of [
      [pdf, 'zh-CN'],
      [truncated, 'zh-CN'],
      [huge, 'en'],
    ] as const) {
      const { payload, headers } = multipart(bytes, 'photo.jpg');
      const res = await call('uploadIdPhoto', 'POST', '/paper_reward/id_photo', {
        ip,
        headers,
        payload,
        lang,
      });
      expect(res.status).toBe(400);
      answers.push((res.body.data as { fields: { file: string } }).fields.file);
    }
    expect(answers).toEqual([
      '仅支持 JPEG、PNG 或 WebP 格式的图片',
      '无法读取该照片，请重新拍摄或选择',
      'The file must not be larger than 5 MB',
    ]);
    expect(await photoCount()).toBe(before);
  });

  it('deletes unused photos older than 24 hours on the next upload', async () => {
    const { ip } = fresh();
    const old = await upload(await photo().png().toBuffer(), ip);
    await ctx.database.db
      .update(idPhotos)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idPhotos.id, old.body.data.imageId));
    await upload(await photo().webp().toBuffer(), ip);
    expect(
      await ctx.database.db.select().from(idPhotos).where(eq(idPhotos.id, old.body.data.imageId)),
    ).toEqual([]);
  });
});

async function award(email: string, ip: string, overrides: Record<string, unknown> = {}) {
  const front = await upload(await photo().jpeg().toBuffer(), ip);
  const back = await upload(await photo().png().toBuffer(), ip);
  return {
    paperTitle: 'A protein that binds',
    magazinePublished: 'Journal of Proteins',
    influenceFactor: 5,
    issueTime: '2025-03-01',
    doi: `10.1234/Paper.${counter}`,
    firstAuthor: '张三',
    correspondingAuthor: '李四',
    sku,
    productName: 'Recombinant protein',
    buyPackaging: '100 µg',
    distr: 'Direct',
    remittancesAccount: ACCOUNT,
    username: '张三',
    openingBank: '中国工商银行',
    bonusAmount: 2000,
    Verification: await codeFor(email, 'reward', ip),
    name: '张三',
    company: '北京大学',
    department: '生命科学学院',
    areaId: 1,
    email,
    education: '博士',
    imageId1: front.body.data.imageId,
    imageId2: back.body.data.imageId,
    mentor: '王五',
    labAddress: '北京市海淀区颐和园路5号',
    labPhone: '13800138000',
    idNumber: ID_NUMBER,
    ...overrides,
  };
}

describe('POST /paper_reward', () => {
  it.each([
    [1.99, 500, 100, 400],
    [2, 1000, 200, 800],
    [4.999, 1000, 200, 800],
    [5, 2000, 400, 1600],
    [10, 3000, 600, 2400],
  ])('impact factor %s: gross %s, tax %s, net %s', async (influenceFactor, gross, tax, net) => {
    const { ip, email } = fresh();
    const res = await call<{ reference: string; award: object }>(
      'createRewardApplication',
      'POST',
      '/paper_reward',
      {
        payload: await award(email, ip, { influenceFactor, bonusAmount: gross }),
        ip,
      },
    );
    expect(res.body.code).toBe('E0001');
    expect(res.body.data.reference).toMatch(/^PA-\d{8}-\d{4,10}$/);
    expect(res.body.data.award).toEqual({ gross, tax, net });
  });

  it('refuses an amount that is not the tier of the impact factor, and stores nothing', async () => {
    const { ip, email } = fresh();
    const res = await call('createRewardApplication', 'POST', '/paper_reward', {
      payload: await award(email, ip, { influenceFactor: 9.9, bonusAmount: 3000 }),
      ip,
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect((res.body.data as { fields: object }).fields).toEqual({
      bonusAmount: 'The award does not match the impact factor; please reload the page',
    });
  });

  it('seals the ID number and the account, binds the photos and mails staff neither', async () => {
    const { ip, email } = fresh();
    const payload = await award(email, ip);
    const res = await call<{ reference: string }>('createRewardApplication', 'POST', '/paper_reward', {
      payload,
      ip,
    });
    expect(res.body.code).toBe('E0001');
    const [row] = await ctx.database.db
      .select()
      .from(paperAwardApplications)
      .where(eq(paperAwardApplications.reference, res.body.data.reference));
    expect(row?.idNumberSealed.includes(Buffer.from(ID_NUMBER))).toBe(false);
    expect(row?.accountSealed.includes(Buffer.from(ACCOUNT.replace(/ /g, '')))).toBe(false);
    expect(row?.accountLast4).toBe('0123');
    const bound = await ctx.database.db
      .select()
      .from(idPhotos)
      .where(eq(idPhotos.applicationId, row?.id ?? 0));
    expect(bound).toHaveLength(2);
    await expect
      .poll(() => delivered.mails.some((mail) => mail.subject.includes(res.body.data.reference)))
      .toBe(true);
    const staff = delivered.mails.filter(
      (mail) => mail.to === STAFF && mail.subject.includes(res.body.data.reference),
    );
    expect(staff).toHaveLength(1);
    expect(staff[0]?.text).not.toContain(ID_NUMBER);
    expect(staff[0]?.text).not.toContain('6222');
    expect(staff[0]?.attachments).toBeUndefined();
    // Used photos cannot serve a second application.
    const { email: other } = fresh();
    const reuse = await call('createRewardApplication', 'POST', '/paper_reward', {
      payload: { ...(await award(other, ip)), imageId1: payload.imageId1, doi: '10.1234/another' },
      ip: `198.18.9.${counter}`,
    });
    expect(Object.keys((reuse.body.data as { fields: object }).fields)).toEqual(['imageId1']);
  });

  it('takes one application per paper, whatever the DOI’s case (E0006)', async () => {
    const first = fresh();
    const doi = `10.5555/Same.${counter}`;
    const a = await call('createRewardApplication', 'POST', '/paper_reward', {
      payload: await award(first.email, first.ip, { doi }),
      ip: first.ip,
    });
    expect(a.body.code).toBe('E0001');
    const second = fresh();
    const b = await call('createRewardApplication', 'POST', '/paper_reward', {
      payload: await award(second.email, second.ip, { doi: ` ${doi.toUpperCase()} ` }),
      ip: second.ip,
      lang: 'en',
    });
    expect(b.status).toBe(409);
    expect(b.body).toMatchObject({
      code: 'E0006',
      msg: 'An award has already been applied for for this paper (DOI)',
    });
  });

  it('refuses an ID number that fails GB 11643', async () => {
    const { ip, email } = fresh();
    const res = await call('createRewardApplication', 'POST', '/paper_reward', {
      payload: await award(email, ip, { idNumber: '110105194912310021' }),
      ip,
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body.data as { fields: object }).fields)).toEqual(['idNumber']);
  });
});

describe('GET /user/applications', () => {
  it('lists the user’s applications newest first and no user endpoint answers the ID number or account', async () => {
    const { ip, email } = fresh();
    const user = await createUserWithToken(ctx.database.db, email);
    const code = await codeFor(email, 'trial', ip);
    const t = await call<{ reference: string }>('createTrialApplication', 'POST', '/try_out', {
      payload: trial(email, code),
      ip,
      token: user.token,
    });
    const a = await call<{ reference: string }>('createRewardApplication', 'POST', '/paper_reward', {
      // Another address for the code (one code a minute per address); the token decides whose it is.
      payload: await award(`award.${email}`, ip, { doi: `10.7777/mine.${counter}` }),
      ip,
      token: user.token,
    });
    expect(a.body.code).toBe('E0001');
    const list = await call<{ reference: string; kind: string; accountMasked?: string }[]>(
      'listMyApplications',
      'GET',
      '/user/applications',
      { ip, token: user.token },
    );
    expect(list.body.data.map((item) => item.reference)).toEqual([
      a.body.data.reference,
      t.body.data.reference,
    ]);
    expect(list.body.data[0]).toMatchObject({ kind: 'award', accountMasked: '**** 0123' });
    const account = ACCOUNT.replace(/ /g, '');
    for (const [operationId, path] of [
      ['listMyApplications', '/user/applications'],
      ['getUserInfo', '/users/info'],
      ['getUserProfile', '/user/user_info'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1${path}`,
        headers: { authorization: `Bearer ${user.token}` },
        remoteAddress: ip,
      });
      expect(res.body, operationId).not.toContain(ID_NUMBER);
      expect(res.body, operationId).not.toContain(account);
      expect(res.body, operationId).not.toContain(ACCOUNT);
    }
  });

  it('needs a login', async () => {
    const res = await call('listMyApplications', 'GET', '/user/applications', { ip: fresh().ip });
    expect(res.status).toBe(401);
  });
});

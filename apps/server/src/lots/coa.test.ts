import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readContractText } from '../contract/spec.js';
import * as demo from '../db/demo-data/index.js';
import { coaRequests } from '../db/schema.js';
import type { OutgoingMail, Senders } from '../messaging/types.js';
import { contract, createTestContext, type TestContext, testConfig } from '../testing/test-app.js';
import { createUserWithToken } from '../testing/users.js';

/** The site's mail path, faked: what was handed to it. */
class Inbox implements Senders {
  readonly mails: OutgoingMail[] = [];
  readonly mail = {
    send: async (mail: OutgoingMail) => {
      this.mails.push(mail);
    },
  };
  readonly sms = null;
}

const inbox = new Inbox();
let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    db: ctx.database.db,
    config: testConfig({ SITE_ORIGIN_EN: 'https://shop.example', SITE_ORIGIN_CN: 'https://shop.example.cn' }),
    senders: inbox,
    contract: { document: contract, text: readContractText() },
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});
beforeEach(() => {
  inbox.mails.length = 0;
});

const lotOf = (catalogNumber: string) => {
  const product = demo.products.find((p) => p.catalogNumber === catalogNumber) as demo.DemoProduct;
  return demo.demoLots(product).at(-1)?.lotNumber as string;
};
const form = {
  name: 'Li Lei',
  dept: 'QA',
  areaId: 1,
  industryId: 2,
  email: 'li.lei@example.cn',
  phone: '13800138000',
};
const post = (body: object, lang: 'en' | 'zh-CN' = 'en', token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/coa',
    headers: { 'accept-language': lang, ...(token && { authorization: `Bearer ${token}` }) },
    payload: body,
  });

describe('POST /coa (requestCoa)', () => {
  it('links a COA per matching catalog and lot number, says which has none, and mails a visitor the found ones', async () => {
    const pd1 = lotOf('PD1-H5211');
    const cd2 = lotOf('CD002');
    const res = await post({
      ...form,
      catalogNumbers: 'PD1-H5211;CD002;NOPE-1',
      lotNumber: `${pd1};${cd2};X-1`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.documents).toEqual([
      {
        catalogNumber: 'PD1-H5211',
        lotNumber: pd1,
        url: `/files/coa?catalogNumber=PD1-H5211&lot=${pd1}&lang=en`,
      },
      { catalogNumber: 'CD002', lotNumber: cd2, url: `/files/coa?catalogNumber=CD002&lot=${cd2}&lang=en` },
    ]);
    expect(data.notFound).toEqual([
      {
        catalogNumber: 'NOPE-1',
        message: 'No COA of catalog number NOPE-1 with lot X-1 was found; nothing was sent for it.',
      },
    ]);
    expect(data.emailed).toBe(true);
    expect(data.reference).toMatch(/^CR-\d{8}-\d{4,}$/);
    const [stored] = await ctx.database.db
      .select()
      .from(coaRequests)
      .where(eq(coaRequests.reference, data.reference));
    expect(stored).toMatchObject({
      name: 'Li Lei',
      catalogNumbers: 'PD1-H5211;CD002;NOPE-1',
      userId: null,
      locale: 'en',
      found: [
        { catalogNumber: 'PD1-H5211', lotNumber: pd1 },
        { catalogNumber: 'CD002', lotNumber: cd2 },
      ],
    });
    const [mail, staff] = inbox.mails;
    expect(mail?.to).toBe('li.lei@example.cn');
    expect(mail?.subject).toContain(data.reference);
    expect(mail?.text).toContain(`Your reference: ${data.reference}`);
    // The staff's copy: the request and what was found, no attachment.
    expect(staff?.subject).toContain(data.reference);
    expect(staff?.text).toContain(`Found: PD1-H5211 / ${pd1}; CD002 / ${cd2}`);
    expect(staff?.text).toContain('Not found: NOPE-1');
    expect(staff?.attachments).toBeUndefined();
    // Only the certificates found are attached.
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([
      `COA_PD1-H5211_${pd1}_en.pdf`,
      `COA_CD002_${cd2}_en.pdf`,
    ]);
    expect(mail?.attachments?.[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('tries one lot number with every catalog number, in any case, and answers in Chinese', async () => {
    const pd1 = lotOf('PD1-H5211');
    const res = await post(
      { ...form, catalogNumbers: 'pd1-h5211;CD002', lotNumber: pd1.toLowerCase() },
      'zh-CN',
    );
    const data = res.json().data;
    expect(data.documents.map((d: { catalogNumber: string }) => d.catalogNumber)).toEqual(['PD1-H5211']);
    expect(data.documents[0].url).toContain('lang=zh');
    expect(data.notFound[0].message).toBe(`未找到货号CD002批号为${pd1.toLowerCase()}的COA，未发送该项。`);
  });

  it('mails a logged-in user nothing (they download from the links) and keeps the request under their account', async () => {
    const { id: userId, token } = await createUserWithToken(ctx.database.db, 'coa-user@example.cn');
    const pd1 = lotOf('PD1-H5211');
    const res = await post({ ...form, catalogNumbers: 'PD1-H5211', lotNumber: pd1 }, 'en', token);
    const data = res.json().data;
    expect(data).toMatchObject({ emailed: false, notFound: [] });
    expect(data.documents).toHaveLength(1);
    expect(inbox.mails.map((m) => m.to)).not.toContain(form.email);
    expect(inbox.mails).toHaveLength(1);
    const [stored] = await ctx.database.db
      .select()
      .from(coaRequests)
      .where(eq(coaRequests.reference, data.reference));
    expect(stored?.userId).toBe(userId);
  });

  it('refuses a blank lot number with the SPEC §5 message of the field, sending nothing', async () => {
    const res = await post({ ...form, catalogNumbers: 'PD1-H5211', lotNumber: '   ' }, 'zh-CN');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'E0002', data: { fields: { lotNumber: '批号不能为空' } } });
    expect(inbox.mails).toHaveLength(0);
    const kept = await ctx.database.db.select().from(coaRequests).where(eq(coaRequests.lotNumbers, '   '));
    expect(kept).toHaveLength(0);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { enquiries, leaveMessages, mailSubscriptions } from '../db/schema.js';
import { freezeDateEarlyInWindow } from '../testing/clock.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type Table = typeof leaveMessages | typeof enquiries | typeof mailSubscriptions;
async function rows(table: Table): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

function post<T = unknown>(
  operationId: string,
  path: string,
  payload: unknown,
  lang: 'en' | 'zh-CN' = 'zh-CN',
  ip?: string,
) {
  return callOperation<T>(ctx.app, operationId, `/api/v1${path}`, {
    lang,
    inject: { method: 'POST', payload: payload as Record<string, unknown>, ...(ip && { remoteAddress: ip }) },
  });
}

const message = {
  name: '张三',
  company: '北京大学',
  department: '生命科学学院',
  address: '北京',
  phone: '13812345678',
  email: 'zhang@example.cn',
  content: '请问 IL-6 蛋白的货期？',
  privacy: true,
};

const enquiry = {
  name: 'Jane Doe',
  company: 'Example Bio',
  department: 'R&D',
  industryName: 'Biopharma',
  areaName: 'Europe',
  phone: '+44 20 7946 0000',
  email: 'jane@example.com',
  content: 'Quote for 1 mg please.',
};

describe('POST /leave_word (createLeaveMessage)', () => {
  beforeEach(async () => {
    await ctx.database.db.delete(leaveMessages);
  });

  it('stores the message with its site language and answers its id and reference', async () => {
    const res = await post<{ id: number; reference: string }>('createLeaveMessage', '/leave_word', {
      ...message,
      name: '  张三 ',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('E0001');
    const [row] = await ctx.database.db.select().from(leaveMessages);
    const { privacy: _ticked, ...stored } = message;
    expect(row).toMatchObject({
      ...stored,
      id: res.body.data.id,
      reference: res.body.data.reference,
      locale: 'cn',
    });
    expect(res.body.data.reference).toMatch(/^LM-\d{8}-\d{4,10}$/);
    expect(row?.name).toBe('张三');
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('accepts a foreign phone on the English site only', async () => {
    const foreign = { ...message, phone: '+44 20 7946 0000' };
    const en = await post('createLeaveMessage', '/leave_word', foreign, 'en');
    expect(en.status).toBe(200);
    const [row] = await ctx.database.db.select().from(leaveMessages);
    expect(row?.locale).toBe('en');

    const cn = await post('createLeaveMessage', '/leave_word', foreign);
    expect(cn.status).toBe(400);
    expect(cn.body).toMatchObject({
      code: 'E0002',
      data: { fields: { phone: '请输入正确的手机号码' } },
    });
    expect(await rows(leaveMessages)).toBe(1);
  });

  it('words every missing field and the privacy box as SPEC §5 does, storing nothing', async () => {
    const en = await post('createLeaveMessage', '/leave_word', {}, 'en');
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual({
      fields: {
        name: 'Full Name cannot be blank',
        company: 'Company cannot be blank',
        department: 'Department cannot be blank',
        address: 'Address cannot be blank',
        phone: 'Phone Number cannot be blank',
        email: 'Email Required',
        content: 'Message cannot be blank',
        privacy: 'Please check the privacy policy',
      },
    });
    const zh = await post('createLeaveMessage', '/leave_word', { ...message, name: '', privacy: false });
    expect(zh.status).toBe(400);
    expect(zh.body.data).toEqual({ fields: { name: '姓名不能为空', privacy: '请勾选隐私政策' } });
    expect(await rows(leaveMessages)).toBe(0);
  });

  it('refuses blanks, bad e-mails and long texts that pass the shape check', async () => {
    const res = await post(
      'createLeaveMessage',
      '/leave_word',
      { ...message, company: '   ', email: 'a@b', content: '长'.repeat(2001) },
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      fields: {
        company: 'Company cannot be blank',
        email: 'Please Enter The Correct Email Address',
        content: 'No more than 2000 characters',
      },
    });
    const noPrivacy = { ...message } as Partial<typeof message>;
    delete noPrivacy.privacy;
    const missing = await post('createLeaveMessage', '/leave_word', noPrivacy, 'en');
    expect(missing.body.data).toEqual({ fields: { privacy: 'Please check the privacy policy' } });
    expect(await rows(leaveMessages)).toBe(0);
  });

  it('refuses an oversized body with an envelope, never a 500', async () => {
    const res = await post(
      'createLeaveMessage',
      '/leave_word',
      { ...message, content: 'x'.repeat(40_000) },
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'E0002',
      msg: 'Validation failed',
      data: { fields: { request: 'The request is too large (at most 32 KB)' } },
    });
    expect(await rows(leaveMessages)).toBe(0);
  });

  it('refuses a body that is not JSON with an envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/leave_word',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('E0002');
    expect(await rows(leaveMessages)).toBe(0);
  });
});

describe('POST /enquiry (createEnquiry)', () => {
  beforeEach(async () => {
    await ctx.database.db.delete(enquiries);
  });

  it('stores an enquiry from a product page with its catalog number', async () => {
    const res = await post<{ id: number; reference: string }>(
      'createEnquiry',
      '/enquiry',
      { ...enquiry, catalogNumber: 'IL6-H4218', otherTreeName: 'Cytokines' },
      'en',
    );
    expect(res.status).toBe(200);
    const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, res.body.data.id));
    expect(row).toMatchObject({
      ...enquiry,
      catalogNumber: 'IL6-H4218',
      otherTreeName: 'Cytokines',
      locale: 'en',
      reference: res.body.data.reference,
    });
    expect(res.body.data.reference).toMatch(/^EQ-\d{8}-\d{4,10}$/);
  });

  it('leaves the product category and catalog number optional', async () => {
    const res = await post('createEnquiry', '/enquiry', {
      ...enquiry,
      phone: '13912345678',
      otherTreeName: '',
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.database.db.select().from(enquiries);
    expect(row).toMatchObject({ otherTreeName: null, catalogNumber: null, locale: 'cn' });
  });

  it('names each missing field in the request language, storing nothing', async () => {
    const partial = { name: 'Jane', email: 'jane@example.com', content: 'Hi', phone: '12' };
    const en = await post('createEnquiry', '/enquiry', partial, 'en');
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual({
      fields: {
        company: 'Company cannot be blank',
        department: 'Department cannot be blank',
        industryName: 'Industry cannot be blank',
        areaName: 'Area cannot be blank',
        phone: 'Please enter the correct mobile phone number',
      },
    });
    const zh = await post('createEnquiry', '/enquiry', { ...enquiry, industryName: '', areaName: ' ' });
    expect(zh.body.data).toEqual({
      fields: { industryName: '行业不能为空', areaName: '地区不能为空', phone: '请输入正确的手机号码' },
    });
    expect(await rows(enquiries)).toBe(0);
  });

  it('checks the catalog number shape', async () => {
    const res = await post('createEnquiry', '/enquiry', { ...enquiry, catalogNumber: 'not a number!' }, 'en');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data as object)).toEqual(['fields']);
    expect(res.body.data).toEqual({ fields: { catalogNumber: 'has an invalid format' } });
    expect(await rows(enquiries)).toBe(0);
  });
});

describe('POST /mail/subscription (subscribeMail)', () => {
  beforeEach(async () => {
    await ctx.database.db.delete(mailSubscriptions);
  });

  it('stores an address once, whatever its case, answering E0001 each time', async () => {
    const first = await post('subscribeMail', '/mail/subscription', { email: 'Reader@Example.com' }, 'en');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ code: 'E0001', msg: 'Success', data: null });
    // Blanks around the address are trimmed before anything checks it.
    const again = await post('subscribeMail', '/mail/subscription', { email: ' reader@example.COM ' });
    expect(again.status).toBe(200);
    expect(again.body.code).toBe('E0001');
    expect(await rows(mailSubscriptions)).toBe(1);
    const [row] = await ctx.database.db.select().from(mailSubscriptions);
    expect(row).toMatchObject({ email: 'Reader@Example.com', locale: 'en' });
  });

  it('survives simultaneous subscriptions of one address', async () => {
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('subscribeMail', '/mail/subscription', { email: 'same@example.com' }),
      ),
    );
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows(mailSubscriptions)).toBe(1);
  });

  it('refuses a missing or malformed address in the request language, storing nothing', async () => {
    expect((await post('subscribeMail', '/mail/subscription', {}, 'en')).body.data).toEqual({
      fields: { email: 'Email Required' },
    });
    expect((await post('subscribeMail', '/mail/subscription', { email: '' })).body.data).toEqual({
      fields: { email: '邮箱不能为空' },
    });
    expect((await post('subscribeMail', '/mail/subscription', { email: 'nope' }, 'en')).body.data).toEqual({
      fields: { email: 'Please Enter The Correct Email Address' },
    });
    expect((await post('subscribeMail', '/mail/subscription', { email: 'a@b' })).body.data).toEqual({
      fields: { email: '请输入正确的邮箱地址' },
    });
    expect(await rows(mailSubscriptions)).toBe(0);
  });
});

describe('submissions per address (issue 10)', () => {
  it('takes at most 10 of each form per 10 minutes from one address, and refused ones store nothing', async () => {
    // Fixed windows of the clock: a run must not straddle a window's end.
    freezeDateEarlyInWindow();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await ctx.database.db.delete(leaveMessages);
    await ctx.database.db.delete(mailSubscriptions);
    const ip = '198.51.100.41';
    const codes: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await post('createLeaveMessage', '/leave_word', message, 'en', ip)).body.code);
    }
    expect(codes.slice(0, 10).every((code) => code === 'E0001')).toBe(true);
    expect(codes[10]).toBe('E0007');
    expect(await rows(leaveMessages)).toBe(10);
    for (let i = 0; i < 10; i += 1) {
      await post('subscribeMail', '/mail/subscription', { email: `reader${i}@example.com` }, 'en', ip);
    }
    const flood = await post(
      'subscribeMail',
      '/mail/subscription',
      { email: 'one-more@example.com' },
      'en',
      ip,
    );
    expect(flood.status).toBe(429);
    expect(await rows(mailSubscriptions)).toBe(10);
    // Another form, and another address, are not held up.
    expect((await post('createEnquiry', '/enquiry', enquiry, 'en', ip)).body.code).toBe('E0001');
    expect((await post('createLeaveMessage', '/leave_word', message, 'en', '198.51.100.42')).body.code).toBe(
      'E0001',
    );
  });
});

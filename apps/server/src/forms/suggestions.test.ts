import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../app.js';
import { readContractText } from '../contract/spec.js';
import { productSuggestions } from '../db/schema.js';
import { DeliveryError, type OutgoingMail, type Senders } from '../messaging/types.js';
import { freezeDateEarlyInWindow } from '../testing/clock.js';
import {
  callOperation,
  contract,
  createTestContext,
  type TestContext,
  testConfig,
} from '../testing/test-app.js';
import { createUserWithToken } from '../testing/users.js';

/** The mail path of the site, faked: what was handed to it, and whether the mail server is down. */
class StaffInbox implements Senders {
  readonly mails: OutgoingMail[] = [];
  down = false;
  readonly mail = {
    send: async (mail: OutgoingMail) => {
      if (this.down) throw new DeliveryError('connect ECONNREFUSED 127.0.0.1:25');
      this.mails.push(mail);
    },
  };
  readonly sms = null;
}

const inbox = new StaffInbox();
const STAFF = 'products@example.cn';
let ctx: TestContext;
let app: FastifyInstance;
/** What the app logged at warn level and above (pino's JSON lines). */
const logged: { level: number; msg: string; suggestionId?: number }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const logStream = {
    write: (line: string) => {
      logged.push(JSON.parse(line));
    },
  };
  app = await buildApp({
    db: ctx.database.db,
    config: testConfig({ STAFF_EMAIL: STAFF }),
    senders: inbox,
    contract: { document: contract, text: readContractText() },
    logger: { level: 'warn', stream: logStream },
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(productSuggestions);
  inbox.mails.length = 0;
  logged.length = 0;
});
afterEach(() => {
  inbox.down = false;
});

let ipCounter = 0;
/** Each test its own client address, so that the per-address limit of one does not touch another. */
function freshIp(): string {
  ipCounter += 1;
  return `198.18.7.${ipCounter}`;
}

function suggest<T = unknown>(
  payload: unknown,
  options: { lang?: 'en' | 'zh-CN'; token?: string; ip?: string } = {},
) {
  return callOperation<T>(app, 'createProductSuggestion', '/api/v1/suggest', {
    lang: options.lang ?? 'zh-CN',
    ...(options.token && { headers: { authorization: `Bearer ${options.token}` } }),
    inject: {
      method: 'POST',
      payload: payload as Record<string, unknown>,
      remoteAddress: options.ip ?? freshIp(),
    },
  });
}

async function storedCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(productSuggestions);
  return row?.n ?? 0;
}

const suggestion = {
  productName: 'IL-6',
  species: 'human',
  tagPosition: 'c-terminus',
  expressionSystem: 'mammalian',
  tag: 'his',
  expressionRange: 'Val30-Met212',
  accessionNumber: 'P05231',
  quantity: '1 mg',
  longTermNeed: true,
  purpose: '做 ELISA 标准品',
  quality: '内毒素 < 1 EU/μg',
  deliveryTime: '4 周',
  otherRequirements: '无',
  name: '张三',
  company: '北京大学',
  department: '生命科学学院',
  region: '北京',
  email: 'zhang@example.cn',
  phone: '13812345678',
  industry: 'research',
} as const;

describe('POST /suggest (createProductSuggestion)', () => {
  it('stores the suggestion with its site language, answers its id and reference, and mails the staff', async () => {
    const res = await suggest<{ id: number; reference: string }>({ ...suggestion, productName: '  IL-6 ' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('E0001');
    const [row] = await ctx.database.db
      .select()
      .from(productSuggestions)
      .where(eq(productSuggestions.id, res.body.data.id));
    expect(row).toMatchObject({
      ...suggestion,
      locale: 'cn',
      userId: null,
      reference: res.body.data.reference,
    });
    expect(res.body.data.reference).toMatch(/^SG-\d{8}-\d{4,10}$/);
    await vi.waitFor(() => expect(inbox.mails).toHaveLength(2));
    const mail = inbox.mails.find((candidate) => candidate.to === STAFF);
    const confirmation = inbox.mails.find((candidate) => candidate.to === 'zhang@example.cn');
    expect(confirmation?.subject).toBe(`我们已收到您的新产品建议 ${res.body.data.reference}`);
    expect(mail?.to).toBe(STAFF);
    expect(mail?.subject).toContain(`${res.body.data.reference}: IL-6`);
    expect(mail?.text).toContain('产品名称 Product name: IL-6');
    expect(mail?.text).toContain('邮箱 E-mail: zhang@example.cn');
    expect(mail?.text).toContain('长期需要 Long-term need: 是 yes');
  });

  it('keeps the suggestion when the mail server is down, and logs it', async () => {
    inbox.down = true;
    const res = await suggest<{ id: number }>({ ...suggestion, phone: '+1 415 555 0100' }, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(await storedCount()).toBe(1);
    await vi.waitFor(() =>
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'suggestion stored; staff mail not sent',
          suggestionId: res.body.data.id,
        }),
      ),
    );
    expect(inbox.mails).toHaveLength(0);
  });

  it('carries the account of a logged-in visitor, and none for a token that is not valid', async () => {
    const user = await createUserWithToken(ctx.database.db, 'suggester@example.cn');
    const mine = await suggest<{ id: number }>(suggestion, { token: user.token });
    expect(mine.status).toBe(200);
    const stranger = await suggest<{ id: number }>(suggestion, { token: 'not-a-token' });
    expect(stranger.status).toBe(200);
    const rows = await ctx.database.db.select().from(productSuggestions);
    expect(rows.find((row) => row.id === mine.body.data.id)?.userId).toBe(user.id);
    expect(rows.find((row) => row.id === stranger.body.data.id)?.userId).toBeNull();
    // Each suggestion: the staff's notice and the sender's confirmation.
    await vi.waitFor(() => expect(inbox.mails).toHaveLength(4));
    expect(inbox.mails.some((mail) => mail.text.includes(`账号 Account: #${user.id}`))).toBe(true);
  });

  it("answers each missing field's message in the request language, storing and mailing nothing", async () => {
    const en = await suggest({}, { lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual({
      fields: {
        productName: 'Please enter the product name',
        species: 'Please select the species',
        tagPosition: 'Please select the tag position',
        expressionSystem: 'Please select the expression system',
        tag: 'Please select the tag',
        expressionRange: 'Please enter the expression range',
        accessionNumber: 'Please enter the accession number',
        quantity: 'Please enter the quantity',
        longTermNeed: 'Please say whether you need it long term',
        purpose: 'Please enter the purpose',
        quality: 'Please enter the quality requirements',
        deliveryTime: 'Please enter the delivery time',
        otherRequirements: 'Please enter other requirements',
        name: 'Full Name cannot be blank',
        company: 'Company cannot be blank',
        department: 'Department cannot be blank',
        region: 'Please select your region',
        email: 'Email Required',
        phone: 'Phone Number cannot be blank',
        industry: 'Please select your industry',
      },
    });
    const zh = await suggest({ ...suggestion, region: '  ', purpose: '' });
    expect(zh.status).toBe(400);
    expect(zh.body.data).toEqual({ fields: { region: '请选择所在地区', purpose: '请输入用途' } });
    expect(await storedCount()).toBe(0);
    expect(inbox.mails).toHaveLength(0);
  });

  it('words the product name, e-mail, phone and choice rules of SPEC §5', async () => {
    for (const productName of ['A', '0123456789X']) {
      const res = await suggest({ ...suggestion, productName }, { lang: 'en' });
      expect(res.body.data).toEqual({ fields: { productName: 'It should be 2 to 10 words long' } });
    }
    const zh = await suggest({
      ...suggestion,
      productName: '白',
      email: 'zhang@example.c',
      phone: '12345678',
    });
    expect(zh.body.data).toEqual({
      fields: {
        productName: '长度应为 2 到 10 个字符',
        email: '请输入正确的邮箱地址',
        phone: '请输入正确的手机号码',
      },
    });
    const choices = await suggest({ ...suggestion, species: 'dog', longTermNeed: 'yes' }, { lang: 'en' });
    expect(choices.status).toBe(400);
    expect(choices.body.data).toEqual({
      fields: {
        species: 'Please choose one of the options',
        longTermNeed: 'Please choose one of the options',
      },
    });
    expect(await storedCount()).toBe(0);
  });

  it('takes at most 10 suggestions per 10 minutes from one address', async () => {
    freezeDateEarlyInWindow();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const ip = '198.51.100.77';
    const codes: string[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await suggest(suggestion, { ip })).body.code);
    expect(codes.slice(0, 10).every((code) => code === 'E0001')).toBe(true);
    expect(codes[10]).toBe('E0007');
    expect(await storedCount()).toBe(10);
  });
});

describe('the footer message and the enquiry (issue 15: after submitting)', () => {
  const post = (operationId: string, path: string, payload: object, lang: 'en' | 'zh-CN') =>
    callOperation<{ id: number; reference: string }>(app, operationId, `/api/v1${path}`, {
      lang,
      inject: { method: 'POST', payload: payload as Record<string, unknown>, remoteAddress: freshIp() },
    });

  it('mails the staff the message and the sender a confirmation with the reference', async () => {
    const res = await post(
      'createLeaveMessage',
      '/leave_word',
      {
        name: '张三',
        company: '北京大学',
        department: '生命科学学院',
        address: '北京',
        phone: '13812345678',
        email: 'zhang@example.cn',
        content: '请问 IL-6 蛋白的货期？',
        privacy: true,
      },
      'zh-CN',
    );
    expect(res.body.data.reference).toMatch(/^LM-\d{8}-\d{4,10}$/);
    await vi.waitFor(() => expect(inbox.mails).toHaveLength(2));
    const staff = inbox.mails.find((mail) => mail.to === STAFF);
    expect(staff?.subject).toContain(res.body.data.reference);
    expect(staff?.text).toContain('留言 Message: 请问 IL-6 蛋白的货期？');
    const confirmation = inbox.mails.find((mail) => mail.to === 'zhang@example.cn');
    expect(confirmation?.text).toContain(`编号：${res.body.data.reference}`);
  });

  it('mails the staff the enquiry and the sender a confirmation in English', async () => {
    const res = await post(
      'createEnquiry',
      '/enquiry',
      {
        name: 'Jane Doe',
        company: 'Example Bio',
        department: 'R&D',
        industryName: 'Biopharma',
        areaName: 'Europe',
        phone: '+44 20 7946 0000',
        email: 'jane@example.com',
        content: 'Quote for 1 mg please.',
        catalogNumber: 'IL6-H4218',
      },
      'en',
    );
    expect(res.body.data.reference).toMatch(/^EQ-\d{8}-\d{4,10}$/);
    await vi.waitFor(() => expect(inbox.mails).toHaveLength(2));
    const staff = inbox.mails.find((mail) => mail.to === STAFF);
    expect(staff?.subject).toBe(`询价 Enquiry ${res.body.data.reference}: IL6-H4218`);
    const confirmation = inbox.mails.find((mail) => mail.to === 'jane@example.com');
    expect(confirmation?.subject).toBe(`We received your enquiry ${res.body.data.reference}`);
  });
});

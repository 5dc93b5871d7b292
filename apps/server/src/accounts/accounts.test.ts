import { createServer } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../app.js';
import { readContractText } from '../contract/spec.js';
import { authTokens, captchas, distributors, rateLimits, users, verificationCodes } from '../db/schema.js';
import { type FakeAliyunSms, startFakeAliyunSms } from '../messaging/aliyun-sms.fake.js';
import {
  DeliveryError,
  type MailSender,
  type OutgoingMail,
  type Senders,
  type SmsSender,
  type TextedCode,
} from '../messaging/types.js';
import { freezeDateEarlyInWindow } from '../testing/clock.js';
import {
  callOperation,
  contract,
  createTestContext,
  type TestContext,
  testConfig,
} from '../testing/test-app.js';
import { sha256 } from './crypto.js';

/**
 * What the site sent, as the mailboxes and phones would receive it; `down` makes the mail server
 * or the SMS provider refuse, as one that is out of order does.
 */
class Delivered implements Senders {
  readonly mails: OutgoingMail[] = [];
  readonly texts: TextedCode[] = [];
  readonly down = { mail: false, sms: false };

  readonly mail: MailSender = {
    send: async (mail) => {
      if (this.down.mail) throw new DeliveryError('connect ECONNREFUSED 127.0.0.1:25');
      this.mails.push(mail);
    },
  };

  readonly sms: SmsSender = {
    sendCode: async (text) => {
      if (this.down.sms) throw new DeliveryError('isv.BUSINESS_LIMIT_CONTROL');
      this.texts.push(text);
    },
  };
}

const delivered = new Delivered();
let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    db: ctx.database.db,
    config: testConfig(),
    senders: delivered,
    contract: { document: contract, text: readContractText() },
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});
afterEach(() => {
  delivered.down.mail = false;
  delivered.down.sms = false;
});

let ipCounter = 0;
/** Each test its own client address, so that the per-IP rate limits of one do not touch another. */
function freshIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

interface CallOptions {
  payload?: unknown;
  token?: string;
  lang?: 'en' | 'zh-CN';
  ip?: string;
}

function call<T = unknown>(operationId: string, method: string, path: string, options: CallOptions = {}) {
  return callOperation<T>(app, operationId, `/api/v1${path}`, {
    lang: options.lang ?? 'zh-CN',
    ...(options.token && { headers: { authorization: `Bearer ${options.token}` } }),
    inject: {
      method: method as 'GET',
      remoteAddress: options.ip ?? '203.0.113.1',
      ...(options.payload !== undefined && { payload: options.payload as Record<string, unknown> }),
    },
  });
}

/** The newest mail to an address. */
function lastMail(email: string): OutgoingMail | undefined {
  return delivered.mails.findLast((mail) => mail.to === email);
}

/** The newest code e-mailed to an address or texted to a number. */
function codeFor(recipient: string): string {
  const code =
    delivered.texts.findLast((text) => text.phone === recipient)?.code ??
    /\b(\d{6})\b/.exec(lastMail(recipient)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

function codeRows(target: string) {
  return ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, target));
}

async function userCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Lets a minute pass for the one-code-a-minute rule of a target (its codes and its counter). */
async function allowNextCode(target: string): Promise<void> {
  await ctx.database.db
    .update(verificationCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(verificationCodes.target, target));
  await ctx.database.db.delete(rateLimits).where(eq(rateLimits.key, `code:target:${target}`));
}

let emailCounter = 0;
function freshEmail(): string {
  emailCounter += 1;
  return `user${emailCounter}.${Date.now()}@example.cn`;
}

function registration(email: string, code: string) {
  return {
    email,
    name: '张三',
    phone: '13812345678',
    unit: '北京大学',
    department: '生命科学学院',
    password: 'abc123',
    confirmPassword: 'abc123',
    code,
    areaId: 1,
    industryId: 1,
    privacyAgreement: true,
    marketingConsent: false,
  };
}

async function sendCode(email: string, scene: string, ip = freshIp()) {
  return call('sendVerificationCode', 'POST', '/code/send', { payload: { email, scene }, ip });
}

async function registered(password = 'abc123', unit = '北京大学'): Promise<{ email: string; id: number }> {
  const email = freshEmail();
  expect((await sendCode(email, 'register')).body.code).toBe('E0001');
  const res = await call<{ id: number; account: string }>('registerUser', 'POST', '/user', {
    payload: { ...registration(email, await codeFor(email)), password, confirmPassword: password, unit },
    ip: freshIp(),
  });
  expect(res.body.code).toBe('E0001');
  return { email, id: res.body.data.id };
}

async function login(email: string, password = 'abc123'): Promise<string> {
  const res = await call<{ token: string }>('loginWithPassword', 'POST', '/user/login', {
    payload: { email, password },
    ip: freshIp(),
  });
  expect(res.body.code).toBe('E0001');
  return res.body.data.token;
}

describe('registration and password login', () => {
  it('registers with an e-mailed code, hashes the password with argon2id and logs in', async () => {
    const email = freshEmail();
    const sent = await sendCode(email, 'register');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: 'E0001', msg: '成功', data: null });
    const code = await codeFor(email);

    const checked = await call('checkVerificationCode', 'POST', '/code/check', {
      payload: { email, scene: 'register', code },
    });
    expect(checked.body.data).toBe(true);

    const res = await call<{ id: number; account: string }>('registerUser', 'POST', '/user', {
      payload: registration(email.toUpperCase(), code),
      ip: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.account).toBe(email);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, res.body.data.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.unit).toBe('北京大学');

    const loggedIn = await call<{ token: string; expiration: string; username: string }>(
      'loginWithPassword',
      'POST',
      '/user/login',
      { payload: { email: email.toUpperCase(), password: 'abc123' }, ip: freshIp() },
    );
    expect(loggedIn.body.code).toBe('E0001');
    expect(loggedIn.body.data.username).toBe(email);
    expect(loggedIn.body.data.token.length).toBeGreaterThanOrEqual(43);
    expect(new Date(loggedIn.body.data.expiration).getTime()).toBeGreaterThan(Date.now());
    // Only the token's hash is stored.
    const stored = await ctx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, res.body.data.id));
    expect(stored[0]?.tokenHash).toBe(sha256(loggedIn.body.data.token));
  });

  it('refuses every broken field at once, in the request language, and stores nothing', async () => {
    const email = freshEmail();
    await sendCode(email, 'register');
    const code = await codeFor(email);
    const before = await userCount();
    const bad = {
      ...registration('not-an-email', code),
      name: '  ',
      phone: '12345678901',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
      areaId: 9999,
      industryId: 9999,
      privacyAgreement: true,
    };
    const zh = await call<{ fields: Record<string, string> }>('registerUser', 'POST', '/user', {
      payload: bad,
    });
    expect(zh.status).toBe(400);
    expect(zh.body.code).toBe('E0002');
    const en = await call<{ fields: Record<string, string> }>('registerUser', 'POST', '/user', {
      payload: { ...bad, email },
      lang: 'en',
    });
    expect(en.body.data.fields).toEqual({
      name: 'Full Name cannot be blank',
      password: 'Password must be at least 6 characters mixing letters and digits',
      confirmPassword: 'passwords inconsistent',
      areaId: 'Please select your province',
      industryId: 'Please select your segment',
    });
    const zhFields = await call<{ fields: Record<string, string> }>('registerUser', 'POST', '/user', {
      payload: { ...bad, email, name: '张三' },
    });
    expect(zhFields.body.data.fields.phone).toBe('请输入正确的手机号码');
    expect(zhFields.body.data.fields.confirmPassword).toBe('两次输入的密码不一致');
    // The privacy agreement is the contract's const true.
    const noPrivacy = await call<{ fields: Record<string, string> }>('registerUser', 'POST', '/user', {
      payload: { ...registration(email, code), privacyAgreement: false },
      lang: 'en',
    });
    expect(Object.keys(noPrivacy.body.data.fields)).toEqual(['privacyAgreement']);
    expect(await userCount()).toBe(before);
    // The code was not used up by the refused attempts.
    const checked = await call('checkVerificationCode', 'POST', '/code/check', {
      payload: { email, scene: 'register', code },
    });
    expect(checked.body.data).toBe(true);
  });

  it('the English site drops the mainland mobile rule', async () => {
    const email = freshEmail();
    await sendCode(email, 'register');
    const res = await call('registerUser', 'POST', '/user', {
      payload: { ...registration(email, await codeFor(email)), phone: '+44 20 7946 0000' },
      lang: 'en',
      ip: freshIp(),
    });
    expect(res.body.code).toBe('E0001');
  });

  it('a code is single-use, scene-bound and expires after 5 minutes', async () => {
    const email = freshEmail();
    await sendCode(email, 'register');
    const code = await codeFor(email);
    const wrong = await call<{ fields: Record<string, string> }>('registerUser', 'POST', '/user', {
      payload: registration(email, code === '000000' ? '111111' : '000000'),
      lang: 'en',
    });
    expect(wrong.body.data.fields).toEqual({ code: 'The verification code is wrong or has expired' });
    const otherScene = await call('checkVerificationCode', 'POST', '/code/check', {
      payload: { email, scene: 'reset_password', code },
    });
    expect(otherScene.body.data).toBe(false);

    // Expired: move it 5 minutes into the past.
    await ctx.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, email));
    const expired = await call('registerUser', 'POST', '/user', { payload: registration(email, code) });
    expect(expired.body.code).toBe('E0002');
    expect(await userCount()).toBeGreaterThan(0);
  });

  it('two registrations racing on one code: exactly one succeeds', async () => {
    const email = freshEmail();
    await sendCode(email, 'register');
    const code = await codeFor(email);
    const results = await Promise.all([
      call('registerUser', 'POST', '/user', { payload: registration(email, code), ip: freshIp() }),
      call('registerUser', 'POST', '/user', { payload: registration(email, code), ip: freshIp() }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['E0001', 'E0002']);
  });

  it('does not reveal an existing account: same answers, a notice instead of a code', async () => {
    const { email } = await registered();
    await allowNextCode(email);
    const sent = await sendCode(email, 'register');
    expect(sent.body.code).toBe('E0001');
    const notice = lastMail(email);
    expect(notice?.subject).toBe('您已注册');
    expect(notice?.text).not.toMatch(/\d{6}/);
    const res = await call<{ fields: Record<string, string> }>('registerUser', 'POST', '/user', {
      payload: registration(email, '123456'),
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({ code: 'The verification code is wrong or has expired' });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await registered();
    const wrong = await call('loginWithPassword', 'POST', '/user/login', {
      payload: { email, password: 'wrong1' },
      lang: 'en',
      ip: freshIp(),
    });
    const unknown = await call('loginWithPassword', 'POST', '/user/login', {
      payload: { email: freshEmail(), password: 'wrong1' },
      lang: 'en',
      ip: freshIp(),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ code: 'E0003', msg: 'Incorrect e-mail or password', data: null });
    const bad = await call<{ fields: Record<string, string> }>('loginWithPassword', 'POST', '/user/login', {
      payload: { email: 'nope', password: '' },
    });
    expect(bad.body.code).toBe('E0002');
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['email', 'password']);
  });
});

describe('rate limits', () => {
  // The limits count in fixed windows of the clock: a run that straddles a window's end would start
  // counting again. Only Date is frozen, mid-window; timers and the database run as usual.
  beforeEach(() => {
    freezeDateEarlyInWindow();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends at most one code a minute per address', async () => {
    const email = freshEmail();
    expect((await sendCode(email, 'register')).body.code).toBe('E0001');
    const again = await sendCode(email, 'reset_password');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('E0007');
  });

  it('limits code sending per client address', async () => {
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await sendCode(freshEmail(), 'register', ip)).body.code);
    expect(codes.slice(0, 10).every((c) => c === 'E0001')).toBe(true);
    expect(codes[10]).toBe('E0007');
  });

  it('limits captchas per client address', async () => {
    const ip = freshIp();
    let last = '';
    for (let i = 0; i < 31; i += 1) last = (await call('getCaptcha', 'GET', '/kaptcha', { ip })).body.code;
    expect(last).toBe('E0007');
  });
});

/** A password login from `ip`, with an answer to an image captcha when one is given. */
function passwordLogin(
  email: string,
  password: string,
  ip: string,
  captcha?: { captchaId: string; captcha: string },
) {
  return call<{ token: string; fields: Record<string, string> }>('loginWithPassword', 'POST', '/user/login', {
    payload: { email, password, ...captcha },
    ip,
    lang: 'en',
  });
}

/** A captcha from GET /kaptcha at `ip` whose answer the test knows. */
async function answeredCaptcha(ip: string): Promise<{ captchaId: string; captcha: string }> {
  return { captchaId: await captchaWithAnswer('r2d2', ip), captcha: 'r2d2' };
}

async function tokensOf(userId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(authTokens)
    .where(eq(authTokens.userId, userId));
  return row?.n ?? 0;
}

describe('throttling without lock-out (OWASP ASVS 2.2)', () => {
  beforeEach(() => {
    freezeDateEarlyInWindow();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const captchaRequired = { fields: { captcha: 'Enter the characters shown in the image' } };

  it('the owner gets in after 50 wrong attempts by someone else, with the password and the image captcha', async () => {
    const { email, id } = await registered();
    const attacker = freshIp();
    const answers: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      // Half from one address, half each from a new one.
      const res = await passwordLogin(email, `wrong${i}`, i % 2 ? attacker : freshIp());
      answers.push(res.body.code);
    }
    // Three passwords were checked; after that the account asks for the captcha, which a script
    // without one cannot give, so no further password is even looked at.
    expect(answers.slice(0, 3)).toEqual(['E0003', 'E0003', 'E0003']);
    expect(new Set(answers.slice(3))).toEqual(new Set(['E0002']));

    const owner = freshIp();
    const asked = await passwordLogin(email, 'abc123', owner);
    expect(asked.status).toBe(400);
    expect(asked.body.data).toEqual(captchaRequired);
    expect(await tokensOf(id)).toBe(0);
    const inside = await passwordLogin(email, 'abc123', owner, await answeredCaptcha(owner));
    expect(inside.body.code).toBe('E0001');
    expect(inside.body.data.token).toEqual(expect.any(String));
    // A successful login forgets the account's failures: the next one needs no captcha.
    expect((await passwordLogin(email, 'abc123', freshIp())).body.code).toBe('E0001');
  });

  it('an attacker without the captcha gets no more tries, not even with the right password', async () => {
    const { email, id } = await registered();
    const attacker = freshIp();
    for (let i = 0; i < 3; i += 1) await passwordLogin(email, 'wrong1', attacker);
    const rightWithoutCaptcha = await passwordLogin(email, 'abc123', attacker);
    expect(rightWithoutCaptcha.body).toMatchObject({ code: 'E0002', data: captchaRequired });
    const captcha = await answeredCaptcha(attacker);
    const wrongCaptcha = await passwordLogin(email, 'abc123', attacker, { ...captcha, captcha: 'xxxx' });
    expect(wrongCaptcha.body.data).toEqual({
      fields: { captcha: 'The image code is wrong or has expired' },
    });
    // Each image answers once: the right answer after a wrong one is refused too.
    const reused = await passwordLogin(email, 'abc123', attacker, captcha);
    expect(reused.body.data).toEqual({ fields: { captcha: 'The image code is wrong or has expired' } });
    expect(await tokensOf(id)).toBe(0);
  });

  it('an address that keeps failing waits longer after each failure and needs the captcha; others do not', async () => {
    const start = Date.now();
    const { email } = await registered();
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      // Five different accounts: no single account reaches its own threshold.
      expect((await passwordLogin(freshEmail(), 'wrong1', ip)).body.code).toBe('E0003');
    }
    const waits: string[] = [];
    for (const [failures, seconds] of [
      [5, 1],
      [6, 2],
      [7, 4],
    ] as const) {
      const early = await passwordLogin(email, 'abc123', ip, await answeredCaptcha(ip));
      expect(early.status, `after ${failures} failures`).toBe(429);
      waits.push(early.body.msg);
      vi.setSystemTime(Date.now() + seconds * 1000);
      expect((await passwordLogin(email, 'abc123', ip)).body.data).toEqual(captchaRequired);
      const checked = await passwordLogin(freshEmail(), 'wrong1', ip, await answeredCaptcha(ip));
      expect(checked.body.code).toBe('E0003');
    }
    expect(waits).toEqual([
      'Too many failed attempts from your network. Try again in 1 s.',
      'Too many failed attempts from your network. Try again in 2 s.',
      'Too many failed attempts from your network. Try again in 4 s.',
    ]);
    // Another address logs in to the same account at once, without a captcha.
    expect((await passwordLogin(email, 'abc123', freshIp())).body.code).toBe('E0001');
    // The owner behind the failing address gets in after the wait, with the captcha.
    vi.setSystemTime(Date.now() + 8000);
    expect((await passwordLogin(email, 'abc123', ip, await answeredCaptcha(ip))).body.code).toBe('E0001');
    // Failures are forgotten 15 minutes after the last one.
    vi.setSystemTime(start + 16 * 60_000);
    expect((await passwordLogin(email, 'abc123', ip)).body.code).toBe('E0001');
  });

  it('a stranger cannot stop a person’s SMS logins for long', async () => {
    const phone = '13912340001';
    const owner = freshIp();
    const sendSms = async () =>
      call('sendSmsCode', 'POST', '/user/phone/message', {
        payload: { phone, ...(await answeredCaptcha(owner)) },
        ip: owner,
      });
    expect((await sendSms()).body.code).toBe('E0001');
    const stranger = freshIp();
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call('loginWithSmsCode', 'POST', '/auth', {
        payload: { phone, code: '000000' },
        ip: stranger,
      });
      answers.push(res.body.code);
    }
    // The stranger's own address has to wait after five failures.
    expect(answers).toEqual(['E0003', 'E0003', 'E0003', 'E0003', 'E0003', 'E0007']);
    for (let i = 0; i < 20; i += 1) {
      await call('loginWithSmsCode', 'POST', '/auth', { payload: { phone, code: '111111' }, ip: freshIp() });
    }
    // The code the stranger guessed at is dead; the next one, a minute later, logs the owner in.
    await allowNextCode(phone);
    expect((await sendSms()).body.code).toBe('E0001');
    const login = await call('loginWithSmsCode', 'POST', '/auth', {
      payload: { phone, code: codeFor(phone) },
      ip: owner,
    });
    expect(login.body.code).toBe('E0001');
  });

  it('a stranger cannot stop a person’s code checks or password reset for long', async () => {
    const { email } = await registered();
    await allowNextCode(email);
    await sendCode(email, 'reset_password');
    for (let i = 0; i < 12; i += 1) {
      const payload = { email, scene: 'reset_password', code: '000000' };
      await call('checkVerificationCode', 'POST', '/code/check', { payload, ip: freshIp() });
      await call('resetPassword', 'POST', '/user/reset/password', {
        payload: { email, password: 'newpass1', confirmPassword: 'newpass1', code: '000000' },
        ip: freshIp(),
      });
    }
    await allowNextCode(email);
    await sendCode(email, 'reset_password');
    const owner = freshIp();
    const code = codeFor(email);
    const check = await call('checkVerificationCode', 'POST', '/code/check', {
      payload: { email, scene: 'reset_password', code },
      ip: owner,
    });
    expect(check.body).toMatchObject({ code: 'E0001', data: true });
    const reset = await call('resetPassword', 'POST', '/user/reset/password', {
      payload: { email, password: 'newpass1', confirmPassword: 'newpass1', code },
      ip: owner,
    });
    expect(reset.body.code).toBe('E0001');
  });
});

describe('tokens', () => {
  it('the bearer token opens the user calls; logout revokes it', async () => {
    const { email, id } = await registered();
    const token = await login(email);
    const status = await call<{ username: string; expiration: string }>(
      'getAuthStatus',
      'GET',
      '/auth/status',
      {
        token,
      },
    );
    expect(status.body.data.username).toBe(email);
    const info = await call('getCurrentUserInfo', 'GET', '/users/info', { token });
    expect(info.body.data).toEqual({
      name: '张三',
      phone: '13812345678',
      email,
      company: '北京大学',
      department: '生命科学学院',
      areaName: '北京',
      // Registration takes the phone on trust; only an SMS code proves it.
      phoneVerified: false,
    });
    const infoEn = await call<{ areaName: string }>('getCurrentUserInfo', 'GET', '/users/info', {
      token,
      lang: 'en',
    });
    expect(infoEn.body.data.areaName).toBe('Beijing');
    const record = await call('getUserRecord', 'GET', '/user/user_info', { token });
    expect(record.body.data).toEqual({ id, account: email });
    const profile = await call<{ id: number }>('getUserProfile', 'GET', `/user/absol_info/${id}`, { token });
    expect(profile.body.data.id).toBe(id);
    const other = await call('getUserProfile', 'GET', `/user/absol_info/${id + 1000}`, { token });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('E0004');

    const out = await call('logout', 'DELETE', '/auth/status', { token });
    expect(out.body.code).toBe('E0001');
    const after = await call('getAuthStatus', 'GET', '/auth/status', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('E0003');
  });

  it('refuses a missing, unknown or expired token with E0003', async () => {
    const missing = await call('getCurrentUserInfo', 'GET', '/users/info');
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('E0003');
    const unknown = await call('getUserRecord', 'GET', '/user/user_info', { token: 'x'.repeat(43) });
    expect(unknown.body.code).toBe('E0003');
    const { email, id } = await registered();
    const token = await login(email);
    await ctx.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, id));
    const expired = await call('getUserRecord', 'GET', '/user/user_info', { token, lang: 'en' });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 'E0003', msg: 'Please log in first', data: null });
  });

  it('a planned secured operation is not guarded yet: it keeps answering as planned, never 401', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/calculator', payload: {} });
    expect(res.statusCode).not.toBe(401);
    expect([400, 501]).toContain(res.statusCode);
  });
});

describe('password reset', () => {
  it('resets with an e-mailed code and revokes every token of the user', async () => {
    const { email } = await registered();
    const first = await login(email);
    const second = await login(email);
    await allowNextCode(email);
    await sendCode(email, 'reset_password');
    const code = await codeFor(email);
    const bad = await call<{ fields: Record<string, string> }>(
      'resetPassword',
      'POST',
      '/user/reset/password',
      {
        payload: { email, password: 'newpass1', confirmPassword: 'newpass2', code },
        lang: 'en',
      },
    );
    expect(bad.body.data.fields).toEqual({ confirmPassword: 'passwords inconsistent' });
    const res = await call('resetPassword', 'POST', '/user/reset/password', {
      payload: { email, password: 'newpass1', confirmPassword: 'newpass1', code },
      ip: freshIp(),
    });
    expect(res.body.code).toBe('E0001');
    for (const token of [first, second]) {
      expect((await call('getAuthStatus', 'GET', '/auth/status', { token })).body.code).toBe('E0003');
    }
    const old = await call('loginWithPassword', 'POST', '/user/login', {
      payload: { email, password: 'abc123' },
      ip: freshIp(),
    });
    expect(old.body.code).toBe('E0003');
    expect(await login(email, 'newpass1')).toBeTruthy();
  });

  it('an unknown address gets no mail and the same answers', async () => {
    const email = freshEmail();
    expect((await sendCode(email, 'reset_password')).body.code).toBe('E0001');
    expect(lastMail(email)).toBeUndefined();
    const res = await call<{ fields: Record<string, string> }>(
      'resetPassword',
      'POST',
      '/user/reset/password',
      {
        payload: { email, password: 'newpass1', confirmPassword: 'newpass1', code: '123456' },
        lang: 'en',
      },
    );
    expect(res.body.data.fields).toEqual({ code: 'The verification code is wrong or has expired' });
  });
});

async function captchaWithAnswer(answer: string, ip: string, site = app): Promise<string> {
  const res = await callOperation<{ captchaId: string; image: string }>(
    site,
    'getCaptcha',
    '/api/v1/kaptcha',
    {
      inject: { remoteAddress: ip },
    },
  );
  expect(res.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
  // The answer is only in the image; the test sets a known one.
  await ctx.database.db
    .update(captchas)
    .set({ answerHash: sha256(answer) })
    .where(eq(captchas.id, res.body.data.captchaId));
  return res.body.data.captchaId;
}

describe('captcha, SMS login and completion', () => {
  it('a captcha answers once', async () => {
    const ip = freshIp();
    const captchaId = await captchaWithAnswer('ab3d', ip);
    const right = await call('checkCaptcha', 'POST', '/kaptcha/check', {
      payload: { captchaId, captcha: 'AB3D' },
      ip,
    });
    expect(right.body.data).toBe(true);
    const again = await call('checkCaptcha', 'POST', '/kaptcha/check', {
      payload: { captchaId, captcha: 'ab3d' },
      ip,
    });
    expect(again.body.data).toBe(false);
    const otherId = await captchaWithAnswer('ab3d', ip);
    const wrong = await call('checkCaptcha', 'POST', '/kaptcha/check', {
      payload: { captchaId: otherId, captcha: 'zzzz' },
      ip,
    });
    expect(wrong.body.data).toBe(false);
  });

  it('NODE_ENV=test keeps each captcha text readable under its id, and that text answers it', async () => {
    const ip = freshIp();
    const res = await call<{ captchaId: string; image: string }>('getCaptcha', 'GET', '/kaptcha', { ip });
    const { captchaId } = res.body.data;
    const reader = await app.inject({ url: `/api/dev/captcha/${encodeURIComponent(captchaId)}` });
    const { text } = reader.json().data as { captchaId: string; text: string };
    expect(text).toMatch(/^[a-zA-Z0-9]{4}$/);
    const right = await call('checkCaptcha', 'POST', '/kaptcha/check', {
      payload: { captchaId, captcha: text },
      ip,
    });
    expect(right.body.data).toBe(true);
    expect((await app.inject({ url: '/api/dev/captcha/unknown' })).json().code).toBe('E0005');
  });

  it('reads captcha texts out to this machine only, even behind a trusted proxy', async () => {
    const { captchaId } = (await call<{ captchaId: string }>('getCaptcha', 'GET', '/kaptcha')).body.data;
    const url = `/api/dev/captcha/${encodeURIComponent(captchaId)}`;
    const remote = await app.inject({ url, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 'E0005', data: null });
    expect((await app.inject({ url, remoteAddress: '::1' })).statusCode).toBe(200);

    // Behind a trusted proxy a remote client can put 127.0.0.1 first in X-Forwarded-For; the proxy
    // appends the real address, which is not loopback.
    const proxied = await ctx.appWith({ env: { TRUST_PROXY: 'true' } });
    const created = await proxied.inject({ url: '/api/v1/kaptcha', remoteAddress: freshIp() });
    const proxiedUrl = `/api/dev/captcha/${encodeURIComponent(created.json().data.captchaId)}`;
    const spoofed = await proxied.inject({
      url: proxiedUrl,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(404);
    const local = await proxied.inject({
      url: proxiedUrl,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('texts a code behind the captcha, logs in by phone (creating the account once) and binds the phone', async () => {
    const ip = freshIp();
    const phone = '13912345678';
    const badCaptcha = await call<{ fields: Record<string, string> }>(
      'sendSmsCode',
      'POST',
      '/user/phone/message',
      {
        payload: { phone, captchaId: await captchaWithAnswer('k7pq', ip), captcha: 'nope' },
        lang: 'en',
        ip,
      },
    );
    expect(badCaptcha.body.data.fields).toEqual({ captcha: 'The image code is wrong or has expired' });
    const badPhone = await call('sendSmsCode', 'POST', '/user/phone/message', {
      payload: { phone: '12345', captchaId: 'x', captcha: 'y' },
      ip,
    });
    expect(badPhone.body.code).toBe('E0002');
    const sent = await call('sendSmsCode', 'POST', '/user/phone/message', {
      payload: { phone, captchaId: await captchaWithAnswer('k7pq', ip), captcha: 'k7pq' },
      ip,
    });
    expect(sent.body.code).toBe('E0001');
    expect(delivered.texts.at(-1)).toMatchObject({
      phone,
      lang: 'zh',
      code: expect.stringMatching(/^\d{6}$/),
    });

    const wrong = await call('loginWithSmsCode', 'POST', '/auth', { payload: { phone, code: '000000' }, ip });
    expect(wrong.status).toBe(401);
    const code = await codeFor(phone);
    const res = await call<{ token: string; username: string }>('loginWithSmsCode', 'POST', '/auth', {
      payload: { phone, code },
      ip,
    });
    expect(res.body.data.username).toBe(phone);
    const token = res.body.data.token;
    const reuse = await call('loginWithSmsCode', 'POST', '/auth', { payload: { phone, code }, ip });
    expect(reuse.body.code).toBe('E0003');

    // A second SMS login lands in the same account.
    await allowNextCode(phone);
    await call('sendSmsCode', 'POST', '/user/phone/message', {
      payload: { phone, captchaId: await captchaWithAnswer('k7pq', ip), captcha: 'k7pq' },
      ip,
    });
    const second = await call<{ username: string }>('loginWithSmsCode', 'POST', '/auth', {
      payload: { phone, code: await codeFor(phone) },
      ip,
    });
    expect(second.body.data.username).toBe(phone);
    const accounts = await ctx.database.db.select().from(users).where(eq(users.verifiedPhone, phone));
    expect(accounts).toHaveLength(1);

    // Completion of an SMS-login account: its number is already proven, so no second code.
    const before = await call<{ phoneVerified: boolean }>('getCurrentUserInfo', 'GET', '/users/info', {
      token,
    });
    expect(before.body.data.phoneVerified).toBe(true);
    const profile = { name: '李四', company: '复旦大学', department: '药学院', areaName: '上海', phone };
    const incomplete = await call<{ fields: Record<string, string> }>(
      'completeUserInfo',
      'POST',
      '/user/completion',
      { payload: { ...profile, name: ' ' }, token, lang: 'en', ip },
    );
    expect(incomplete.body.data.fields).toEqual({ name: 'Full Name cannot be blank' });
    const done = await call('completeUserInfo', 'POST', '/user/completion', { payload: profile, token, ip });
    expect(done.body.data).toEqual({ ...profile, email: '', phoneVerified: true });

    // Binding another number needs that number's SMS code.
    const otherPhone = '13912345679';
    const noCode = await call<{ fields: Record<string, string> }>(
      'completeUserInfo',
      'POST',
      '/user/completion',
      { payload: { ...profile, phone: otherPhone }, token, lang: 'en', ip },
    );
    expect(noCode.body.code).toBe('E0002');
    expect(Object.keys(noCode.body.data.fields)).toEqual(['code']);
    await call('sendSmsCode', 'POST', '/user/phone/message', {
      payload: { phone: otherPhone, captchaId: await captchaWithAnswer('k7pq', ip), captcha: 'k7pq' },
      ip,
    });
    const wrongCode = await call<{ fields: Record<string, string> }>(
      'completeUserInfo',
      'POST',
      '/user/completion',
      { payload: { ...profile, phone: otherPhone, code: '000000' }, token, lang: 'en', ip },
    );
    expect(wrongCode.body.data.fields).toEqual({ code: 'The verification code is wrong or has expired' });
    const rebound = await call('completeUserInfo', 'POST', '/user/completion', {
      payload: { ...profile, phone: otherPhone, code: await codeFor(otherPhone) },
      token,
      ip,
    });
    expect(rebound.body.data).toEqual({ ...profile, phone: otherPhone, email: '', phoneVerified: true });

    const updated = await call<{ company: string }>('updateUserProfile', 'PUT', '/user/absol', {
      payload: { ...profile, company: '浙江大学' },
      token,
    });
    expect(updated.body.data.company).toBe('浙江大学');
    const badUpdate = await call('updateUserProfile', 'PUT', '/user/absol', {
      payload: { ...profile, phone: '10000000000' },
      token,
    });
    expect(badUpdate.body.code).toBe('E0002');
  });
});

describe('reference data and company autocomplete', () => {
  it('lists areas and industries in the request language', async () => {
    const zh = await call<{ id: number; name: string }[]>('listAreas', 'GET', '/distributor/area');
    expect(zh.body.data[0]).toEqual({ id: 1, name: '北京' });
    const en = await call<{ id: number; name: string }[]>('listAreas', 'GET', '/distributor/area', {
      lang: 'en',
    });
    expect(en.body.data.map((a) => a.name)).toContain('Guangdong');
    expect(en.body.data.map((a) => a.name)).toContain('Germany');
    const industries = await call('listIndustries', 'GET', '/global_cfg/industry/values', { lang: 'en' });
    expect(industries.body.data).toEqual([
      { id: 1, name: 'Academic research' },
      { id: 2, name: 'Industry' },
    ]);
  });

  function organizationNames(keyWord: string, ip = freshIp()) {
    return call<string[]>(
      'searchOrganizationNames',
      'GET',
      `/search/org/name?keyWord=${encodeURIComponent(keyWord)}`,
      {
        ip,
      },
    );
  }

  it('completes company names from 2 characters on, by prefix only', async () => {
    await registered();
    await registered();
    await registered();
    expect((await organizationNames('北京')).body.data).toContain('北京大学');
    // Not a prefix: no full scan for a name that merely contains the text.
    expect((await organizationNames('大学')).body.data).not.toContain('北京大学');
    const short = await organizationNames('北');
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('E0002');
    expect((await organizationNames('%%')).body.data).toEqual([]);
    expect((await organizationNames('__')).body.data).toEqual([]);
    // Distributor names are public: the demo data's first one is found by its first word.
    const [distributor] = await ctx.database.db.select().from(distributors).limit(1);
    const name = distributor?.nameZh ?? '';
    expect((await organizationNames(name.slice(0, 2))).body.data).toContain(name);
  });

  it('suggests what users typed only once several accounts share it (issue 10, finding 8)', async () => {
    const unit = `Prefix Lab ${Date.now()}`;
    await registered('abc123', unit);
    await registered('abc123', unit);
    expect((await organizationNames('prefix lab')).body.data).not.toContain(unit);
    await registered('abc123', unit);
    expect((await organizationNames('prefix lab')).body.data).toContain(unit);
  });

  it('answers at most 60 autocompletions a minute per address', async () => {
    freezeDateEarlyInWindow();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 61; i += 1) codes.push((await organizationNames('北京', ip)).body.code);
    expect(codes.slice(0, 60).every((code) => code === 'E0001')).toBe(true);
    expect(codes[60]).toBe('E0007');
  });

  it('finds a prefix through the index on lower(unit), not a scan of every user', async () => {
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select unit from users where lower(unit) like '北京%'`);
    });
    expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain('users_unit_prefix_idx');
  });
});

describe('outside services', () => {
  it('production keeps no captcha text anywhere and has no reader of it', async () => {
    const production = await ctx.appWith({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    const res = await production.inject({ url: '/api/v1/kaptcha', remoteAddress: freshIp() });
    const { captchaId } = res.json().data as { captchaId: string };
    expect((await production.inject({ url: `/api/dev/captcha/${captchaId}` })).statusCode).toBe(404);
    // The database holds the answer's hash only.
    const [row] = await ctx.database.db.select().from(captchas).where(eq(captchas.id, captchaId));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a mail server that refuses answers E0008, keeps no code and does not hold up the next try', async () => {
    const email = freshEmail();
    delivered.down.mail = true;
    const failed = await call('sendVerificationCode', 'POST', '/code/send', {
      payload: { email, scene: 'register' },
      lang: 'en',
      ip: freshIp(),
    });
    expect(failed.status).toBe(501);
    expect(failed.body).toEqual({
      code: 'E0008',
      msg: 'The e-mail could not be sent; please try again later',
      data: null,
    });
    const failedZh = await sendCode(email, 'register');
    expect(failedZh.body.msg).toBe('邮件发送失败，请稍后再试');
    expect(await codeRows(email)).toEqual([]);

    // Back up: the very next try goes out (no one-code-a-minute refusal) and its code registers.
    delivered.down.mail = false;
    expect((await sendCode(email, 'register')).body.code).toBe('E0001');
    expect(await codeRows(email)).toHaveLength(1);
    const res = await call('registerUser', 'POST', '/user', {
      payload: registration(email, codeFor(email)),
      ip: freshIp(),
    });
    expect(res.body.code).toBe('E0001');
  });

  it('a failed notice to an existing account is not recorded either', async () => {
    const { email } = await registered();
    await allowNextCode(email);
    delivered.down.mail = true;
    expect((await sendCode(email, 'register')).body.code).toBe('E0008');
    expect((await codeRows(email)).map((row) => row.scene)).toEqual(['register']);
  });

  it('an SMS provider that refuses answers E0008, keeps no code and does not hold up the next try', async () => {
    const ip = freshIp();
    const phone = '13700000001';
    delivered.down.sms = true;
    const failed = await call('sendSmsCode', 'POST', '/user/phone/message', {
      payload: { phone, captchaId: await captchaWithAnswer('w8xy', ip), captcha: 'w8xy' },
      lang: 'en',
      ip,
    });
    expect(failed.status).toBe(501);
    expect(failed.body).toEqual({
      code: 'E0008',
      msg: 'The text message could not be sent; please try again later',
      data: null,
    });
    expect(await codeRows(phone)).toEqual([]);

    delivered.down.sms = false;
    const sent = await call('sendSmsCode', 'POST', '/user/phone/message', {
      payload: { phone, captchaId: await captchaWithAnswer('w8xy', ip), captcha: 'w8xy' },
      ip,
    });
    expect(sent.body.code).toBe('E0001');
    const login = await call('loginWithSmsCode', 'POST', '/auth', {
      payload: { phone, code: codeFor(phone) },
      ip,
    });
    expect(login.body.code).toBe('E0001');
  });

  it('SMTP_URL to a server that is down: nodemailer is refused and the answer is E0008', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const production = await ctx.appWith({
      env: { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${closedPort}` },
    });
    const email = freshEmail();
    const res = await production.inject({
      method: 'POST',
      url: '/api/v1/code/send',
      headers: { 'accept-language': 'zh-CN' },
      remoteAddress: freshIp(),
      payload: { email, scene: 'register' },
    });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ code: 'E0008', msg: '邮件发送失败，请稍后再试', data: null });
    expect(await codeRows(email)).toEqual([]);
  });

  it('SMTP_URL without an SMS provider: texts are unavailable (E0008), never caught locally', async () => {
    const production = await ctx.appWith({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    const ip = freshIp();
    const res = await production.inject({
      method: 'POST',
      url: '/api/v1/user/phone/message',
      headers: { 'accept-language': 'en' },
      remoteAddress: ip,
      payload: {
        phone: '13700000002',
        captchaId: await captchaWithAnswer('q2rs', ip, production),
        captcha: 'q2rs',
      },
    });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({
      code: 'E0008',
      msg: 'Text messages cannot be sent: no SMS provider is configured',
      data: null,
    });
  });

  describe('with SMS_PROVIDER=aliyun', () => {
    let provider: FakeAliyunSms;
    let site: FastifyInstance;
    beforeAll(async () => {
      provider = await startFakeAliyunSms('provider-secret');
      site = await ctx.appWith({
        env: {
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://127.0.0.1:2525',
          SMS_PROVIDER: 'aliyun',
          ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test',
          ALIYUN_SMS_ACCESS_KEY_SECRET: 'provider-secret',
          ALIYUN_SMS_SIGN_NAME: '示例生物',
          ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
          ALIYUN_SMS_ENDPOINT: provider.endpoint,
        },
      });
    });
    afterAll(() => provider?.close());

    async function sendSms(phone: string, ip: string) {
      const captchaId = await captchaWithAnswer('m4nd', ip, site);
      return site.inject({
        method: 'POST',
        url: '/api/v1/user/phone/message',
        headers: { 'accept-language': 'en' },
        remoteAddress: ip,
        payload: { phone, captchaId, captcha: 'm4nd' },
      });
    }

    it('texts the code through the provider, and that code logs in', async () => {
      const ip = freshIp();
      const phone = '13700000003';
      provider.answer = 'ok';
      expect((await sendSms(phone, ip)).json().code).toBe('E0001');
      const request = provider.received.findLast((params) => params.PhoneNumbers === phone);
      expect(request).toMatchObject({ SignName: '示例生物', TemplateCode: 'SMS_100000001' });
      const { code } = JSON.parse(request?.TemplateParam ?? '{}') as { code: string };
      const login = await site.inject({
        method: 'POST',
        url: '/api/v1/auth',
        remoteAddress: ip,
        payload: { phone, code },
      });
      expect(login.json().code).toBe('E0001');
    });

    it('a provider error (flow control, an outage) answers E0008 and records nothing as sent', async () => {
      const ip = freshIp();
      const phone = '13700000004';
      for (const answer of ['flow-control', 'unavailable'] as const) {
        provider.answer = answer;
        const res = await sendSms(phone, ip);
        expect(res.statusCode).toBe(501);
        expect(res.json().msg).toBe('The text message could not be sent; please try again later');
        expect(await codeRows(phone)).toEqual([]);
      }
      provider.answer = 'ok';
      expect((await sendSms(phone, ip)).json().code).toBe('E0001');
    });
  });
});

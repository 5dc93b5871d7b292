import { expect } from 'vitest';

/**
 * Reading what a visitor would receive: the site must run with `NODE_ENV=test`
 * (`startSite({ env: { NODE_ENV: 'test' } })`), which serves the built site with the development
 * outbox reader `GET /api/dev/outbox` (apps/server README "Mail, SMS and the outbox").
 */
export const testSiteEnv = { NODE_ENV: 'test' } as const;

interface OutboxRow {
  channel: 'mail' | 'sms' | 'captcha';
  recipient: string;
  body: string;
}

async function outboxRows(origin: string, channel: OutboxRow['channel'], recipient: string) {
  const query = new URLSearchParams({ channel, recipient });
  const response = await fetch(`${origin}/api/dev/outbox?${query}`);
  expect(response.status, 'the outbox reader answers only when the site runs with NODE_ENV=test').toBe(200);
  return ((await response.json()) as { data: OutboxRow[] }).data;
}

/** The 6-digit code of the newest mail or text message to `recipient`, waiting for it to arrive. */
export async function receivedCode(
  origin: string,
  channel: 'mail' | 'sms',
  recipient: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await outboxRows(origin, channel, recipient);
      code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** The text of the captcha image `captchaId` (kept in the outbox outside production only). */
export async function captchaText(origin: string, captchaId: string): Promise<string> {
  const [row] = await outboxRows(origin, 'captcha', captchaId);
  if (!row) throw new Error(`no captcha ${captchaId} in the outbox`);
  return row.body;
}

/**
 * A new mainland mobile number for one journey (a number receives one code a minute and binds one
 * account). Starts with 139 and is random enough for the accounts of one test run.
 */
export function freshMainlandPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A new, unused e-mail address for one journey. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export interface TestAccount {
  email: string;
  password: string;
  phone: string;
}

/**
 * Creates a fully set-up account through the API, the way the pages do: registration (code by mail,
 * then `POST /user`) and the first-login phone binding (captcha, SMS code, `POST /user/completion`),
 * for journeys that are about something else than registering.
 */
export async function registerThroughApi(origin: string, label = 'buyer'): Promise<TestAccount> {
  const email = freshEmail(label);
  const password = 'Passw0rd';
  const phone = freshMainlandPhone();
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        'accept-language': 'en',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { code: string; msg: string; data: T };
    expect(envelope, `${path}: ${envelope.msg}`).toMatchObject({ code: 'E0001' });
    return envelope.data;
  };
  const post = (path: string, body: unknown) => call('POST', path, body);
  await post('/code/send', { email, scene: 'register' });
  const code = await receivedCode(origin, 'mail', email);
  const areas = await fetch(`${origin}/api/v1/distributor/area`).then((r) => r.json());
  const industries = await fetch(`${origin}/api/v1/global_cfg/industry/values`).then((r) => r.json());
  await post('/user', {
    email,
    name: 'Test Buyer',
    phone,
    unit: 'Example Institute',
    department: 'Biochemistry',
    password,
    confirmPassword: password,
    code,
    areaId: areas.data[0].id,
    industryId: industries.data[0].id,
    privacyAgreement: true,
  });

  const { token } = await call<{ token: string }>('POST', '/user/login', { email, password });
  const captcha = await call<{ captchaId: string }>('GET', '/kaptcha');
  await post('/user/phone/message', {
    phone,
    captchaId: captcha.captchaId,
    captcha: await captchaText(origin, captcha.captchaId),
  });
  await call(
    'POST',
    '/user/completion',
    {
      phone,
      code: await receivedCode(origin, 'sms', phone),
      name: 'Test Buyer',
      company: 'Example Institute',
      department: 'Biochemistry',
      areaName: areas.data[0].name,
    },
    token,
  );
  return { email, password, phone };
}

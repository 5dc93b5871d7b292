import { expect, vi } from 'vitest';
import { smsInboxAddress } from '../../apps/server/src/messaging/inbox-address.ts';
import type { RunningSite } from './server.ts';

/**
 * The site's mail and texts land in its local mail catcher (no SMTP_URL or SMS provider), read here
 * through the catcher's REST API. Only the image captcha needs more: `NODE_ENV=test` serves the same
 * production build and keeps each captcha's text readable at `GET /api/dev/captcha/:captchaId`
 * (apps/server README "Mail and SMS").
 */
export const testSiteEnv = { NODE_ENV: 'test' } as const;

interface CaughtMail {
  time: string;
  subject: string;
  text: string;
}

/** Everything the catcher holds for one address, oldest first. */
async function caughtFor(inbox: string, address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inbox}/api/email?${new URLSearchParams({ 'to.address': address })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CaughtMail[];
}

/**
 * The 6-digit code of the newest mail to an address or text to a number, waiting for it to arrive.
 * `after`: how many messages the recipient had already received, so an older code is never taken for
 * the one on its way.
 */
export async function receivedCode(
  inbox: string,
  channel: 'mail' | 'sms',
  recipient: string,
  { after = 0 }: { after?: number } = {},
): Promise<string> {
  const address = channel === 'sms' ? smsInboxAddress(recipient) : recipient;
  // vi.waitFor rather than expect.poll: set-up hooks register accounts too.
  return vi.waitFor(
    async () => {
      const newest = (await caughtFor(inbox, address)).slice(after).at(-1);
      const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
      if (!code) throw new Error(`no code for ${recipient} in the inbox yet`);
      return code;
    },
    { timeout: 5000, interval: 100 },
  );
}

/** The text of the captcha image `captchaId` (readable only when the site runs with NODE_ENV=test). */
export async function captchaText(origin: string, captchaId: string): Promise<string> {
  const response = await fetch(`${origin}/api/dev/captcha/${encodeURIComponent(captchaId)}`);
  expect(response.status, 'captcha texts are readable only when the site runs with NODE_ENV=test').toBe(200);
  return ((await response.json()) as { data: { text: string } }).data.text;
}

/**
 * A new mainland mobile number for one journey (a number receives one code a minute and binds one
 * account). Starts with 139 and is random enough for the accounts of one test run.
 */
export function freshMainlandPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * A new, unused e-mail address for one journey, in lower case: the site keeps addresses as it lowercases
 * them, and the inbox is searched for the address as written.
 */
export function freshEmail(label: string): string {
  return `${label.toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export interface TestAccount {
  email: string;
  password: string;
  phone: string;
}

type Call = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;

/** An API caller that expects success (`E0001`) and hands back `data`. */
export function apiCaller(origin: string, language: 'en' | 'zh-CN' = 'en'): Call {
  return async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        'accept-language': language,
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { code: string; msg: string; data: T };
    expect(envelope, `${path}: ${envelope.msg}`).toMatchObject({ code: 'E0001' });
    return envelope.data;
  };
}

/**
 * Registers through the API the way the registration page does: the code by mail, then `POST /user`.
 * The code is read from the catcher's REST API unless `readCode` reads it otherwise.
 */
export async function registerByMail(
  site: RunningSite,
  options: {
    label: string;
    phone?: string;
    language?: 'en' | 'zh-CN';
    readCode?: (email: string) => Promise<string>;
  },
): Promise<{ email: string; password: string }> {
  const call = apiCaller(site.origin, options.language);
  const email = freshEmail(options.label);
  const password = 'Passw0rd';
  const readCode = options.readCode ?? ((address: string) => receivedCode(site.inbox, 'mail', address));
  await call('POST', '/code/send', { email, scene: 'register' });
  const areas = await call<{ id: number }[]>('GET', '/distributor/area');
  const industries = await call<{ id: number }[]>('GET', '/global_cfg/industry/values');
  await call('POST', '/user', {
    email,
    name: 'Test Buyer',
    phone: options.phone ?? freshMainlandPhone(),
    unit: 'Example Institute',
    department: 'Biochemistry',
    password,
    confirmPassword: password,
    code: await readCode(email),
    areaId: areas[0]?.id,
    industryId: industries[0]?.id,
    privacyAgreement: true,
  });
  return { email, password };
}

/**
 * Creates a fully set-up account through the API, the way the pages do: registration (code by mail)
 * and the first-login phone binding (captcha, SMS code, `POST /user/completion`), for journeys that
 * are about something else than registering. Needs a site with NODE_ENV=test (the captcha).
 */
export async function registerThroughApi(site: RunningSite, label = 'buyer'): Promise<TestAccount> {
  const call = apiCaller(site.origin);
  const phone = freshMainlandPhone();
  const { email, password } = await registerByMail(site, { label, phone });
  const areas = await call<{ name: string }[]>('GET', '/distributor/area');
  const { token } = await call<{ token: string }>('POST', '/user/login', { email, password });
  const captcha = await call<{ captchaId: string }>('GET', '/kaptcha');
  await call('POST', '/user/phone/message', {
    phone,
    captchaId: captcha.captchaId,
    captcha: await captchaText(site.origin, captcha.captchaId),
  });
  await call(
    'POST',
    '/user/completion',
    {
      phone,
      code: await receivedCode(site.inbox, 'sms', phone),
      name: 'Test Buyer',
      company: 'Example Institute',
      department: 'Biochemistry',
      areaName: areas[0]?.name,
    },
    token,
  );
  return { email, password, phone };
}

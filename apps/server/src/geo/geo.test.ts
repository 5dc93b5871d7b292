import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';
import { isLocalAddress } from './service.js';

// Addresses from the GeoLite2 data shipped with geoip-country: a Chinese public DNS and Google's.
const CHINA_IP = '1.2.4.8';
const US_IP = '8.8.8.8';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// One app per configuration: building an app parses and compiles the whole contract.
const apps = new Map<string, ReturnType<TestContext['appWith']>>();

async function isChina(
  env: Record<string, string>,
  options: { ip?: string; headers?: Record<string, string> },
) {
  const key = JSON.stringify(env);
  if (!apps.has(key)) apps.set(key, ctx.appWith({ env }));
  const app = await (apps.get(key) as ReturnType<TestContext['appWith']>);
  const res = await callOperation<boolean>(app, 'getIsChina', '/api/v1/isChina', {
    ...(options.headers && { headers: options.headers }),
    ...(options.ip && { inject: { remoteAddress: options.ip } }),
  });
  expect(res.status).toBe(200);
  expect(res.body.code).toBe('E0001');
  return res.body.data;
}

describe('GET /isChina (getIsChina)', () => {
  it('looks the client address up with geoip', async () => {
    expect(await isChina({}, { ip: CHINA_IP })).toBe(true);
    expect(await isChina({}, { ip: US_IP })).toBe(false);
    expect(await isChina({}, { ip: `::ffff:${CHINA_IP}` })).toBe(true);
  });

  it('treats loopback and private addresses as outside China unless DEV_ASSUME_CHINA', async () => {
    expect(await isChina({}, { ip: '127.0.0.1' })).toBe(false);
    expect(await isChina({}, { ip: '192.168.1.20' })).toBe(false);
    expect(await isChina({ DEV_ASSUME_CHINA: 'true' }, { ip: '127.0.0.1' })).toBe(true);
    expect(await isChina({ DEV_ASSUME_CHINA: 'true' }, { ip: US_IP })).toBe(false);
  });

  it('trusts the configured country header over the address', async () => {
    const env = { COUNTRY_HEADER: 'CF-IPCountry' };
    expect(await isChina(env, { ip: US_IP, headers: { 'cf-ipcountry': 'CN' } })).toBe(true);
    expect(await isChina(env, { ip: CHINA_IP, headers: { 'cf-ipcountry': 'us' } })).toBe(false);
    // An edge that does not know answers XX; the address decides then.
    expect(await isChina(env, { ip: CHINA_IP, headers: { 'cf-ipcountry': 'XX' } })).toBe(true);
  });

  it('ignores a country header when none is configured', async () => {
    expect(await isChina({}, { ip: US_IP, headers: { 'cf-ipcountry': 'CN' } })).toBe(false);
  });

  it('reads X-Forwarded-For only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-for': CHINA_IP };
    expect(await isChina({ TRUST_PROXY: 'true' }, { ip: '10.0.0.2', headers })).toBe(true);
    expect(await isChina({}, { ip: US_IP, headers })).toBe(false);
  });
});

describe('GET /user/isChina (getUserIsChina)', () => {
  it('answers as /isChina does, from the same geo service', async () => {
    const app = await ctx.appWith({ env: { COUNTRY_HEADER: 'cf-ipcountry' } });
    const cases: { ip: string; headers?: Record<string, string> }[] = [
      { ip: CHINA_IP },
      { ip: US_IP },
      { ip: US_IP, headers: { 'cf-ipcountry': 'CN' } },
      { ip: '127.0.0.1' },
    ];
    const answers: boolean[] = [];
    for (const { ip, headers } of cases) {
      const user = await callOperation<boolean>(app, 'getUserIsChina', '/api/v1/user/isChina', {
        ...(headers && { headers }),
        inject: { remoteAddress: ip },
      });
      const plain = await callOperation<boolean>(app, 'getIsChina', '/api/v1/isChina', {
        ...(headers && { headers }),
        inject: { remoteAddress: ip },
      });
      expect(user.status).toBe(200);
      expect(user.body.data).toBe(plain.body.data);
      answers.push(user.body.data);
    }
    expect(answers).toEqual([true, false, true, false]);
  });
});

describe('isLocalAddress', () => {
  it('knows loopback, private, link-local and unique-local ranges', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.1.1',
      '::1',
      'fd00::1',
      'fe80::1',
    ]) {
      expect(isLocalAddress(ip), ip).toBe(true);
    }
    for (const ip of [CHINA_IP, US_IP, '2400:3200::1']) expect(isLocalAddress(ip), ip).toBe(false);
  });
});

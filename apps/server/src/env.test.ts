import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '签名',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

/** An application data key (32 bytes in base64). */
const KEY = Buffer.alloc(32, 9).toString('base64');

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.resolve('/srv/site', './data'),
      nodeEnv: 'production',
      trustProxy: false,
      countryHeader: null,
      logLevel: 'info',
      devAssumeChina: false,
      smtpUrl: null,
      staffEmail: 'staff@localhost',
      smsProvider: null,
      // The catcher's usual ports, not pinned: a taken one falls back to any free port.
      mailCatcher: { smtp: { port: 1025, fixed: false }, web: { port: 1080, fixed: false } },
      webConcurrency: 1,
    });
  });

  it('reads the staff address of the suggestion mails and refuses one that is not an address', () => {
    expect(loadConfig({ STAFF_EMAIL: 'products@example.cn' }).staffEmail).toBe('products@example.cn');
    expect(() => loadConfig({ STAFF_EMAIL: 'products' })).toThrow(/STAFF_EMAIL must be an e-mail address/);
  });

  it('reads the HR address of the job applications (default: the mail catcher) and refuses a non-address', () => {
    expect(loadConfig({}).hrEmail).toBe('hr@localhost');
    expect(loadConfig({ HR_EMAIL: 'jobs@example.cn' }).hrEmail).toBe('jobs@example.cn');
    expect(() => loadConfig({ HR_EMAIL: 'jobs' })).toThrow(/HR_EMAIL must be an e-mail address/);
  });

  it('runs one process per CPU on PostgreSQL in production, one on PGlite and outside production', () => {
    const postgres = { DATABASE_URL: 'postgres://u@db/shop', APPLICATION_DATA_KEY: KEY };
    expect(loadConfig(postgres, '/srv', 4).webConcurrency).toBe(4);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '2' }, '/srv', 4).webConcurrency).toBe(2);
    expect(loadConfig({ ...postgres, NODE_ENV: 'development' }, '/srv', 4).webConcurrency).toBe(1);
    expect(loadConfig({}, '/srv', 4).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }, '/srv', 4).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' }, '/srv', 4)).toThrow(
      /WEB_CONCURRENCY above 1 needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: '0' }, '/srv', 4)).toThrow(
      /WEB_CONCURRENCY must be/,
    );
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: 'all' }, '/srv', 4)).toThrow(
      /WEB_CONCURRENCY must be/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u@db/shop',
        DATA_DIR: 'var/db',
        NODE_ENV: 'production',
        SITE_ORIGIN_CN: 'https://www.example.cn/',
        SITE_ORIGIN_EN: 'https://www.example.com',
        TRUST_PROXY: 'true',
        COUNTRY_HEADER: 'CF-IPCountry',
        LOG_LEVEL: 'warn',
        TRACKING_SCRIPT_URL: 'https://hm.baidu.com/hm.js?abc',
        APPLICATION_DATA_KEY: KEY,
      },
      '/srv/site',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db/shop',
      dataDir: '/srv/site/var/db',
      nodeEnv: 'production',
      siteOriginCn: 'https://www.example.cn',
      siteOriginEn: 'https://www.example.com',
      trustProxy: true,
      countryHeader: 'cf-ipcountry',
      logLevel: 'warn',
      trackingScriptUrl: 'https://hm.baidu.com/hm.js?abc',
      applicationDataKey: Buffer.from(KEY, 'base64'),
    });
  });

  it('needs the application data key on PostgreSQL in production, and a key of 32 bytes', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/shop' };
    expect(() => loadConfig(production)).toThrow(/APPLICATION_DATA_KEY is required with DATABASE_URL/);
    expect(loadConfig({ NODE_ENV: 'production' }).applicationDataKey).toBeNull();
    expect(() => loadConfig({ APPLICATION_DATA_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /APPLICATION_DATA_KEY must be 32 bytes/,
    );
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
        SITE_ORIGIN_EN: 'example.com',
        NODE_ENV: 'production',
        LOG_LEVEL: 'loud',
        TRACKING_SCRIPT_URL: 'javascript:alert(1)',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'TRUST_PROXY',
      'SITE_ORIGIN_EN',
      'LOG_LEVEL',
      'TRACKING_SCRIPT_URL',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('reads the SMS provider with all its settings, and pinned catcher ports', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.cn:465',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5t',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '示例生物',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
      MAIL_CATCHER_SMTP_PORT: '2525',
      MAIL_CATCHER_WEB_PORT: '0',
    });
    expect(config.smtpUrl).toBe('smtps://user:pass@smtp.example.cn:465');
    expect(config.smsProvider).toEqual({
      provider: 'aliyun',
      accessKeyId: 'LTAI5t',
      accessKeySecret: 'secret',
      signName: '示例生物',
      templateCode: 'SMS_123456789',
      endpoint: 'https://dysmsapi.aliyuncs.com',
    });
    expect(config.mailCatcher).toEqual({ smtp: { port: 2525, fixed: true }, web: { port: 0, fixed: true } });
    expect(
      loadConfig({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:8080/' }).smsProvider?.endpoint,
    ).toBe('http://127.0.0.1:8080');
  });

  it('takes the SMS provider all or nothing, its endpoint over https, and sane catcher ports', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' })).toEqual([
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE',
    ]);
    expect(problems({ ALIYUN_SMS_SIGN_NAME: '示例' })).toEqual([
      'ALIYUN_SMS_SIGN_NAME set without SMS_PROVIDER=aliyun',
    ]);
    expect(problems({ SMS_PROVIDER: 'twilio' })).toEqual(['SMS_PROVIDER must be aliyun (got "twilio")']);
    expect(problems({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://sms.example.cn' })[0]).toMatch(
      /^ALIYUN_SMS_ENDPOINT must be an https:\/\/ origin/,
    );
    expect(problems({ MAIL_CATCHER_WEB_PORT: '70000', MAIL_CATCHER_SMTP_PORT: 'mail' })).toHaveLength(2);
    expect(problems({ MAIL_CATCHER_WEB_PORT: '2525', MAIL_CATCHER_SMTP_PORT: '2525' })).toEqual([
      'MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_WEB_PORT must differ',
    ]);
  });

  it('refuses DEV_ASSUME_CHINA in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ASSUME_CHINA: 'true' })).toThrow(
      /DEV_ASSUME_CHINA/,
    );
  });
});

describe('safe defaults (issue 10, finding 7)', () => {
  it('is production unless told otherwise: an unset NODE_ENV never opens development-only behaviour', () => {
    expect(loadConfig({}).nodeEnv).toBe('production');
    expect(() => loadConfig({ DEV_ASSUME_CHINA: 'true' })).toThrow(/DEV_ASSUME_CHINA/);
  });

  it('listens on loopback only in development and test, on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('has no token secret: tokens are random and stored hashed (docs/adr/0004)', () => {
    expect(loadConfig({ TOKEN_SECRET: 'x'.repeat(40) })).not.toHaveProperty('tokenSecret');
  });
});

describe('TRACKING_SCRIPT_URL', () => {
  it('is unset by default, else an https URL (http only on loopback, for a local stand-in)', () => {
    expect(loadConfig({}).trackingScriptUrl).toBeNull();
    expect(loadConfig({ TRACKING_SCRIPT_URL: 'http://127.0.0.1:9000/t.js' }).trackingScriptUrl).toBe(
      'http://127.0.0.1:9000/t.js',
    );
    for (const bad of [
      'http://tracker.example.com/t.js',
      '//tracker.example.com/t.js',
      'data:text/javascript,1',
    ]) {
      expect(() => loadConfig({ TRACKING_SCRIPT_URL: bad })).toThrow(/TRACKING_SCRIPT_URL/);
    }
  });
});

describe('SEED_DEMO', () => {
  it('is unset by default (the database decides), else true or false', () => {
    expect(loadConfig({}).seedDemo).toBeNull();
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses anything else', () => {
    expect(() => loadConfig({ SEED_DEMO: 'demo' })).toThrow(/SEED_DEMO must be true or false/);
  });
});

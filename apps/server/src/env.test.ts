import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.resolve('/srv/site', './data'),
      nodeEnv: 'development',
      trustProxy: false,
      countryHeader: null,
      logLevel: 'info',
      devAssumeChina: false,
    });
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
        TOKEN_SECRET: 'x'.repeat(32),
        LOG_LEVEL: 'warn',
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
    });
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
        TOKEN_SECRET: 'too short',
        LOG_LEVEL: 'loud',
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
      'TOKEN_SECRET',
      'LOG_LEVEL',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('refuses DEV_ASSUME_CHINA in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), DEV_ASSUME_CHINA: 'true' }),
    ).toThrow(/DEV_ASSUME_CHINA/);
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

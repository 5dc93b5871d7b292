import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ALIYUN_SMS_ENDPOINT, type AliyunSmsSettings } from './messaging/aliyun-sms.js';
import type { PortSetting } from './messaging/catcher.js';

/** Everything the server reads from the environment, validated once at start. */
export interface ServerConfig {
  port: number;
  /** 0.0.0.0 in production; loopback in development and test, which are never meant for a network. */
  host: string;
  /** PostgreSQL connection string; when absent the server runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Absolute path; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Origins of the Chinese and English sites; null = the current request's origin. */
  siteOriginCn: string | null;
  siteOriginEn: string | null;
  /** Trust X-Forwarded-* from a reverse proxy (client IP for /isChina). */
  trustProxy: boolean;
  /** Lower-case header name set by a trusted edge (e.g. `cf-ipcountry`); null = never read one. */
  countryHeader: string | null;
  /**
   * A third-party analytics script every page loads (`TRACKING_SCRIPT_URL`); its origin is allowed by
   * the Content-Security-Policy. null = none.
   */
  trackingScriptUrl: string | null;
  /** `smtp://` or `smtps://` URL of the mail server (nodemailer); null = no real mail server. */
  smtpUrl: string | null;
  /** Sender address of the mails. */
  mailFrom: string;
  /** Where the staff are told of each new product suggestion (`STAFF_EMAIL`). */
  staffEmail: string;
  /** Where each job application, its CV attached, is mailed (`HR_EMAIL`). */
  hrEmail: string;
  /** The SMS provider (`SMS_PROVIDER` and its settings); null = none. */
  smsProvider: AliyunSmsSettings | null;
  /**
   * Ports of the local mail catcher, which runs only when neither `SMTP_URL` nor `SMS_PROVIDER`
   * is set (always on 127.0.0.1).
   */
  mailCatcher: { smtp: PortSetting; web: PortSetting };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Local development: treat loopback and private client addresses as being in China. */
  devAssumeChina: boolean;
  /**
   * Processes serving HTTP (`WEB_CONCURRENCY`, node:cluster): every CPU by default in production on
   * PostgreSQL; always 1 on PGlite, whose one process serves one connection.
   */
  webConcurrency: number;
  /** PAGE_CACHE: keep rendered pages in memory until the catalogue changes (on unless `false`). */
  pageCache: boolean;
  /** SEED_DEMO: demo data into an empty catalogue (true), never (false), null = by database (`shouldSeedDemoData`). */
  seedDemo: boolean | null;
  /**
   * APPLICATION_DATA_KEY: the AES-256 key (base64, 32 bytes) that encrypts the award applications' ID
   * numbers and bank accounts; null = the local key file of `dataDir` (applications/data-key.ts).
   */
  applicationDataKey: Buffer | null;
}

/** A base64 AES-256 key: exactly 32 bytes once decoded. */
function dataKey(value: string | undefined, problems: string[]): Buffer | null {
  if (value === undefined) return null;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32 || key.toString('base64') !== value.trim()) {
    problems.push('APPLICATION_DATA_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
    return null;
  }
  return key;
}

/** A staff address (suggestions, job applications); the defaults land in the local mail catcher's inbox. */
function staffAddress(
  name: 'STAFF_EMAIL' | 'HR_EMAIL',
  value: string | undefined,
  fallback: string,
  problems: string[],
): string {
  if (value === undefined) return fallback;
  if (!/^[^@\s]+@[^@\s]+$/.test(value)) problems.push(`${name} must be an e-mail address (got "${value}")`);
  return value;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

function oneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

const ALIYUN_VARIABLES = {
  accessKeyId: 'ALIYUN_SMS_ACCESS_KEY_ID',
  accessKeySecret: 'ALIYUN_SMS_ACCESS_KEY_SECRET',
  signName: 'ALIYUN_SMS_SIGN_NAME',
  templateCode: 'ALIYUN_SMS_TEMPLATE_CODE',
} as const;

/** An https URL, or plain http only to this machine (a local stand-in); null when it is neither. */
function secureUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return url;
  } catch {
    // not a URL at all
  }
  return null;
}

/**
 * The provider's endpoint: https, or plain http only to this machine (a local fake of the API):
 * phone numbers and codes never cross a network in clear.
 */
function smsEndpoint(value: string | undefined, problems: string[]): string {
  if (value === undefined) return ALIYUN_SMS_ENDPOINT;
  const url = secureUrl(value);
  if (url) return url.origin;
  problems.push(
    `ALIYUN_SMS_ENDPOINT must be an https:// origin (http:// only on 127.0.0.1 or localhost) (got "${value}")`,
  );
  return ALIYUN_SMS_ENDPOINT;
}

/**
 * The tracker is allowed to run script on every page, so it must come over https (http only from this
 * machine): a script fetched in clear could be replaced on the way.
 */
function trackingScript(value: string | undefined, problems: string[]): string | null {
  if (value === undefined) return null;
  const url = secureUrl(value);
  if (url) return url.href;
  problems.push(
    `TRACKING_SCRIPT_URL must be an https:// URL (http:// only on 127.0.0.1 or localhost) (got "${value}")`,
  );
  return null;
}

/** `SMS_PROVIDER=aliyun` with every one of its settings, or nothing at all. */
function readSmsProvider(
  read: (name: string) => string | undefined,
  problems: string[],
): AliyunSmsSettings | null {
  const provider = read('SMS_PROVIDER');
  const names = [...Object.values(ALIYUN_VARIABLES), 'ALIYUN_SMS_ENDPOINT'];
  if (provider === undefined) {
    const stray = names.filter((name) => read(name) !== undefined);
    if (stray.length > 0) problems.push(`${stray.join(', ')} set without SMS_PROVIDER=aliyun`);
    return null;
  }
  if (provider !== 'aliyun') {
    problems.push(`SMS_PROVIDER must be aliyun (got "${provider}")`);
    return null;
  }
  const missing = Object.values(ALIYUN_VARIABLES).filter((name) => read(name) === undefined);
  if (missing.length > 0) {
    problems.push(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
    return null;
  }
  return {
    provider: 'aliyun',
    accessKeyId: read(ALIYUN_VARIABLES.accessKeyId) ?? '',
    accessKeySecret: read(ALIYUN_VARIABLES.accessKeySecret) ?? '',
    signName: read(ALIYUN_VARIABLES.signName) ?? '',
    templateCode: read(ALIYUN_VARIABLES.templateCode) ?? '',
    endpoint: smsEndpoint(read('ALIYUN_SMS_ENDPOINT'), problems),
  };
}

/**
 * Reads the configuration from `env` (process.env by default). Collects every problem before
 * failing so that an operator fixes them all in one go.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  cpus = availableParallelism(),
): ServerConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const bool = (name: string): boolean => {
    const value = read(name);
    if (value === undefined) return false;
    if (/^(1|true|yes|on)$/i.test(value)) return true;
    if (/^(0|false|no|off)$/i.test(value)) return false;
    problems.push(`${name} must be true or false (got "${value}")`);
    return false;
  };

  const origin = (name: string): string | null => {
    const value = read(name);
    if (value === undefined) return null;
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      return url.origin;
    } catch {
      problems.push(`${name} must be an http(s) origin such as https://www.example.cn (got "${value}")`);
      return null;
    }
  };

  const portText = read('PORT') ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer between 0 and 65535 (got "${portText}")`);
  }

  // Production unless told otherwise: a server started without NODE_ENV must not fail open into the
  // development behaviour (Vite, looser CSP, readable internals).
  const nodeEnvText = read('NODE_ENV') ?? 'production';
  if (!oneOf(NODE_ENVS, nodeEnvText)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvText}")`);
  }
  const nodeEnv = oneOf(NODE_ENVS, nodeEnvText) ? nodeEnvText : 'production';

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const logLevelText = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!oneOf(LOG_LEVELS, logLevelText)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelText}")`);
  }

  const countryHeader = read('COUNTRY_HEADER')?.toLowerCase() ?? null;
  if (countryHeader !== null && !/^[a-z0-9-]+$/.test(countryHeader)) {
    problems.push(`COUNTRY_HEADER must be a header name such as cf-ipcountry (got "${countryHeader}")`);
  }

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  }

  const catcherPort = (name: string, fallback: number): PortSetting => {
    const value = read(name);
    if (value === undefined) return { port: fallback, fixed: false };
    const port = Number(value);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      problems.push(`${name} must be an integer between 0 and 65535, 0 = any free port (got "${value}")`);
      return { port: fallback, fixed: false };
    }
    return { port, fixed: true };
  };
  const mailCatcher = {
    smtp: catcherPort('MAIL_CATCHER_SMTP_PORT', 1025),
    web: catcherPort('MAIL_CATCHER_WEB_PORT', 1080),
  };
  if (mailCatcher.smtp.port !== 0 && mailCatcher.smtp.port === mailCatcher.web.port) {
    problems.push('MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_WEB_PORT must differ');
  }

  const seedDemo = read('SEED_DEMO') === undefined ? null : bool('SEED_DEMO');

  const webConcurrency = ((): number => {
    const value = read('WEB_CONCURRENCY');
    if (value === undefined) return databaseUrl !== null && nodeEnv === 'production' ? cpus : 1;
    const count = Number(value);
    if (!Number.isInteger(count) || count < 1) {
      problems.push(`WEB_CONCURRENCY must be a whole number of processes, 1 or more (got "${value}")`);
      return 1;
    }
    if (count > 1 && databaseUrl === null) {
      problems.push('WEB_CONCURRENCY above 1 needs DATABASE_URL: the PGlite process serves one connection');
      return 1;
    }
    return count;
  })();

  const config: ServerConfig = {
    port,
    host: read('HOST') ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl,
    dataDir: path.resolve(cwd, read('DATA_DIR') ?? './data'),
    nodeEnv,
    siteOriginCn: origin('SITE_ORIGIN_CN'),
    siteOriginEn: origin('SITE_ORIGIN_EN'),
    trustProxy: bool('TRUST_PROXY'),
    countryHeader,
    trackingScriptUrl: trackingScript(read('TRACKING_SCRIPT_URL'), problems),
    smtpUrl,
    mailFrom: read('MAIL_FROM') ?? 'noreply@localhost',
    staffEmail: staffAddress('STAFF_EMAIL', read('STAFF_EMAIL'), 'staff@localhost', problems),
    hrEmail: staffAddress('HR_EMAIL', read('HR_EMAIL'), 'hr@localhost', problems),
    smsProvider: readSmsProvider(read, problems),
    mailCatcher,
    logLevel: oneOf(LOG_LEVELS, logLevelText) ? logLevelText : 'info',
    devAssumeChina: bool('DEV_ASSUME_CHINA'),
    pageCache: read('PAGE_CACHE') === undefined || bool('PAGE_CACHE'),
    seedDemo,
    webConcurrency,
    applicationDataKey: dataKey(read('APPLICATION_DATA_KEY'), problems),
  };
  // A production server on its own PostgreSQL has no data directory it could keep a key in safely (several
  // processes, replaceable containers): a key generated there would be lost, and the data with it.
  if (nodeEnv === 'production' && databaseUrl !== null && read('APPLICATION_DATA_KEY') === undefined) {
    problems.push(
      'APPLICATION_DATA_KEY is required with DATABASE_URL in production (32 bytes in base64: `openssl rand -base64 32`)',
    );
  }
  if (nodeEnv === 'production' && config.devAssumeChina) {
    problems.push('DEV_ASSUME_CHINA is for local development only and must not be set in production');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

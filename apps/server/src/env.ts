import path from 'node:path';

/** Everything the server reads from the environment, validated once at start. */
export interface ServerConfig {
  port: number;
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
   * Accepted and checked for length, but not used: tokens are random (32 bytes) and stored as
   * SHA-256 hashes, so nothing needs signing.
   */
  tokenSecret: string | null;
  /** `smtp://` or `smtps://` URL of the mail server (nodemailer); null = outbox (development) or no mail (production). */
  smtpUrl: string | null;
  /** Sender address of the mails. */
  mailFrom: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Local development: treat loopback and private client addresses as being in China. */
  devAssumeChina: boolean;
  /** SEED_DEMO: demo data into an empty catalogue (true), never (false), null = by database (`shouldSeedDemoData`). */
  seedDemo: boolean | null;
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

/**
 * Reads the configuration from `env` (process.env by default). Collects every problem before
 * failing so that an operator fixes them all in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
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

  const nodeEnvText = read('NODE_ENV') ?? 'development';
  if (!oneOf(NODE_ENVS, nodeEnvText)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvText}")`);
  }
  const nodeEnv = oneOf(NODE_ENVS, nodeEnvText) ? nodeEnvText : 'development';

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

  const tokenSecret = read('TOKEN_SECRET') ?? null;
  if (tokenSecret !== null && tokenSecret.length < 32) {
    problems.push('TOKEN_SECRET must be at least 32 characters long');
  }

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  }

  const seedDemo = read('SEED_DEMO') === undefined ? null : bool('SEED_DEMO');

  const config: ServerConfig = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(cwd, read('DATA_DIR') ?? './data'),
    nodeEnv,
    siteOriginCn: origin('SITE_ORIGIN_CN'),
    siteOriginEn: origin('SITE_ORIGIN_EN'),
    trustProxy: bool('TRUST_PROXY'),
    countryHeader,
    tokenSecret,
    smtpUrl,
    mailFrom: read('MAIL_FROM') ?? 'noreply@localhost',
    logLevel: oneOf(LOG_LEVELS, logLevelText) ? logLevelText : 'info',
    devAssumeChina: bool('DEV_ASSUME_CHINA'),
    seedDemo,
  };
  if (nodeEnv === 'production' && config.devAssumeChina) {
    problems.push('DEV_ASSUME_CHINA is for local development only and must not be set in production');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../app.js';
import { ResponseValidator } from '../contract/response-validator.js';
import { loadContract, readContractText } from '../contract/spec.js';
import { type Database, openDatabase } from '../db/client.js';
import { loadConfig, type ServerConfig } from '../env.js';
import type { PageHandler } from '../ssr/page-handler.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const contract = loadContract();
const contractText = readContractText();
const validator = new ResponseValidator(contract);

/** The application data key of the tests (32 zero-free bytes in base64). */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  // A fixed key: tests write no key file (applications/data-key.ts).
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APPLICATION_DATA_KEY: TEST_DATA_KEY, ...env });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Builds another app on the same database (other configuration, page handler...). */
  appWith(options: {
    env?: Record<string, string>;
    pageHandler?: PageHandler;
    maxUrlsPerSitemap?: number;
  }): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * A migrated and seeded database of this file's own (a copy of the run's seeded one: seeded-template.ts)
 * and an app on it.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const template = inject('seededTemplate');
  if (!template)
    throw new Error('No seeded database: the server tests run with apps/server/vitest.config.ts');
  const testDb: TestDatabase = await createTestDatabase({ template });
  const database = await openDatabase(testDb.target);
  const apps: FastifyInstance[] = [];
  const appWith: TestContext['appWith'] = async (options) => {
    const app = await buildApp({
      db: database.db,
      config: testConfig(options.env),
      ...(options.pageHandler && { pageHandler: options.pageHandler }),
      ...(options.maxUrlsPerSitemap !== undefined && { maxUrlsPerSitemap: options.maxUrlsPerSitemap }),
      contract: { document: contract, text: contractText },
    });
    apps.push(app);
    return app;
  };
  const app = await appWith({ env });
  return {
    app,
    database,
    appWith,
    close: async () => {
      for (const a of apps) await a.close();
      await database.close();
      await testDb.drop();
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: { code: string; msg: string; data: T };
  headers: LightMyRequestResponse['headers'];
}

/**
 * Calls an operation and checks the body against the contract's response schema for that
 * operation and status before handing it to the test.
 */
export async function callOperation<T = unknown>(
  app: FastifyInstance,
  operationId: string,
  url: string,
  options: { lang?: 'en' | 'zh-CN'; headers?: Record<string, string>; inject?: Partial<InjectOptions> } = {},
): Promise<ApiResponse<T>> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { ...(options.lang && { 'accept-language': options.lang }), ...options.headers },
    ...options.inject,
  });
  const body = res.json();
  expectContract(operationId, res.statusCode, body);
  return { status: res.statusCode, body, headers: res.headers };
}

export function expectContract(operationId: string, status: number, body: unknown): void {
  const check = validator.check(operationId, status, body);
  expect(check.errors, `${operationId} ${status} response breaks the contract`).toBeNull();
  expect(check.valid).toBe(true);
}

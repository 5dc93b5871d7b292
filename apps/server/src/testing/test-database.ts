import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../db/client.js';

/** The run's migrated and seeded database that test files copy (seeded-template.ts). */
export type SeededTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };

export interface TestDatabase {
  target: DatabaseTarget;
  /** Removes the database (PostgreSQL); PGlite in memory simply goes away. */
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL (or `serverUrl`: the benchmarks) is set, a freshly created PostgreSQL database
 * on that server (so that files run in parallel and a re-run starts clean). `dataDir` keeps PGlite
 * on disk (restart tests); `template` starts the database as a copy of the run's seeded one.
 */
export async function createTestDatabase(
  options: { dataDir?: string; serverUrl?: string; template?: SeededTemplate } = {},
): Promise<TestDatabase> {
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  const { template } = options;
  if (!serverUrl) {
    const copyOf = template?.kind === 'pglite' ? { copyOf: template.file } : {};
    return { target: { kind: 'pglite', dataDir: options.dataDir ?? null, ...copyOf }, drop: async () => {} };
  }
  const name = `sf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const copy = template?.kind === 'postgres' ? ` TEMPLATE "${template.database}"` : '';
    await admin.query(`CREATE DATABASE "${name}"${copy}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoDataIfEmpty } from '../../apps/server/src/db/seed.ts';
import { createTestDatabase } from '../../apps/server/src/testing/test-database.ts';

/** The PostgreSQL server of the runs: DATABASE_URL, else TEST_DATABASE_URL; null when neither is set. */
export function postgresServerUrl(): string | null {
  return process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || null;
}

/**
 * A fresh database for one run, migrated and holding the demo catalogue: a new database on the
 * PostgreSQL server, or a new PGlite data directory. `serverEnv` is what the site needs to run on it.
 */
export interface RunDatabase {
  engine: 'PostgreSQL' | 'PGlite';
  serverEnv: Record<string, string>;
  dataDir?: string;
  /** Opens it from here (PGlite: only while no server holds it). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function freshDatabase(engine: 'PostgreSQL' | 'PGlite'): Promise<RunDatabase> {
  let run: RunDatabase;
  if (engine === 'PostgreSQL') {
    const serverUrl = postgresServerUrl();
    if (!serverUrl) throw new Error('no PostgreSQL server: set DATABASE_URL or TEST_DATABASE_URL');
    const created = await createTestDatabase({ serverUrl });
    if (created.target.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    const url = created.target.url;
    run = {
      engine,
      // A production server on PostgreSQL refuses to start without the applications' data key; a
      // throwaway database gets a throwaway key.
      serverEnv: {
        DATABASE_URL: url,
        SEED_DEMO: '0',
        APPLICATION_DATA_KEY: randomBytes(32).toString('base64'),
      },
      open: () => openDatabase({ kind: 'postgres', url }),
      drop: () => created.drop(),
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-faults-'));
    run = {
      engine,
      serverEnv: { DATABASE_URL: '', SEED_DEMO: '0' },
      dataDir,
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await run.open();
  try {
    await database.migrate();
    await seedDemoDataIfEmpty(database.db);
  } finally {
    await database.close();
  }
  return run;
}

export {
  pricedSizes,
  storedCartsAndOrders,
  type UserWithToken,
  usersWithTokens,
} from '../../apps/server/src/testing/carts.ts';

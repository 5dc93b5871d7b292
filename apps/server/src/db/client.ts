import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../paths.js';
import { lockDataDir } from '../process/data-dir-lock.js';
import { SOCKET_PORT } from '../process/pglite-protocol.js';
import * as schema from './schema.js';

/** The Drizzle database, whichever driver is behind it (the services only use what both share). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations in drizzle/ (or another folder: tests) that have not run yet. */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * PGlite on this thread: the tests' in-memory databases (`dataDir: null`) and scripts. The server
   * runs PGlite in a thread of its own instead (`pglite-socket`). An in-memory database can start as a
   * copy of a data directory dumped to a tarball (`copyOf`: the tests' seeded database).
   */
  | { kind: 'pglite'; dataDir: string | null; copyOf?: string }
  /** The PGlite thread of `startPgliteWorker`, reached over its unix socket like a PostgreSQL server. */
  | { kind: 'pglite-socket'; socketDir: string };

export interface OpenDatabaseOptions {
  /** Told when the server drops an idle connection; the pool reconnects on the next query. */
  onIdleClientError?: (error: Error) => void;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    return nodePostgres(new pg.Pool({ connectionString: target.url, max: 10 }), 'postgres', options);
  }
  if (target.kind === 'pglite-socket') {
    // One connection: PGlite runs one query at a time, and its socket server serves one connection
    // safely (pglite-server.ts); node-postgres queues the rest, transactions keep it to themselves.
    const pool = new pg.Pool({
      host: target.socketDir,
      port: SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      // Kept open while idle: closing it would only cost a new connection on the next query, and the
      // socket server, which serves one connection, could still be letting the old one go (EPIPE).
      idleTimeoutMillis: 0,
      // PGlite is one backend for every connection of its socket, so the named statements of an earlier
      // connection (one lost and opened again) are still there while node-postgres, on its new connection,
      // knows of none and parses them again: "prepared statement … already exists" on every later use. A
      // new connection starts from none, as with PostgreSQL. pg-pool awaits this hook before it hands the
      // connection out (a query queued behind another on one client is deprecated, and gone in pg 9).
      onConnect: async (client) => {
        await client.query('DEALLOCATE ALL');
      },
    });
    return nodePostgres(pool, 'pglite', options);
  }
  // Loaded only here: the server's main thread never runs PGlite (its database thread does), so it
  // does not load the WebAssembly engine and its driver either.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { PGLITE_EXTENSIONS }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./pglite-extensions.js'),
    ]);
  let client: InstanceType<typeof PGlite>;
  let release = () => {};
  if (target.dataDir === null) {
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(target.copyOf && { loadDataDir: new Blob([await readFile(target.copyOf)]) }),
    });
  } else {
    const dir = path.join(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // The lock of the server's database thread: a script (seed:bench) must not write under it.
    release = await lockDataDir(target.dataDir);
    client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }).catch((error: unknown) => {
      release();
      throw error;
    });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Drizzle on a node-postgres pool: PostgreSQL, and PGlite on its own thread. */
function nodePostgres(pool: pg.Pool, kind: Database['kind'], options: OpenDatabaseOptions): Database {
  // A restart or failover of the server (or a test dropping its database) ends idle connections;
  // without a listener node-postgres would take the whole process down with them.
  pool.on('error', (error) => options.onIdleClientError?.(error));
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind,
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** Throws when the database does not answer; used by /healthz. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

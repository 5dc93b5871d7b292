import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { categories } from '../db/schema.js';
import { type PgliteWorker, startPgliteWorker } from '../process/pglite-worker.js';
import { listenForCatalogueChanges } from './catalogue-changes.js';

// PGlite in a thread of its own, reached through a pool of one connection, as the server runs it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-changes-'));
let databaseThread: PgliteWorker;
let database: Database;
// node-postgres warns, once per process, when a query is queued behind another on one client (gone in
// pg 9): heard from the start, so that the first connection's set-up counts too.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(warning.message));

beforeAll(async () => {
  databaseThread = await startPgliteWorker({
    dataDir,
    onUnexpectedExit: (reason) => {
      throw new Error(`the database thread ${reason}`);
    },
  });
  database = await openDatabase({ kind: 'pglite-socket', socketDir: databaseThread.socketDir });
  await database.migrate();
}, 60_000);

afterAll(async () => {
  await database?.close();
  await databaseThread?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('hears the catalogue change on the one connection to a PGlite thread, which keeps serving queries', async () => {
  let changes = 0;
  const stop = await listenForCatalogueChanges(database.db, () => {
    changes += 1;
  });
  try {
    await database.db
      .insert(categories)
      .values({ id: 9001, pid: 0, nameZh: '测试', nameEn: 'Test', sort: 1 });
    await expect.poll(() => changes, { timeout: 5_000 }).toBeGreaterThan(0);
    const before = changes;
    // Writes elsewhere do not count.
    await database.db.execute(sql`create temporary table scratch (n int)`);
    await database.db.execute(sql`insert into scratch values (1)`);
    await database.db.update(categories).set({ nameEn: 'Renamed' }).where(eq(categories.id, 9001));
    await expect.poll(() => changes, { timeout: 5_000 }).toBe(before + 1);
  } finally {
    await stop();
  }
});

it('sets a new connection up before anyone queries on it: it listens, and no query waits behind another', async () => {
  let changes = 0;
  const stop = await listenForCatalogueChanges(database.db, () => {
    changes += 1;
  });
  try {
    // The connection is lost: the pool opens another at the next query.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const lost = await pool.connect();
    lost.release(new Error('connection lost'));
    // Once the socket server has let the old connection go (it serves one at a time).
    const answers = () =>
      database.db.execute(sql`select 1 as one`).then(
        () => true,
        () => false,
      );
    await expect.poll(answers, { timeout: 5_000 }).toBe(true);
    const before = changes;
    await database.db.update(categories).set({ nameEn: 'Renamed again' }).where(eq(categories.id, 9001));
    await expect.poll(() => changes, { timeout: 5_000 }).toBe(before + 1);
    expect(warnings).not.toContainEqual(expect.stringContaining('already executing a query'));
  } finally {
    await stop();
  }
});

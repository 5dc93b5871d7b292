import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForCatalogueChanges } from '../cache/catalogue-changes.js';
import { type Database, openDatabase } from '../db/client.js';
import { products } from '../db/schema.js';
import { type PgliteWorker, startPgliteWorker } from './pglite-worker.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-pglite-thread-'));
const unexpected: string[] = [];
let thread: PgliteWorker;
let database: Database;

/** The rows of a raw query: node-postgres's result shape (Db's `execute` is typed for both drivers). */
async function rows(
  query: SQL,
  on: { execute(query: SQL): PromiseLike<unknown> } = database.db,
): Promise<unknown[]> {
  return ((await on.execute(query)) as { rows: unknown[] }).rows;
}

async function start(): Promise<void> {
  thread = await startPgliteWorker({ dataDir, onUnexpectedExit: (reason) => unexpected.push(reason) });
  database = await openDatabase({ kind: 'pglite-socket', socketDir: thread.socketDir });
}

beforeAll(async () => {
  await start();
  await database.migrate();
}, 60_000);
afterAll(async () => {
  await database?.close();
  await thread?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite in its own thread', () => {
  it('runs the queries on another thread, reached like PostgreSQL', async () => {
    expect(database.kind).toBe('pglite');
    expect(await rows(sql`select count(*)::int as n from ${products}`)).toEqual([{ n: 0 }]);
  });

  it('answers queries sent together, and keeps a transaction to itself', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => rows(sql`select ${i}::int as i`)));
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => [{ i }]));

    await database.db.execute(sql`create table if not exists probe (n int)`);
    let outside: Promise<unknown[]> | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (1)`);
        // Another request's query meanwhile: it must not run inside this transaction.
        outside = rows(sql`select count(*)::int as n from probe`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await outside).toEqual([{ n: 0 }]);
    expect(await rows(sql`select count(*)::int as n from probe`)).toEqual([{ n: 0 }]);
  });

  it('hears the catalogue change notifications on its one connection, which stays free for queries', async () => {
    let changes = 0;
    const stop = await listenForCatalogueChanges(database.db, () => changes++);
    try {
      await database.db.execute(sql`update ${products} set id = id where false`);
      await expect.poll(() => changes, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(await rows(sql`select 1::int as one`)).toEqual([{ one: 1 }]);
    } finally {
      await stop();
    }
  }, 20_000);

  it('prepares a named statement again on a new connection (the backend outlives each connection)', async () => {
    const statement = (db: Database['db']) =>
      db
        .select({ n: sql<number>`count(*)::int + ${sql.placeholder('n')}::int` })
        .from(products)
        .prepare('products_plus');
    expect(await statement(database.db).execute({ n: 2 })).toEqual([{ n: 2 }]);
    // A connection lost and opened again: a new node-postgres connection, to the same backend.
    await database.close();
    database = await openDatabase({ kind: 'pglite-socket', socketDir: thread.socketDir });
    // Once the socket server has let the old connection go (it serves one at a time).
    await expect
      .poll(() => rows(sql`select 1::int as one`).catch(() => []), { timeout: 5_000 })
      .toEqual([{ one: 1 }]);
    expect(await statement(database.db).execute({ n: 3 })).toEqual([{ n: 3 }]);
  });

  it('answers each collection asked, once the thread has run it', async () => {
    const answered: number[] = [];
    const collections = [1, 2].map((n) => thread.collect().then(() => answered.push(n)));
    // A message to the thread and back: not before this turn has ended.
    expect(answered).toEqual([]);
    await Promise.all(collections);
    expect(answered).toEqual([1, 2]);
  });

  it('refuses a second database on the same DATA_DIR', async () => {
    await expect(startPgliteWorker({ dataDir, lockWaitMs: 0, onUnexpectedExit: () => {} })).rejects.toThrow(
      /is in use by process/,
    );
  }, 60_000);

  it('keeps what was written across a clean stop and start', async () => {
    await database.db.execute(sql`insert into probe values (42)`);
    await database.close();
    await thread.stop();
    expect(unexpected).toEqual([]);
    await start();
    expect(await rows(sql`select n from probe`)).toEqual([{ n: 42 }]);
  }, 60_000);

  it('tells the server when the thread ends on its own', async () => {
    await thread.kill();
    await expect.poll(() => unexpected, { timeout: 10_000 }).toEqual(['exited with status 1']);
    // Nobody is left to answer: the idle collection still goes on to its trim.
    await expect(thread.collect()).resolves.toBeUndefined();
  }, 30_000);
});

import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../db/client.js';

/** The channel the catalogue tables' triggers notify on (migration 0011). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_DELAY_MS = 1_000;

export interface CatalogueChangesOptions {
  /** Told when the listening connection is lost (it is opened again). */
  onError?: (error: Error) => void;
}

/**
 * Calls `onChange` whenever the catalogue changes, in this process and in every other one on the same
 * database: PostgreSQL delivers the triggers' NOTIFY at commit to every session that LISTENs (one
 * connection of the pool per process is kept for it), PGlite to its own listeners. Losing the
 * listening connection may lose notifications, so `onChange` also runs when it is back.
 * Resolves, once listening, with the function that stops.
 */
export async function listenForCatalogueChanges(
  db: Db,
  onChange: () => void,
  options: CatalogueChangesOptions = {},
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client?: Partial<PGlite & pg.Pool> }).$client;
  if (typeof client?.listen === 'function') {
    const unlisten = await client.listen(CATALOGUE_CHANNEL, () => onChange());
    return () => unlisten();
  }
  if (typeof client?.connect === 'function') {
    const pool = client as pg.Pool;
    // PGlite in its own process is reached through a pool of one connection (db/client.ts): holding it
    // for LISTEN would stop every query, so each connection the pool opens listens on itself.
    return pool.options.max === 1
      ? listenOnEveryConnection(pool, onChange)
      : listenOnPool(pool, onChange, options);
  }
  // A database without a connection (Drizzle's mock, in tests) sends nothing to listen to.
  return async () => {};
}

/**
 * LISTEN on each connection of the pool, as it opens (and on the one already open), without holding
 * any: the session that writes to the catalogue is told too (PostgreSQL notifies its own session).
 * A single PGlite process has no other client, so nothing else could write while no connection is open.
 * A new connection listens in the pool's `onConnect` hook, after the database's own set-up and before
 * anyone is given it: a LISTEN queued in front of their query is deprecated by node-postgres.
 */
async function listenOnEveryConnection(pool: pg.Pool, onChange: () => void): Promise<() => Promise<void>> {
  const listening = new Set<pg.ClientBase>();
  const notified = (message: pg.Notification) => {
    if (message.channel === CATALOGUE_CHANNEL) onChange();
  };
  const listenOn = async (client: pg.ClientBase) => {
    if (listening.has(client)) return;
    listening.add(client);
    client.on('notification', notified);
    client.once('end', () => listening.delete(client));
    // A failure fails the connection, which the pool replaces (and the new one listens).
    await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
  };
  const setUp = pool.options.onConnect;
  pool.options.onConnect = async (client) => {
    await setUp?.(client);
    await listenOn(client);
  };
  const open = await pool.connect();
  try {
    await listenOn(open);
  } finally {
    open.release();
  }
  return async () => {
    pool.options.onConnect = setUp;
    for (const client of listening) client.off('notification', notified);
    listening.clear();
  };
}

async function listenOnPool(
  pool: pg.Pool,
  onChange: () => void,
  options: CatalogueChangesOptions,
): Promise<() => Promise<void>> {
  let stopped = false;
  let connection: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = await pool.connect();
    const lost = (error: Error) => {
      if (connection !== client) return;
      connection = undefined;
      client.removeAllListeners('notification');
      client.release(error);
      if (stopped) return;
      options.onError?.(error);
      retry = setTimeout(relisten, RELISTEN_DELAY_MS);
    };
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) onChange();
    });
    client.on('error', lost);
    client.on('end', () => lost(new Error('the listening connection ended')));
    connection = client;
    await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
  };
  const relisten = () => {
    listen()
      // Whatever changed while nobody listened is unknown: forget everything.
      .then(onChange)
      .catch((error: Error) => {
        if (stopped) return;
        options.onError?.(error);
        retry = setTimeout(relisten, RELISTEN_DELAY_MS);
      });
  };

  await listen();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = connection;
    connection = undefined;
    if (client) {
      await client.query(`UNLISTEN ${CATALOGUE_CHANNEL}`).catch(() => {});
      client.release();
    }
  };
}

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
    // A pool of one connection (the PGlite process, ADR 0005) cannot keep it aside for listening.
    if (pool.options.max === 1) return listenOnEveryConnection(pool, onChange);
    return listenOnPool(pool, onChange, options);
  }
  // A database without a connection (Drizzle's mock, in tests) sends nothing to listen to.
  return async () => {};
}

/**
 * Listens on the pool's connections themselves. The PGlite process has one backend behind its one
 * connection: the triggers' notifications come back on that connection, after the statement that
 * committed the change, so each connection the pool opens listens and is heard.
 */
async function listenOnEveryConnection(pool: pg.Pool, onChange: () => void): Promise<() => Promise<void>> {
  const heard = new WeakSet<pg.PoolClient>();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === CATALOGUE_CHANNEL) onChange();
  };
  const hear = (client: pg.PoolClient) => {
    if (heard.has(client)) return;
    heard.add(client);
    client.on('notification', onNotification);
  };
  // A connection opened later (after an idle one closed) listens before its first query runs.
  const onConnect = (client: pg.PoolClient) => {
    hear(client);
    client.query(`LISTEN ${CATALOGUE_CHANNEL}`).catch(() => {});
  };
  pool.on('connect', onConnect);
  const client = await pool.connect();
  try {
    hear(client);
    await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
  } finally {
    client.release();
  }
  return async () => {
    pool.off('connect', onConnect);
    await pool.query(`UNLISTEN ${CATALOGUE_CHANNEL}`).catch(() => {});
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

/**
 * The database process on PGlite: one PGlite over `<DATA_DIR>/pglite`, served to the web server over
 * the PostgreSQL protocol on a private unix socket (`@electric-sql/pglite-socket`), so that the
 * queries (WebAssembly, single-threaded) never run on the thread that renders pages. Started by
 * `startPgliteProcess` (pglite-process.ts) with an IPC channel; see docs/adr/0005-database-process.md.
 *
 * It stops when the parent says so or when the parent goes away (the IPC channel closes), never on a
 * signal sent to the whole process group (Ctrl-C, systemd): the parent stops accepting requests
 * first, then closes its connections, then stops this process, so that no query is cut off.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';
import { lockDataDir } from './data-dir-lock.js';
import {
  type ChildMessage,
  type ParentMessage,
  PGLITE_POSTGRESQL_CONF,
  SOCKET_PORT,
} from './pglite-protocol.js';

function send(message: ChildMessage): void {
  process.send?.(message);
}

/** What is open so far, closed in reverse order when the parent asks or goes away. */
const open: { unlock?: () => void; db?: PGlite; server?: PGLiteSocketServer } = {};
let stopping: Promise<void> | undefined;

function stop(): Promise<void> {
  stopping ??= (async () => {
    await open.server?.stop();
    await open.db?.close();
    open.unlock?.();
    process.exit(0);
  })();
  return stopping;
}

// From the first moment: a parent that dies while this process still waits for the DATA_DIR lock or
// opens PGlite must not leave it running on its own, holding the lock.
process.on('message', (message: ParentMessage) => {
  if (message.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());
// The parent decides when to stop (see above); a group signal alone must not close the database.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

async function main(): Promise<void> {
  const dataDir = process.env.PGLITE_DATA_DIR;
  const socketDir = process.env.PGLITE_SOCKET_DIR;
  if (!process.send || !dataDir || !socketDir) {
    throw new Error('pglite-server runs as a child of the web server (startPgliteProcess), not on its own');
  }
  mkdirSync(dataDir, { recursive: true });
  const lockWait = process.env.PGLITE_LOCK_WAIT_MS;
  open.unlock = await lockDataDir(dataDir, lockWait === undefined ? {} : { waitMs: Number(lockWait) });
  if (stopping) return;
  open.db = await PGlite.create(path.join(dataDir, 'pglite'), {
    postgresqlconf: PGLITE_POSTGRESQL_CONF,
    extensions: PGLITE_EXTENSIONS,
  });
  if (stopping) return;
  // One connection: the socket server can multiplex several, message by message, but keeps one
  // connection's messages together only inside an explicit transaction; with PGlite running one query
  // at a time, more connections would add no parallelism (ADR 0005). The server's pool has one too.
  open.server = new PGLiteSocketServer({
    db: open.db,
    path: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    maxConnections: 1,
  });
  await open.server.start();
  send({ type: 'ready' });
}

main().catch((error: unknown) => {
  if (process.connected)
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  open.unlock?.();
  process.exit(1);
});

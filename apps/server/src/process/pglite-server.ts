/**
 * The database thread on PGlite: one PGlite over `<DATA_DIR>/pglite`, served to the web server over
 * the PostgreSQL protocol on a private unix socket (`@electric-sql/pglite-socket`), so that the
 * queries (WebAssembly, single-threaded) never run on the thread that renders pages. Started by
 * `startPgliteWorker` (pglite-worker.ts), which has locked DATA_DIR; see docs/adr/0008-database-thread.md.
 *
 * It stops when the server says so: the server stops accepting requests first, then closes its
 * connections, then stops this thread, so that no query is cut off.
 */

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';
import {
  PGLITE_POSTGRESQL_CONF,
  type ServerMessage,
  SOCKET_PORT,
  type ThreadMessage,
  type WorkerData,
} from './pglite-protocol.js';

if (!parentPort) {
  throw new Error('pglite-server runs in a thread of the web server (startPgliteWorker), not on its own');
}
const server = parentPort;
const { dataDir, socketDir } = workerData as WorkerData;

function send(message: ThreadMessage): void {
  server.postMessage(message);
}

/** What is open so far, closed in reverse order when the server asks. */
const open: { db?: PGlite; socket?: PGLiteSocketServer } = {};
let stopping: Promise<void> | undefined;

function stop(): Promise<void> {
  stopping ??= (async () => {
    await open.socket?.stop();
    await open.db?.close();
    process.exit(0);
  })();
  return stopping;
}

// From the first moment: a stop asked while PGlite still opens closes it once open.
server.on('message', (message: ServerMessage) => {
  if (message.type === 'stop') void stop();
  // After a burst of requests, when the server collects its own heap (idle-collection.ts).
  else if (message.type === 'collect') {
    (globalThis as { gc?: () => void }).gc?.();
    send({ type: 'collected' });
  }
});

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  open.db = await PGlite.create(path.join(dataDir, 'pglite'), {
    postgresqlconf: PGLITE_POSTGRESQL_CONF,
    extensions: PGLITE_EXTENSIONS,
  });
  if (stopping) return;
  // One connection: the socket server can multiplex several, message by message, but keeps one
  // connection's messages together only inside an explicit transaction; with PGlite running one query
  // at a time, more connections would add no parallelism (ADR 0005). The server's pool has one too.
  open.socket = new PGLiteSocketServer({
    db: open.db,
    path: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    maxConnections: 1,
  });
  await open.socket.start();
  send({ type: 'ready' });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});

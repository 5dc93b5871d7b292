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

async function main(): Promise<void> {
  const dataDir = process.env.PGLITE_DATA_DIR;
  const socketDir = process.env.PGLITE_SOCKET_DIR;
  if (!process.send || !dataDir || !socketDir) {
    throw new Error('pglite-server runs as a child of the web server (startPgliteProcess), not on its own');
  }
  mkdirSync(dataDir, { recursive: true });
  const lockWait = process.env.PGLITE_LOCK_WAIT_MS;
  const unlock = await lockDataDir(dataDir, lockWait === undefined ? {} : { waitMs: Number(lockWait) });
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { postgresqlconf: PGLITE_POSTGRESQL_CONF });
  // One connection: the socket server multiplexes several by message, which lets one connection's
  // Parse/Bind/Execute interleave with another's (the unnamed statement is shared); the web server's
  // pool has one connection to match (ADR 0005).
  const server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    maxConnections: 1,
  });
  await server.start();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await server.stop();
      await db.close();
      unlock();
      process.exit(0);
    })();
    return stopping;
  };
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  // The parent decides when to stop (see above); a group signal alone must not close the database.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  send({ type: 'ready' });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});

/** What the web server gives its PGlite thread, and the messages between them. */
export interface WorkerData {
  /** The (locked) DATA_DIR: PGlite's files are in its `pglite` folder. */
  dataDir: string;
  /** A fresh private folder for the unix socket. */
  socketDir: string;
}
export type ServerMessage = { type: 'stop' } | { type: 'collect' };
export type ThreadMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'collected' };

/**
 * node-postgres finds a unix socket as `<host>/.s.PGSQL.<port>`, as libpq does; the port is only
 * part of the file's name.
 */
export const SOCKET_PORT = 5432;

/**
 * PGlite's server settings. Its defaults give 128 MB of shared buffers, which the thread fills and
 * keeps (WebAssembly memory never shrinks): 16 MB holds the hot pages of the 50k-product catalogue,
 * the rest is read through the operating system's page cache, which gives memory back under
 * pressure. Measured in ADR 0005 (idle RSS of the database 341 → ~200 MB at 50k products).
 */
export const PGLITE_POSTGRESQL_CONF = ['shared_buffers=16MB'];

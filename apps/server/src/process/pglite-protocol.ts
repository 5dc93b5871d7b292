/** Messages between the web server and its PGlite process (over the IPC channel of `fork`). */
export type ParentMessage = { type: 'stop' };
export type ChildMessage = { type: 'ready' } | { type: 'failed'; message: string };

/**
 * node-postgres finds a unix socket as `<host>/.s.PGSQL.<port>`, as libpq does; the port is only
 * part of the file's name.
 */
export const SOCKET_PORT = 5432;

/**
 * PGlite's server settings. Its defaults give 128 MB of shared buffers, which the process fills and
 * keeps (WebAssembly memory never shrinks): 16 MB holds the hot pages of the 50k-product catalogue,
 * the rest is read through the operating system's page cache, which gives memory back under
 * pressure. Measured in ADR 0005 (idle RSS of this process 341 → ~200 MB at 50k products).
 */
export const PGLITE_POSTGRESQL_CONF = ['shared_buffers=16MB'];

/** Messages between the web server and its PGlite process (over the IPC channel of `fork`). */
export type ParentMessage = { type: 'stop' };
export type ChildMessage = { type: 'ready' } | { type: 'failed'; message: string };

/**
 * node-postgres finds a unix socket as `<host>/.s.PGSQL.<port>`, as libpq does; the port is only
 * part of the file's name.
 */
export const SOCKET_PORT = 5432;

/**
 * PGlite's server settings. The defaults are a server's (128 MB of shared buffers), sized for many
 * connections; here one connection serves one site, and the memory goal is ≤ 300 MB for everything.
 */
export const PGLITE_POSTGRESQL_CONF: string[] = [];

import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions every PGlite of the project loads (the server's database thread, the
 * tests' and scripts' in-process databases); the migrations create them as on PostgreSQL.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

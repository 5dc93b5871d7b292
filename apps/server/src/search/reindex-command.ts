/**
 * Rebuilds the search index of the configured database (DATABASE_URL, or PGlite in DATA_DIR) from the
 * catalogue, whatever its version: after editing the catalogue outside the app, or to check a rebuild.
 * The server rebuilds by itself at start when the index version changed. Usage:
 * pnpm --filter @storefront/server search:reindex
 */
import { openDatabase } from '../db/client.js';
import { refreshStatistics } from '../db/statistics.js';
import { ConfigError, loadConfig } from '../env.js';
import { reindexedMessage, reindexSearch } from './reindex.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    console.log(reindexedMessage(await reindexSearch(database.db)));
    await refreshStatistics(database.db);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

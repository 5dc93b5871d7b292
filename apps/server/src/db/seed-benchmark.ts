/**
 * Fills the configured database (DATABASE_URL, or PGlite in DATA_DIR) with the benchmark
 * catalogue: the demo data plus `generateBenchmarkProducts(count)` (default 50,000) and
 * BENCHMARK_ARTICLES articles, indexed for the search. Re-running it adds nothing twice (catalog
 * numbers are unique; articles are added up to their number). Usage: npm run seed:bench [-- <count>]
 */
import { performance } from 'node:perf_hooks';
import { count as countRows } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../env.js';
import { ensureSearchIndex, reindexedMessage } from '../search/reindex.js';
import { openDatabase } from './client.js';
import {
  BENCHMARK_ARTICLES,
  generateBenchmarkArticles,
  generateBenchmarkProducts,
} from './demo-data/index.js';
import { articles } from './schema.js';
import { insertArticles, insertProducts, seedDemoDataIfEmpty } from './seed.js';
import { refreshStatistics } from './statistics.js';

async function main() {
  const count = Number(process.argv[2] ?? 50_000);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`count must be a whole number (got ${process.argv[2]})`);
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    // First: what follows is indexed with the current analyzer, so the server's start need not redo it.
    const reindexed = await ensureSearchIndex(database.db);
    if (reindexed) console.log(reindexedMessage(reindexed));
    await seedDemoDataIfEmpty(database.db);
    const products = generateBenchmarkProducts(count);
    const inserted = await database.db.transaction((tx) => insertProducts(tx, products));
    const [existing] = await database.db.select({ n: countRows() }).from(articles);
    const missing = BENCHMARK_ARTICLES - (existing?.n ?? 0);
    if (missing > 0) {
      await database.db.transaction((tx) => insertArticles(tx, generateBenchmarkArticles(missing)));
    }
    await refreshStatistics(database.db);
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(
      `${inserted} of ${count} benchmark products inserted into ${where} in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

/**
 * `pnpm bench [part ...] [--rounds N] [--markdown]`: measurements of this machine against the goals of
 * issues 11 and 12, not part of the tests — numbers depend on the machine, so they are printed for a
 * person (and docs/benchmarks.md) to compare. A figure that misses its goal prints FAIL but does not
 * fail the run; only the load and fault runs set a failing exit status, when they find a 5xx, a
 * reconciliation mismatch or a lost write, and so does a server that does not start (nothing of it
 * could be measured).
 *
 *   bundles      first-load JS per route from the build manifest (no server)
 *   compression  Content-Encoding for br, gzip of HTML, JSON, JS, CSS, SVG; immutable hashed assets
 *   data         related products, listing page 1 vs 1000, listing counts, through the API
 *   pages        page throughput against a bare node:http server; one product page at a time
 *   search       /search/product and /search/suggestions one at a time; search throughput (issue 12)
 *   lighthouse   Lighthouse mobile on the pages (PGlite only: it is slow)
 *   memory       idle RSS and RSS after load, on PGlite
 *   cart         200 concurrent cart streams for 30 s on PostgreSQL, reconciled with the answers
 *   crash        kill -9 under write load and a restart, on PostgreSQL and PGlite
 *
 * The site parts run the production build (built first when missing or stale) on a 50,000-product
 * catalogue (seed:bench) on PGlite, and again on PostgreSQL when DATABASE_URL is set. With no part
 * named, all run. `--rounds N` (or BENCH_ROUNDS) takes the median of N rounds of each load figure
 * (default 1); BENCH_SECONDS sets a load run's length (default 10). `--markdown` also prints the goals
 * as a Markdown table (docs/benchmarks.md's) and writes it to bench/results/latest.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { bundles } from './bundles.ts';
import { cartLoad } from './cart-load.ts';
import { compression } from './compression.ts';
import { crash } from './crash.ts';
import { dataPath } from './data.ts';
import { lighthouseScores } from './lighthouse.ts';
import { memory } from './memory.ts';
import { pages } from './pages.ts';
import { searchPart } from './search.ts';
import { discoverCatalogue } from './support/catalogue.ts';
import type { SiteContext } from './support/context.ts';
import { markdownTable, Results, textTable } from './support/results.ts';
import {
  type BenchDatabase,
  benchmarkProductCount,
  type Engine,
  ensureProductionBuild,
  pgliteDatabase,
  postgresDatabase,
  type RunningServer,
  root,
  startServer,
} from './support/site.ts';

/** Parts measured on a running site, in the order they run; each engine gets one server for all of them. */
const siteParts: Record<string, (context: SiteContext) => Promise<void>> = {
  compression,
  data: dataPath,
  pages,
  search: searchPart,
  lighthouse: lighthouseScores,
};
const allParts = ['bundles', ...Object.keys(siteParts), 'memory', 'cart', 'crash'];

function parseArguments(argv: string[]) {
  const names: string[] = [];
  let rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  let markdown = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    else if (arg === '--markdown') markdown = true;
    else if (arg === '--rounds') rounds = Number(argv[++i]);
    else if (arg.startsWith('--rounds=')) rounds = Number(arg.slice('--rounds='.length));
    else names.push(arg);
  }
  if (!Number.isInteger(rounds) || rounds < 1) {
    console.error('--rounds takes a whole number ≥ 1');
    process.exit(2);
  }
  const unknown = names.filter((name) => !allParts.includes(name));
  if (unknown.length > 0) {
    console.error(`unknown part ${unknown.join(', ')}: choose from ${allParts.join(', ')}`);
    process.exit(2);
  }
  return { parts: names.length > 0 ? names : allParts, rounds, markdown };
}

async function withDatabase(
  open: () => Promise<BenchDatabase>,
  use: (database: BenchDatabase) => Promise<void>,
) {
  const database = await open();
  try {
    await use(database);
  } finally {
    await database.drop();
  }
}

const { parts, rounds, markdown } = parseArguments(process.argv.slice(2));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const results = new Results();
const postgresUrl = process.env.DATABASE_URL || null;
const engines: Engine[] = postgresUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
const openDatabase = (engine: Engine) =>
  engine === 'PGlite' ? pgliteDatabase() : postgresDatabase(postgresUrl as string);
const measuresSite = parts.some((part) => part === 'bundles' || part === 'memory' || part in siteParts);

const context = [
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'})`,
  `Node ${process.version}`,
  `engines: ${engines.join(', ')}`,
  `${benchmarkProductCount.toLocaleString('en')} products`,
  `load: 10 connections, ${seconds} s, median of ${rounds}`,
].join(' · ');
if (measuresSite) {
  console.log(`Issue 11 goals, ${context}`);
  console.log(
    'A figure that misses its goal prints FAIL; it does not fail the run (only cart and crash do).',
  );
  ensureProductionBuild();
}

if (parts.includes('bundles')) await bundles(results);
/**
 * A server that does not start on an engine is a FAIL row and a failing exit status (nothing of that
 * engine could be measured); the other engines still run.
 */
async function started(database: BenchDatabase): Promise<RunningServer | null> {
  try {
    return await startServer(database);
  } catch (error) {
    console.error(`\n${String(error).slice(-3000)}`);
    results.add({
      part: `server (${database.engine})`,
      goal: 'starts and answers /healthz',
      figure:
        String(error)
          .split('\n')[0]
          ?.replace(/^Error: /, '') ?? 'failed',
      target: 'healthy',
      verdict: 'FAIL',
    });
    process.exitCode = 1;
    return null;
  }
}

const asked = Object.keys(siteParts).filter((part) => parts.includes(part));
let scoredPages = false;
if (asked.length > 0) {
  for (const engine of engines)
    await withDatabase(
      () => openDatabase(engine),
      async (database) => {
        const server = await started(database);
        if (!server) return;
        try {
          const catalogue = await discoverCatalogue(server.origin);
          const site: SiteContext = { server, catalogue, results, rounds, seconds };
          for (const part of asked) {
            // Lighthouse scores the pages, not the engine: once is enough.
            if (part === 'lighthouse' && scoredPages) continue;
            await (siteParts[part] as (context: SiteContext) => Promise<void>)(site);
            if (part === 'lighthouse') scoredPages = true;
          }
        } finally {
          await server.stop();
        }
      },
    );
}
if (parts.includes('memory'))
  await withDatabase(pgliteDatabase, (database) => memory(results, database, started));

if (results.rows.length > 0) {
  console.log(`\n== Summary: ${context}`);
  console.log(textTable(results.rows.map((row) => ({ ...row, goal: `${row.part}: ${row.goal}` }))));
  if (markdown) {
    const table = markdownTable(results.rows, `Run of ${context}.`);
    const file = join(root, 'bench/results/latest.md');
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(file, table);
    console.log(`\n${table}\n(written to ${file})`);
  }
}

if (parts.includes('cart')) await cartLoad();
if (parts.includes('crash')) await crash();

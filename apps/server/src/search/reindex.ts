import { performance } from 'node:perf_hooks';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  articles,
  contentSearch,
  jobs,
  meetings,
  productDescribed,
  productSearch,
  products,
  references,
  searchIndexState,
  searchTerms,
} from '../db/schema.js';
import { SEARCH_INDEX_VERSION } from './analyzer.js';
import {
  indexCompanyContent,
  indexContent,
  indexProducts,
  indexServices,
  PRODUCT_INDEX_ORDER,
} from './indexer.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Held while the index is checked and rebuilt: one process rebuilds, the others wait, then find it done. */
const REINDEX_LOCK_KEY = 72_410_002;

/**
 * Products per `indexProducts` call: bounds the memory of a rebuild (each call holds its products'
 * texts and lexemes) while its vocabulary is loaded only a few times.
 */
const PRODUCTS_PER_BATCH = 5_000;
const ARTICLES_PER_BATCH = 500;

export interface Reindexed {
  /** The version the index had (null: none stored, an index older than versions, or none). */
  from: number | null;
  to: number;
  products: number;
  articles: number;
  citations: number;
  jobs: number;
  ms: number;
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function storedVersion(tx: Tx): Promise<number | null> {
  const [row] = await tx.select({ version: searchIndexState.version }).from(searchIndexState);
  return row?.version ?? null;
}

/**
 * Rebuilds every row of the search index from the catalogue, in `tx` (readers keep the old index
 * until it commits), and stores the current version.
 */
async function rebuild(tx: Tx, from: number | null): Promise<Reindexed> {
  const started = performance.now();
  // DELETE, not TRUNCATE: TRUNCATE would block every search of the other processes until commit.
  await tx.delete(searchTerms);
  await tx.delete(productDescribed);
  await tx.delete(productSearch);
  await tx.delete(contentSearch);
  // In the index's order across batches, not only within each (indexProducts).
  const productIds = (
    await tx
      .select({ id: products.id })
      .from(products)
      .orderBy(...PRODUCT_INDEX_ORDER)
  ).map((r) => r.id);
  for (const batch of chunks(productIds, PRODUCTS_PER_BATCH)) await indexProducts(tx, batch);
  const articleIds = (await tx.select({ id: articles.id }).from(articles).orderBy(asc(articles.id))).map(
    (r) => r.id,
  );
  for (const batch of chunks(articleIds, ARTICLES_PER_BATCH)) await indexContent(tx, { articles: batch });
  const citationIds = (
    await tx.select({ id: references.id }).from(references).orderBy(asc(references.id))
  ).map((r) => r.id);
  for (const batch of chunks(citationIds, PRODUCTS_PER_BATCH)) await indexContent(tx, { citations: batch });
  const meetingIds = (await tx.select({ id: meetings.id }).from(meetings).orderBy(asc(meetings.id))).map(
    (r) => r.id,
  );
  for (const batch of chunks(meetingIds, ARTICLES_PER_BATCH)) await indexContent(tx, { meetings: batch });
  await indexCompanyContent(tx);
  const jobIds = (await tx.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id))).map((r) => r.id);
  for (const batch of chunks(jobIds, ARTICLES_PER_BATCH)) await indexContent(tx, { jobs: batch });
  await indexServices(tx);
  await tx
    .insert(searchIndexState)
    .values({ version: SEARCH_INDEX_VERSION })
    .onConflictDoUpdate({
      target: searchIndexState.id,
      set: { version: SEARCH_INDEX_VERSION, indexedAt: sql`now()` },
    });
  return {
    from,
    to: SEARCH_INDEX_VERSION,
    products: productIds.length,
    articles: articleIds.length,
    citations: citationIds.length,
    jobs: jobIds.length,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * At start, after the migrations: rebuilds the search index when the stored version is not
 * `SEARCH_INDEX_VERSION` (an index written by an older analyzer or layout, or a database older than
 * versions). Under an advisory lock: of processes starting together on one PostgreSQL, one rebuilds,
 * the others wait for it and find the index current. Returns what was rebuilt, or null.
 */
export async function ensureSearchIndex(db: Db): Promise<Reindexed | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REINDEX_LOCK_KEY})`);
    const version = await storedVersion(tx);
    return version === SEARCH_INDEX_VERSION ? null : rebuild(tx, version);
  });
}

/** Rebuilds the search index whatever its version (the operators' `search:reindex`). */
export async function reindexSearch(db: Db): Promise<Reindexed> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REINDEX_LOCK_KEY})`);
    return rebuild(tx, await storedVersion(tx));
  });
}

/** The log line of a rebuild. */
export function reindexedMessage(r: Reindexed): string {
  return `search index rebuilt (version ${r.from ?? 'none'} → ${r.to}): ${r.products} products, ${r.articles} articles, ${r.citations} citations, ${r.jobs} jobs in ${r.ms} ms`;
}

import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../domain/context.js';
import type { OperationId, Operations } from '../http/operations.js';

/**
 * The public catalogue reads whose answers are kept: what every page's loaders ask for (category tree,
 * sections, listings, a product's page, the home sections, the site's configuration). Their services
 * read nothing of the request context but its language, and nothing a visitor wrote: an answer is the
 * same for every visitor of a language. Never add an operation that reads the visitor (`isChina`, the
 * user, the cart): its answer would be handed to the next visitor.
 */
export const CACHED_OPERATIONS = [
  'getCategoryTree',
  'getCategorySection',
  'listProducts',
  'getProductSeo',
  'listPopularProducts',
  'listRelatedProducts',
  // The search's reads that log nothing (searchProducts and searchAll log their queries; the hot
  // keywords are read from that log, and kept for a minute by the search service instead).
  'suggestSearchTerms',
  'getSearchFacets',
  'getSearchCount',
  'searchContent',
  'searchServices',
  'listBanners',
  'listArticles',
  // issue 13: news and events
  'getArticle',
  'listMeetings',
  'getMeeting',
  'listReferences',
  'listDistributors',
  'listGlobalCfg',
  'getGlobalCfgValues',
  'listDict',
] as const satisfies readonly OperationId[];

/**
 * Answers kept at most; the least recently used go first. A product page keeps four of its own
 * (product, SEO, related products, citations); the shared reads (tree, sections, configuration,
 * dictionaries) are a few dozen. 1,000 holds the answers of ~250 product pages, more than the page
 * cache keeps pages (it answers before any loader runs). A crawl fills the bound and keeps it: after
 * 1,200 different product pages the live heap was 4 MB smaller than at 5,000 (ADR 0005).
 */
export const CATALOGUE_CACHE_ENTRIES = 1_000;

/** Makes a kept answer read-only, so that a caller changing it fails instead of changing it for all. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Answers of the public catalogue reads, kept until the catalogue changes. `changed()` drops them all
 * and tells the dependents (the catalogue service's tree and tally); `catalogue-changes.ts` calls it on
 * every `catalogue_changed` notification, which the database sends on any write to a catalogue table.
 */
export class CatalogueCache {
  private readonly answers: LRUCache<string, Promise<unknown>>;
  private readonly dependents: (() => void)[] = [];
  /** Bumped by every change: a read that began before it does not put its (old) answer back. */
  private generation = 0;

  constructor(maxEntries = CATALOGUE_CACHE_ENTRIES) {
    this.answers = new LRUCache({ max: maxEntries });
  }

  /** `forget` runs on every change of the catalogue (caches of its own to drop). */
  onChange(forget: () => void): void {
    this.dependents.push(forget);
  }

  changed(): void {
    this.generation += 1;
    this.answers.clear();
    for (const forget of this.dependents) forget();
  }

  get size(): number {
    return this.answers.size;
  }

  /** The kept answer of `key`, else `read()`'s, kept once it succeeded (a failure is asked again). */
  read<T>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.answers.get(key);
    if (kept) return kept as Promise<T>;
    const generation = this.generation;
    const answer = read().then(deepFreeze);
    if (generation === this.generation) this.answers.set(key, answer);
    answer.catch(() => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    });
    return answer;
  }
}

/**
 * The key of an answer: the operation, its validated input and every part of the context an answer could
 * differ by (the language, and the price view in case a service ever shows prices by it).
 */
function keyOf(operationId: string, ctx: RequestContext, query: unknown, params: unknown): string {
  return JSON.stringify([operationId, ctx.lang, ctx.showPrices, query, params]);
}

/**
 * The operations with the answers of `CACHED_OPERATIONS` kept in `cache`: the API and the pages' direct
 * calls (src/ssr/direct-api.ts) share them. Only successes are kept (see `CatalogueCache.read`).
 */
export function withCatalogueCache(operations: Operations, cache: CatalogueCache): Operations {
  const cached: Operations = { ...operations };
  for (const operationId of CACHED_OPERATIONS) {
    const operation = operations[operationId];
    if (!operation) continue;
    const { handler, ...options } = typeof operation === 'function' ? { handler: operation } : operation;
    const plain = handler as (input: {
      ctx: RequestContext;
      query: unknown;
      params: unknown;
    }) => Promise<unknown>;
    const keeping = (input: { ctx: RequestContext; query: unknown; params: unknown }) =>
      cache.read(keyOf(operationId, input.ctx, input.query, input.params), () => plain(input));
    (cached as Record<string, unknown>)[operationId] = { ...options, handler: keeping };
  }
  return cached;
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/** A rendered page as it was answered: status, headers (Set-Cookie apart) and the HTML bytes. */
export interface CachedPage {
  status: number;
  headers: [name: string, value: string][];
  setCookies: string[];
  body: Buffer;
  /** Compressed once, when a visitor first asks for that encoding; a hit then costs no compression. */
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
}

/**
 * Bytes of pages kept at most (HTML and its encodings); the least recently used go first. A product
 * page is ~58 KB of HTML (+ ~11 KB per encoding asked for): 8 MB keeps ~110 of them, enough for the
 * pages visited again and again (home, the ~60 categories' first listing pages, popular products).
 * A crawl through the whole catalogue fills the bound and keeps it: at 32 MB that was +23-32 MB of
 * the server's RSS for good after the memory bench's load (ADR 0005).
 */
export const PAGE_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * A safety net only: pages are dropped on every catalogue change anyway. It bounds how long a page
 * rendered while a read failed (a loader that degrades instead of failing) can be served.
 */
export const PAGE_CACHE_TTL_MS = 10 * 60_000;

/**
 * Cookies a page sets that are the same for every visitor of its URL: the site's language, which the
 * path decides (the web app's `localeCookieName`). A page setting any other cookie is never kept.
 */
const URL_DETERMINED_COOKIES = new Set(['i18n_redirected']);

export interface PageCacheOptions {
  /**
   * The part of the key that depends on the visitor, as the API decides it: whether prices are shown
   * (`GeoService.isChina` on the client address or the country header). Loaders read nothing else of
   * the visitor: the server always renders signed out (the token lives in the browser's storage).
   */
  visitor: (request: FastifyRequest) => string;
  maxBytes?: number;
  ttlMs?: number;
}

const sizeOf = (page: CachedPage, extra = 0) => page.body.length + extra;

/**
 * Rendered pages kept in memory, keyed by everything their HTML depends on: the URL as the renderer
 * sees it (protocol, host: the hreflang links use the current origin; path and query), the visitor's
 * price view, and for `/` the Cookie and Accept-Language headers that decide its redirect. `clear()`
 * (on every `catalogue_changed` notification) drops them all.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly visitor: (request: FastifyRequest) => string;
  /** Bumped by every clear: a render that began before it does not put its (old) page back. */
  private generation = 0;

  constructor(options: PageCacheOptions) {
    this.visitor = options.visitor;
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
      ttl: options.ttlMs ?? PAGE_CACHE_TTL_MS,
      sizeCalculation: (page) => Math.max(1, sizeOf(page)),
    });
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes kept: the pages and the encodings made so far. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }

  /**
   * The key of a request whose page may be kept, or null: only GET and HEAD, and never a request
   * carrying credentials (Authorization), which a future loader might read.
   */
  keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (request.headers.authorization !== undefined) return null;
    const url = `${request.protocol}://${request.host}${request.url}`;
    const path = request.url.split('?', 1)[0];
    // `/` redirects by the locale cookie, else the browser's languages (web `rootRedirectLocale`).
    const root =
      path === '/' ? `\n${request.headers.cookie ?? ''}\n${request.headers['accept-language'] ?? ''}` : '';
    return `${this.visitor(request)}\n${url}${root}`;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** What `put` needs to know that no change happened since the render began. */
  begin(): number {
    return this.generation;
  }

  /** Keeps the page of `key` if it may be shared (see `isShareable`) and nothing changed since `begun`. */
  put(key: string, page: CachedPage, begun: number): boolean {
    if (begun !== this.generation || !isShareable(page)) return false;
    this.pages.set(key, page);
    return true;
  }

  /** The page's body in `encoding`, compressed on first use; the entry's size then grows by it. */
  async encoded(key: string, page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
    let pending = page.encoded[encoding];
    if (!pending) {
      pending = compress(page.body, encoding);
      page.encoded[encoding] = pending;
      pending.then(
        (body) => this.grow(key, page, body.length),
        // Not kept: the next hit tries again (the waiting one gets the error).
        () => delete page.encoded[encoding],
      );
    }
    return pending;
  }

  private grow(key: string, page: CachedPage, bytes: number) {
    const kept = this.pages.info(key);
    // Gone meanwhile (cleared, evicted, rendered again): not put back.
    if (!kept || kept.value.encoded !== page.encoded) return;
    // lru-cache measures an entry again only when it is given a new object.
    this.pages.set(key, { ...kept.value }, { size: (kept.size ?? sizeOf(page)) + bytes, noUpdateTTL: true });
  }
}

/**
 * High levels: a page is compressed once and then served many times, but its second visitor waits for
 * that. Brotli's window is 64 KB: with a larger one, quality 9 takes a hash table of 32 MB, faulted in
 * and given back for every page; with 64 KB, a hash chain of about 1 MB. A product page (72 KB):
 * 14.7 → 1.4 ms, 3 bytes more; the home page (95 KB): 13.3 → 1.4 ms, 207 bytes more (12.5 KB).
 */
function compress(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_LGWIN]: 16,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: 9 });
}

/**
 * Whether a rendered page is the same for every visitor of its key: a 200 (status pages are cheap
 * and some are transient), not marked private (personal pages: cart, orders, account completion),
 * and setting no cookie but those the URL decides.
 */
export function isShareable(page: Pick<CachedPage, 'status' | 'headers' | 'setCookies'>): boolean {
  if (page.status !== 200) return false;
  const cacheControl = page.headers.find(([name]) => name === 'cache-control')?.[1] ?? '';
  if (/\bprivate\b/i.test(cacheControl)) return false;
  return page.setCookies.every((cookie) => URL_DETERMINED_COOKIES.has(cookie.split('=', 1)[0]?.trim() ?? ''));
}

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: PageEncoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

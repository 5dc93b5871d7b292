import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import { CV_MAX_BYTES } from '@storefront/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import type { DirectApi } from './direct-api.js';
import { type CachedPage, type PageCache, preferredEncoding } from './page-cache.js';
import type { PageHandler } from './page-handler.js';

/** Paths the page handler never renders: they belong to the API (JSON 404 when unknown). */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/healthz');
}

/**
 * The bodies a page's form posts without JavaScript (the route's `action` reads them): a form's fields,
 * and a multipart body for a form with a file (the job application's CV).
 */
export const PAGE_FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** A form's fields: far more than any public form's longest text (2,000 characters) in any encoding. */
const PAGE_FORM_MAX_BYTES = 64 * 1024;
/** The largest file a page form takes (a CV), with room for the fields around it. */
const PAGE_MULTIPART_MAX_BYTES = CV_MAX_BYTES + PAGE_FORM_MAX_BYTES;

/** The Fetch API Request handed to the page handler, carrying the client address it saw. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // request.ip already honours TRUST_PROXY; a client-sent X-Forwarded-For must not pass through.
  headers.set('x-forwarded-for', request.ip);
  const controller = new AbortController();
  // The response closing before it finished means the visitor went away: stop rendering.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body && { body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) }),
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response, isHead: boolean) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body || isHead) {
    await response.body?.cancel();
    return reply.send();
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

type PageApi = ReturnType<DirectApi>;

/**
 * The loaders' API client, telling `failed` of any read that failed on the server's side (5xx or
 * thrown): the loaders that degrade instead of failing (a shell without its tree, a home page without
 * prices) then render a 200 that must not be kept for the next visitors.
 */
export function watchingFailures(api: PageApi, failed: () => void): PageApi {
  return (language) => {
    const client = api(language);
    const get = client.GET as (...args: unknown[]) => Promise<{ response: Response }>;
    const GET = async (...args: unknown[]) => {
      try {
        const result = await get(...args);
        if (result.response.status >= 500) failed();
        return result;
      } catch (error) {
        failed();
        throw error;
      }
    };
    return { ...client, GET: GET as typeof client.GET };
  };
}

/** Answers from a kept page: its encoding as the client accepts it, already compressed. */
async function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache,
  key: string,
  page: CachedPage,
) {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.setCookies.length > 0) reply.header('set-cookie', page.setCookies);
  // Added to what the hooks set (CORS varies by Origin), as @fastify/compress does on a miss.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  reply.header('x-page-cache', 'hit');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding ? await cache.encoded(key, page, encoding) : page.body;
  // A Content-Encoding already set makes @fastify/compress leave the answer alone.
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

/**
 * Renders into memory a page that may be kept (a GET whose render began with `begun`), keeps it when
 * it is shareable, and answers with it. The body is complete before anything is sent anyway: the
 * renderer answers with the whole page (web `renderDocument`).
 */
async function renderAndKeep(
  reply: FastifyReply,
  cache: PageCache,
  key: string,
  response: Response,
  begun: number,
) {
  const page: CachedPage = {
    status: response.status,
    headers: [],
    setCookies: response.headers.getSetCookie(),
    // A stream that fails rejects here: nothing is kept, and the error is answered as any other.
    body: Buffer.from(await response.arrayBuffer()),
    encoded: {},
  };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') page.headers.push([name, value]);
  });
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.setCookies.length > 0) reply.header('set-cookie', page.setCookies);
  reply.header('x-page-cache', cache.put(key, page, begun) ? 'miss' : 'pass');
  return reply.send(page.body);
}

/**
 * Mounts the SSR app: Vite's middleware (development) or the built assets (production), then a
 * catch-all GET/HEAD that renders pages and a POST for their forms' actions. Registered after the API so specific routes win. With
 * `directApi`, the page's loaders get an API client that calls the handlers directly; with `cache`,
 * shareable pages are kept and answered from memory (page-cache.ts).
 */
export async function mountPages(
  app: FastifyInstance,
  pages: PageHandler,
  directApi?: DirectApi,
  cache?: PageCache,
): Promise<void> {
  if (pages.middleware) {
    await app.register(middie);
    const middleware = pages.middleware;
    // Vite only answers its own module and HMR URLs and calls next() for everything else.
    app.use((req, res, next) => (isApiPath(req.url ?? '/') ? next() : middleware(req, res, next)));
  }
  if (pages.staticDir) {
    await app.register(fastifyStatic, {
      root: pages.staticDir,
      prefix: pages.assetsBase ?? '/assets/',
      // Built assets carry a content hash in their names, so they never change under one URL.
      immutable: true,
      maxAge: '365d',
      // The web build writes .br and .gz beside each compressible asset (scripts/precompress.mjs):
      // served as they are to clients that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      // @fastify/static picks the variant by Accept-Encoding but does not say so; caches must know.
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
      index: false,
      decorateReply: false,
    });
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (isApiPath(request.url)) return sendFailure(reply, 'E0005', requestLanguage(request));
      const key = cache?.keyOf(request) ?? null;
      const kept = key === null ? undefined : cache?.get(key);
      if (cache && key !== null && kept) return sendCachedPage(request, reply, cache, key, kept);
      const begun = cache?.begin() ?? 0;
      let readFailed = false;
      const api = directApi?.(request);
      const response = await pages.handle(
        toWebRequest(request, reply),
        api && { api: key === null ? api : watchingFailures(api, () => (readFailed = true)) },
      );
      // A HEAD has no body to keep; only a GET fills the cache.
      const keep = key !== null && request.method === 'GET' && response.status === 200 && !readFailed;
      if (cache && key !== null && keep && response.body) {
        return renderAndKeep(reply, cache, key, response, begun);
      }
      return sendWebResponse(reply, response, request.method === 'HEAD');
    },
  });
  await mountPagePosts(app, pages);
}

/**
 * POST on page URLs, for the forms that work without JavaScript: the raw body of a form type goes to
 * the page handler, whose route `action` reads it (`request.formData()`). In a scope of its own, so
 * that these parsers (bytes as they came, size-limited) replace the API's multipart handling for
 * pages only; any other type is refused with 415 before the app sees it.
 */
async function mountPagePosts(app: FastifyInstance, pages: PageHandler) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: PAGE_FORM_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: PAGE_MULTIPART_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: 'POST',
      url: '/*',
      handler: async (request, reply) => {
        if (isApiPath(request.url)) return sendFailure(reply, 'E0005', requestLanguage(request));
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!(PAGE_FORM_TYPES as readonly string[]).includes(type) || !Buffer.isBuffer(request.body)) {
          return reply
            .code(415)
            .header('accept-post', PAGE_FORM_TYPES.join(', '))
            .type('text/plain; charset=utf-8')
            .send(
              '415 Unsupported Media Type: a page takes a form (application/x-www-form-urlencoded or multipart/form-data)',
            );
        }
        // A posted page is the sender's own answer: it is never kept. Its action writes, which the direct
        // API (reads only) does not do: the page handler's API client goes through the API's own routes
        // (contract validation, rate limits, the visitor's address), as the browser's form would.
        const response = await pages.handle(toWebRequest(request, reply, request.body));
        return sendWebResponse(reply, response, false);
      },
    });
  });
}

/** Stands in for the page handler when it failed to build, so that the API keeps serving. */
export function unavailablePages(): PageHandler {
  const html =
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>503</title></head>' +
    '<body><h1>网站暂时无法访问 / The site is temporarily unavailable</h1></body></html>';
  return {
    handle: async () =>
      new Response(html, {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '60' },
      }),
    close: async () => {},
  };
}

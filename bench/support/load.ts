/**
 * Load with autocannon (10 connections by default) and one request at a time, with the latency of
 * every answer kept so that p50/p95/p99 are exact, and a warm-up before every measurement.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
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

/** Milliseconds of each GET, one at a time, after `warmUp` unmeasured requests of the same kind. */
export async function sequentialTimings(
  origin: string,
  paths: readonly string[],
  warmUp: readonly string[] = [],
) {
  const timeOne = async (path: string) => {
    const started = performance.now();
    const response = await fetch(origin + path, {
      headers: { 'accept-language': 'zh-CN' },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return performance.now() - started;
  };
  for (const path of warmUp) await timeOne(path);
  const timings: number[] = [];
  for (const path of paths) timings.push(await timeOne(path));
  return timings;
}

/**
 * The floor of `sequentialTimings` on this machine: the same client, one request at a time, against a
 * bare node:http server sending the bytes `path` answers. A latency goal of a few milliseconds is read
 * beside it (this client alone has measured p95 1.9 ms, p99 3.9 ms).
 */
export async function bareSequentialTimings(origin: string, path: string, count: number) {
  const bare = await startBareServerLike(origin, path);
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
const body = require('node:fs').readFileSync(process.argv[1]);
const type = process.argv[2];
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': type, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * The ceiling: a bare node:http server in its own process (not competing with autocannon for this
 * one) sending `body` from memory for every URL.
 */
async function startBareServer(body: Uint8Array, contentType: string): Promise<BareServer> {
  const file = join(tmpdir(), `storefront-bench-bare-${process.pid}-${Date.now()}`);
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', bareServerSource, file, contentType], {
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

/** A bare server (as above) sending the bytes the site answers to `path`, fetched once; `bytes` is their size. */
export async function startBareServerLike(
  origin: string,
  path: string,
): Promise<BareServer & { bytes: number }> {
  const sample = await fetch(origin + path);
  const body = new Uint8Array(await sample.arrayBuffer());
  const bare = await startBareServer(body, sample.headers.get('content-type') ?? 'text/html');
  return { ...bare, bytes: body.length };
}

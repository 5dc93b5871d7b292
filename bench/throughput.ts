/**
 * `pnpm bench throughput`: measures the production build on this machine against a 50,000-product
 * catalogue: API and SSR throughput against the static-file ceiling, and the client bundles.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { serverDir, startSite } from '../e2e/support/server.ts';

const root = resolve(import.meta.dirname, '..');
const benchmarkProductCount = 50_000;
const secondsPerTarget = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

async function measure(origin: string, target: Target) {
  const result = await autocannon({
    url: origin + target.path,
    headers: target.headers,
    connections: 10,
    duration: secondsPerTarget,
  });
  return {
    target: target.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function bundleSizes() {
  // The client build is flat in dist/client; the server serves it under /assets/.
  const assets = join(root, 'apps/web/dist/client');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => {
      const bytes = readFileSync(join(assets, file));
      return {
        file,
        kB: +(statSync(join(assets, file)).size / 1024).toFixed(1),
        'gzip kB': +(gzipSync(bytes).length / 1024).toFixed(1),
      };
    })
    .sort((a, b) => b['gzip kB'] - a['gzip kB']);
}

export async function throughput(): Promise<void> {
  // pnpm runs this script, so it names itself in npm_execpath; npx is the fallback.
  const pnpm = process.env.npm_execpath;
  if (pnpm) execFileSync(process.execPath, [pnpm, 'build'], { cwd: root, stdio: 'inherit' });
  else execFileSync('npx', ['--yes', 'pnpm@10', 'build'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/db/seed-benchmark.ts', String(benchmarkProductCount)],
      {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: 'inherit',
      },
    );
    const site = await startSite({ dataDir });
    try {
      const firstAsset = bundleSizes()[0]?.file;
      const targets: Target[] = [
        { name: 'static asset (ceiling)', path: `/assets/${firstAsset}` },
        { name: 'SSR / (cn home)', path: '/' },
        { name: 'SSR /en (en home)', path: '/en', headers: { 'accept-language': 'en' } },
        { name: 'API category tree', path: '/api/v1/tree_structure/child?status=0' },
        { name: 'API products of category 4', path: '/api/v1/tree_structure?pid=4' },
        { name: 'API product page 1000 of 50k', path: '/api/v1/product?page=1000&size=20' },
        { name: 'API product by catalogNumber', path: '/api/v1/product?catalogNumber=CD002' },
        {
          name: 'SSR /en/tool-class (shared design)',
          path: '/en/tool-class?tab=probe&sequence=GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG',
        },
      ];
      const rows = [];
      for (const target of targets) rows.push(await measure(site.origin, target));
      console.log(
        `\nThroughput and latency, ${benchmarkProductCount} products, 10 connections, ${secondsPerTarget} s each`,
      );
      console.table(rows);
      console.log('\nClient bundles');
      console.table(bundleSizes());
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

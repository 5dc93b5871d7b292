/**
 * `pnpm bench pages`: page throughput with 10 connections against the ceiling, a bare node:http
 * server sending the same bytes from memory, measured side by side (site, then ceiling, in each
 * round); and one product page at a time over 150 different products.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { productPath } from './support/catalogue.ts';
import { ms, partName, type SiteContext } from './support/context.ts';
import {
  bareSequentialTimings,
  type LoadFigures,
  measureLoad,
  medianFigures,
  sequentialTimings,
  startBareServerLike,
} from './support/load.ts';
import { atLeast, atMost, textTable } from './support/results.ts';
import { clientDir } from './support/site.ts';
import { percentile, ratio, round } from './support/stats.ts';

export interface Pair {
  name: string;
  /** A fixed path, or a rotation over many (the ceiling then sends the first one's bytes). */
  paths: string[];
  goal?: number;
}

/** A small built file (a stylesheet of a few KB), not the largest: the ceiling must be per request, not bandwidth. */
function smallAsset(): string {
  const files = readdirSync(clientDir)
    .filter((file) => file.endsWith('.css') || file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(join(clientDir, file)).size }))
    .filter((asset) => asset.size >= 1024)
    .sort((a, b) => a.size - b.size);
  const asset = files[0];
  if (!asset) throw new Error(`no built asset in ${clientDir}`);
  return `/assets/${asset.file}`;
}

export async function measurePair(context: SiteContext, pair: Pair) {
  const { origin } = context.server;
  const first = pair.paths[0] as string;
  const bare = await startBareServerLike(origin, first);
  let next = 0;
  const path = pair.paths.length > 1 ? () => pair.paths[next++ % pair.paths.length] as string : first;
  const site: LoadFigures[] = [];
  const ceiling: LoadFigures[] = [];
  try {
    for (let r = 0; r < context.rounds; r += 1) {
      site.push(await measureLoad({ origin, path, seconds: context.seconds }));
      ceiling.push(await measureLoad({ origin: bare.origin, path: first, seconds: context.seconds }));
    }
  } finally {
    bare.stop();
  }
  return { pair, bytes: bare.bytes, site: medianFigures(site), ceiling: medianFigures(ceiling) };
}

export async function pages(context: SiteContext): Promise<void> {
  const part = partName('pages', context);
  const { catalogue, results } = context;
  const products = catalogue.catalogNumbers.map(productPath);
  const pairs: Pair[] = [
    { name: 'warm product page (same URL)', paths: [products[0] as string], goal: 0.6 },
    {
      name: `product pages, every request a different one (${products.length} URLs)`,
      paths: products,
      goal: 0.25,
    },
    { name: 'home /', paths: ['/'] },
    {
      name: `listing API /product?treeId=${catalogue.bigCategory.id} (${catalogue.bigCategory.total} products)`,
      paths: [`/api/v1/product?treeId=${catalogue.bigCategory.id}&page=1&size=20`],
    },
    { name: 'small static asset', paths: [smallAsset()] },
  ];
  console.log(
    `\n== ${part}: 10 connections, ${context.seconds} s after a warm-up, median of ${context.rounds} round(s), side by side with a bare node:http server sending the same bytes`,
  );
  const rows = [];
  for (const pair of pairs) {
    const measured = await measurePair(context, pair);
    const share = ratio(measured.site.rps, measured.ceiling.rps);
    rows.push({
      target: pair.name,
      KB: round(measured.bytes / 1024, 1),
      'req/s': Math.round(measured.site.rps),
      'bare req/s': Math.round(measured.ceiling.rps),
      ratio: round(share, 3),
      'p50 ms': round(measured.site.p50, 1),
      'p95 ms': round(measured.site.p95, 1),
      'p99 ms': round(measured.site.p99, 1),
      errors: measured.site.errors,
    });
    if (pair.goal !== undefined)
      results.add({
        part,
        goal: `${pair.name} / bare node:http`,
        figure: `${share.toFixed(3)} (${Math.round(measured.site.rps)} vs ${Math.round(measured.ceiling.rps)} req/s, p50 ${ms(measured.site.p50)}, p99 ${ms(measured.site.p99)})`,
        target: `≥ ${pair.goal}`,
        verdict: atLeast(share, pair.goal),
      });
  }
  console.table(rows);

  // One at a time: the latency of a page when nothing else runs, over products not yet asked for.
  const unseen = products.slice(-170);
  const timings = await sequentialTimings(context.server.origin, unseen.slice(20), unseen.slice(0, 20));
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  const floor = percentile(await bareSequentialTimings(context.server.origin, unseen[0] as string, 150), 95);
  console.log(
    `one request at a time, ${timings.length} different products: p50 ${ms(p50)}, p95 ${ms(p95)} (bare node:http sending one page's bytes: p95 ${ms(floor)})`,
  );
  results.add({
    part,
    goal: `product page one at a time, ${timings.length} products, p95`,
    figure: `${ms(p95)} (p50 ${ms(p50)}; bare node:http p95 ${ms(floor)})`,
    target: '≤ 10 ms',
    verdict: atMost(p95, 10),
  });
  console.log(textTable(results.of(part)));
}

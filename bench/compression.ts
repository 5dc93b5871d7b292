/**
 * `pnpm bench compression`: what the site answers to `Accept-Encoding: br, gzip` for each kind of
 * response (HTML, JSON, JS, CSS, SVG), and the caching of hashed assets.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { productPath } from './support/catalogue.ts';
import { partName, type SiteContext } from './support/context.ts';
import { textTable } from './support/results.ts';
import { clientDir } from './support/site.ts';

interface Probe {
  kind: string;
  path: string | null;
  /** Built with a content hash in its name: must be cached as immutable. */
  hashed: boolean;
}

function builtFile(extension: string): string | null {
  const files = readdirSync(clientDir).filter((file) => file.endsWith(extension));
  // The largest one: a file under the compression threshold would say nothing.
  const size = (file: string) => statSync(join(clientDir, file)).size;
  const file = files.sort((a, b) => size(b) - size(a))[0];
  return file ? `/assets/${file}` : null;
}

/** An SVG the site serves: a built one, else the page's icon when it is an SVG. */
async function svgPath(origin: string): Promise<string | null> {
  const built = builtFile('.svg');
  if (built) return built;
  const html = await (await fetch(`${origin}/`)).text();
  const icon = /<link[^>]+href="([^"]+\.svg)"/.exec(html)?.[1];
  return icon ?? null;
}

export async function compression(context: SiteContext): Promise<void> {
  const part = partName('compression', context);
  const { origin } = context.server;
  const { catalogue, results } = context;
  const probes: Probe[] = [
    { kind: 'HTML', path: productPath(catalogue.catalogNumbers[0] as string), hashed: false },
    { kind: 'JSON', path: `/api/v1/product?treeId=${catalogue.bigCategory.id}&size=20`, hashed: false },
    { kind: 'JS', path: builtFile('.js'), hashed: true },
    { kind: 'CSS', path: builtFile('.css'), hashed: true },
    { kind: 'SVG', path: await svgPath(origin), hashed: true },
  ];
  const rows = [];
  for (const probe of probes) {
    if (!probe.path) {
      rows.push({ kind: probe.kind, path: 'none served', encoding: '', 'cache-control': '' });
      results.add({
        part,
        goal: `${probe.kind} compressed`,
        figure: 'no such file served',
        target: 'br or gzip',
        verdict: 'n/a',
      });
      continue;
    }
    const response = await fetch(origin + probe.path, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    const encoding = response.headers.get('content-encoding') ?? 'none';
    const cacheControl = response.headers.get('cache-control') ?? 'none';
    rows.push({
      kind: probe.kind,
      path: probe.path.slice(0, 60),
      status: response.status,
      encoding,
      'cache-control': cacheControl,
    });
    results.add({
      part,
      goal: `${probe.kind} compressed`,
      figure: encoding,
      target: 'br or gzip',
      verdict: encoding === 'br' || encoding === 'gzip' ? 'PASS' : 'FAIL',
    });
    if (probe.hashed)
      results.add({
        part,
        goal: `${probe.kind} (hashed) cached immutable`,
        figure: cacheControl,
        target: 'immutable',
        verdict: /\bimmutable\b/.test(cacheControl) ? 'PASS' : 'FAIL',
      });
  }
  console.log(`\n== ${part}: Accept-Encoding: br, gzip`);
  console.table(rows);
  console.log(textTable(results.of(part)));
}

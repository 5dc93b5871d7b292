/**
 * `pnpm bench bundles`: first-load JavaScript per route from the build manifest: the client entry and
 * the app it imports after the first paint, the page language's catalog and the route module's chunk
 * with all their static imports, each gzip-sized at level 9. No server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogPartsByFile, entryKey, type Manifest, routeKey, staticFiles } from './support/manifest.ts';
import { atMost, type Results, textTable } from './support/results.ts';
import { clientDir, manifestPath, root } from './support/site.ts';
import { round } from './support/stats.ts';

/**
 * The route modules of apps/web/src/routes.tsx (lazy ones have a chunk of their own; a module the
 * entry imports statically, like the home page today, has none and is counted in the entry).
 */
const routeModules: Record<string, string[]> = {
  '/': ['src/routes/home', 'src/routes/home/home'],
  '/product-detail': ['src/routes/catalogue/product-detail'],
  '/tool-class': ['src/routes/toolbox/tool-class'],
  '/cart': ['src/routes/cart/cart'],
  '/search': ['src/routes/search', 'src/routes/search/search', 'src/routes/catalogue/search'],
};

/**
 * The Chinese site's message catalog (every page measured here is on it): chunks of their own that the
 * page loads and preloads before hydrating, so first-load JS. Its `core` part (or the whole catalog,
 * when it is one module) goes with every page, other parts with the pages that name them in
 * routes.tsx. A build that bundles the catalogs has no such chunks.
 */
const catalogModule = (part: string | null) => `src/i18n/catalogs/zh-CN${part ? `.${part}` : ''}`;

const budgetKb = 140;

const gzipKb = (file: string) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / 1024;

/** Whether routes.tsx declares the path (`'search'` as a path or an argument). */
function declared(path: string): boolean {
  if (path === '/') return true;
  const routes = readFileSync(join(root, 'apps/web/src/routes.tsx'), 'utf8');
  return routes.includes(`'${path.slice(1)}'`);
}

export async function bundles(results: Results): Promise<void> {
  const part = 'bundles';
  if (!existsSync(manifestPath)) throw new Error(`no build manifest at ${manifestPath}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = entryKey(manifest);
  const catalog = routeKey(manifest, catalogModule('core')) ?? routeKey(manifest, catalogModule(null));
  // The entry imports the app once the page has painted (apps/web/src/entry.client.ts): still first load.
  const app = manifest[entry]?.dynamicImports ?? [];
  const always = [entry, ...app, ...(catalog ? [catalog] : [])];
  const partsOf = catalogPartsByFile(readFileSync(join(root, 'apps/web/src/routes.tsx'), 'utf8'));
  const rows = [];
  let largest: { path: string; files: string[]; kb: number } | null = null;
  for (const [path, modules] of Object.entries(routeModules)) {
    const key = modules.map((module) => routeKey(manifest, module)).find((found) => found !== null) ?? null;
    if (!declared(path) || (path !== '/' && !key)) {
      rows.push({ route: path, chunks: 0, 'gzip KB': 'route missing' });
      results.add({
        part,
        goal: `first-load JS ${path}`,
        figure: 'route missing',
        target: `≤ ${budgetKb} KB gzip`,
        verdict: 'n/a',
      });
      continue;
    }
    const parts = (key && partsOf.get(key)) || [];
    const partKeys = parts.flatMap((part) => routeKey(manifest, catalogModule(part)) ?? []);
    const files = staticFiles(manifest, key ? [...always, key, ...partKeys] : always);
    const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
    if (!largest || kb > largest.kb) largest = { path, files, kb };
    rows.push({ route: path, chunks: files.length, 'gzip KB': round(kb, 1) });
    results.add({
      part,
      goal: `first-load JS ${path}`,
      figure: `${round(kb, 1)} KB gzip (${files.length} chunks)`,
      target: `≤ ${budgetKb} KB gzip`,
      verdict: atMost(kb, budgetKb),
    });
  }
  console.log(
    `\n== ${part}: first-load JS per route (entry + the app it starts${catalog ? ' + zh-CN catalog (core and the parts the page names)' : ''} + route module + their static imports, gzip -9)`,
  );
  console.table(rows);
  if (largest) {
    console.log(`largest: ${largest.path}, its chunks by gzip size:`);
    console.table(
      largest.files
        .map((file) => ({ chunk: file, 'gzip KB': round(gzipKb(file), 1) }))
        .sort((a, b) => b['gzip KB'] - a['gzip KB'])
        .slice(0, 8),
    );
  }
  console.log(textTable(results.of(part)));
}

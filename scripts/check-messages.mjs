#!/usr/bin/env node
// Fails (exit 1) when the message catalogs of apps/web or packages/ui are out of step with their
// sources: the zh-CN and en catalogs must hold exactly the ids that `formatjs extract` finds in the
// package's sources (no missing, no stale, no untranslated keys), and every id must be explicit.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The formatjs CLI is a dev dependency of apps/web (pnpm does not hoist it to the root).
const formatjs = join(root, 'apps/web/node_modules/.bin/formatjs');
const catalogLanguages = ['en', 'zh-CN'];

const packages = [
  { dir: 'apps/web', idPrefix: 'web.' },
  { dir: 'packages/ui', idPrefix: 'ui.' },
];

/** Message ids declared in a package's shipped sources (tests and stories are not shipped). */
function extractIds(dir) {
  const output = execFileSync(
    formatjs,
    [
      'extract',
      `${dir}/src/**/*.{ts,tsx}`,
      '--ignore',
      '**/*.d.ts',
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '--format',
      'simple',
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Set(Object.keys(JSON.parse(output || '{}')));
}

function readCatalog(path) {
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8'));
}

function difference(a, b) {
  return [...a].filter((key) => !b.has(key)).sort();
}

const problems = [];
const report = (dir, title, ids) => {
  if (ids.length > 0) problems.push(`${dir}: ${title}:\n${ids.map((id) => `  - ${id}`).join('\n')}`);
};

for (const { dir, idPrefix } of packages) {
  const extracted = extractIds(dir);
  report(
    dir,
    `ids without the "${idPrefix}" prefix (declare an explicit id)`,
    [...extracted].filter((id) => !id.startsWith(idPrefix)).sort(),
  );

  const catalogs = {};
  for (const language of catalogLanguages) {
    const path = join(root, dir, 'src/i18n', `${language}.json`);
    const catalog = readCatalog(path);
    if (catalog === null) {
      problems.push(`${dir}: catalog ${relative(root, path)} is missing`);
      continue;
    }
    catalogs[language] = catalog;
    const keys = new Set(Object.keys(catalog));
    report(dir, `${language}.json misses extracted ids`, difference(extracted, keys));
    report(dir, `${language}.json has stale ids no source declares`, difference(keys, extracted));
    report(
      dir,
      `${language}.json has empty messages`,
      Object.entries(catalog)
        .filter(([, message]) => typeof message !== 'string' || message.trim() === '')
        .map(([id]) => id),
    );
  }
  if (catalogs.en && catalogs['zh-CN']) {
    const en = new Set(Object.keys(catalogs.en));
    const zh = new Set(Object.keys(catalogs['zh-CN']));
    report(dir, 'ids in en.json but not in zh-CN.json', difference(en, zh));
    report(dir, 'ids in zh-CN.json but not in en.json', difference(zh, en));
  }
}

if (problems.length > 0) {
  console.error(`Message catalogs are out of date:\n\n${problems.join('\n\n')}`);
  process.exit(1);
}
console.log(
  `Message catalogs complete: ${packages.map(({ dir }) => dir).join(', ')} (${catalogLanguages.join(', ')}).`,
);

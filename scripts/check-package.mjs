#!/usr/bin/env node
// Proves that packages/ui installs as a sister site gets it: builds the package (unless --no-build: `pnpm
// test` runs it after `pnpm build`), packs it with pnpm, checks the packed manifest and lints the tarball with
// publint and attw, then installs the tarball with pnpm, npm and yarn (classic) into a fresh app outside the
// workspace (packages/ui/pack-check), imports it in Node and type-checks that app with strict TypeScript (5.9
// and 7) and skipLibCheck off, so that every shipped declaration is checked.
// Fails (exit 1) at the first step that fails.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ui = join(root, 'packages/ui');
const bin = (name) => join(root, 'node_modules/.bin', name);
// The same pnpm as the developers and CI run (the root package.json has no packageManager field); npx takes
// the cached copy without asking the registry, so that the check also runs offline once the caches are warm.
const pnpm = ['npx', '--yes', '--prefer-offline', 'pnpm@10'];

/** Runs a command, echoing it; its output goes to the terminal and a failure ends the check. */
function run(command, args, cwd) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

/** How each package manager a sister site may use installs the app, from its cache when it can. */
const installCommands = {
  pnpm: [...pnpm, 'install', '--prefer-offline', '--ignore-workspace'],
  npm: ['npm', 'install', '--prefer-offline', '--no-audit', '--no-fund'],
  yarn: ['npx', '--yes', '--prefer-offline', 'yarn@1', 'install', '--prefer-offline', '--non-interactive'],
};

/**
 * The native TypeScript a sister site may already be on. The workspace stays on 5.9 (its tools need the
 * JavaScript compiler API), so the app installs 7 beside it under an alias: both bins are named tsc, so each
 * is run by its path.
 */
const typescript7 = 'npm:typescript@7.0.2';

/** The version the workspace installed of a package, as packages/ui (or the root, for typescript) sees it. */
function installedVersion(name, from = ui) {
  return JSON.parse(readFileSync(join(from, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/**
 * The packed manifest names no workspace package (they are bundled, and .pnpmfile.cjs drops the
 * devDependencies that name them) and no `workspace:` range, and points at no source file.
 */
function checkManifest(tarball) {
  const text = execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  const manifest = JSON.parse(text);
  const named = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'].flatMap(
    (field) => Object.keys(manifest[field] ?? {}),
  );
  const problems = [
    ...named.filter((name) => name.startsWith('@storefront/')).map((name) => `names ${name}`),
    ...(text.includes('workspace:') ? ['has a workspace: range'] : []),
    ...(/"\.\/src\//.test(text) ? ['points at ./src/'] : []),
  ];
  if (problems.length > 0) throw new Error(`packed package.json: ${problems.join('; ')}`);
  console.log('\npacked package.json: no workspace package, no workspace: range, no source entry');
}

/**
 * A fresh app outside the workspace installs the tarball with `manager`, beside its own copies of the peers
 * (at the versions the workspace installed, so that they come from the local cache), the workspace's
 * TypeScript and TypeScript 7; then it imports the package in Node (every runtime import is listed) and
 * type-checks with both compilers.
 */
function installAndCheck(manager, tarball) {
  const app = join(work, `app-${manager}`);
  cpSync(join(ui, 'pack-check'), app, { recursive: true });
  const dependencies = { '@storefront/ui': `file:${tarball}` };
  for (const name of ['react', 'react-dom', 'react-intl', 'xstate', '@xstate/react']) {
    dependencies[name] = installedVersion(name);
  }
  const devDependencies = {
    '@types/react': installedVersion('@types/react'),
    '@types/react-dom': installedVersion('@types/react-dom'),
    typescript: installedVersion('typescript', root),
    'typescript-7': typescript7,
  };
  const manifest = { name: 'sister-site', private: true, type: 'module', dependencies, devDependencies };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const [command, ...args] = installCommands[manager];
  run(command, args, app);
  run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const ui = await import('@storefront/ui'); if (typeof ui.Button !== 'function') throw new Error('no Button');",
    ],
    app,
  );
  for (const typescript of ['typescript', 'typescript-7']) {
    run(join(app, 'node_modules', typescript, 'bin/tsc'), ['-p', 'tsconfig.json'], app);
  }
}

const work = mkdtempSync(join(tmpdir(), 'storefront-ui-pack-'));
try {
  if (!process.argv.includes('--no-build')) run(pnpm[0], [...pnpm.slice(1), 'build'], ui);

  // pnpm pack, not npm pack: it applies publishConfig and turns workspace: ranges into versions.
  run(pnpm[0], [...pnpm.slice(1), 'pack', '--pack-destination', work], ui);
  const tarball = join(
    work,
    readdirSync(work).find((file) => file.endsWith('.tgz')),
  );

  checkManifest(tarball);
  run(bin('publint'), ['run', '--strict', tarball], root);
  // The stylesheets are entry points without types by nature; every JavaScript entry point is checked.
  run(
    bin('attw'),
    [tarball, '--profile', 'esm-only', '--exclude-entrypoints', './style.css', './tokens.css'],
    root,
  );

  for (const manager of Object.keys(installCommands)) installAndCheck(manager, tarball);
  console.log(
    '\n@storefront/ui: packed, linted, installed with pnpm, npm and yarn and type-checked in a fresh app',
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

#!/usr/bin/env node
// Proves that packages/ui installs as a sister site gets it: builds the package (unless --no-build: `pnpm
// test` runs it after `pnpm build`), packs it with pnpm, checks the packed manifest and lints the tarball with
// publint and attw, then installs the tarball with pnpm, npm and yarn (classic) into a fresh app outside the
// workspace (packages/ui/pack-check), imports its entry points in Node and type-checks that app with strict TypeScript (5.9
// and 7) and skipLibCheck off, so that every shipped declaration is checked.
// Fails (exit 1) at the first step that fails.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packUi, pnpm, root, run, ui } from './pack-ui.mjs';

const bin = (name) => join(root, 'node_modules/.bin', name);

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

/** Every JavaScript entry point loads in Node and exports its components, the machines theirs. */
const importEntries = [
  "const [ui, primitives, machines] = await Promise.all(['@storefront/ui', '@storefront/ui/primitives', '@storefront/ui/machines'].map((entry) => import(entry)));",
  "if (typeof ui.Button !== 'function' || primitives.Button !== ui.Button) throw new Error('no Button');",
  "if (machines.cartMachine !== ui.cartMachine || machines.cartMachine?.id !== 'cart') throw new Error('no cartMachine');",
].join('\n');

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
      '--import',
      pathToFileURL(join(root, 'scripts/css-as-empty-module.mjs')).href,
      '--input-type=module',
      '-e',
      importEntries,
    ],
    app,
  );
  for (const typescript of ['typescript', 'typescript-7']) {
    run(join(app, 'node_modules', typescript, 'bin/tsc'), ['-p', 'tsconfig.json'], app);
  }
}

const work = mkdtempSync(join(tmpdir(), 'storefront-ui-pack-'));
try {
  const tarball = packUi(work);

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

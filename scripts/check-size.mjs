#!/usr/bin/env node
// The size budgets of issue 16, measured as a sister site pays them: builds @storefront/ui (unless --no-build:
// `pnpm test` runs it after `pnpm build`), packs it with pnpm, installs the tarball's files into
// packages/ui/size-check/node_modules, bundles each consumer entry there (size-check/*.js, one import each)
// with Vite, minified, the peers (react, react-dom, react-intl, xstate, @xstate/react) left out since the app
// has them anyway ("over bare React"), and lets size-limit check the gzip size of each bundle, JavaScript and
// CSS together, against size-check/.size-limit.json.
//
// Vite, not size-limit's esbuild preset: esbuild keeps the stylesheets of every module it walks through, even
// the ones it tree-shakes away (evanw/esbuild#2933), so it would charge `import { Button }` the CSS of every
// component; Rolldown, the bundler of a Vite app, drops them with the modules that import them. (size-limit's
// own Rolldown preset needs Node 22; the workspace supports 20.)
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'vite';
import { packUi, root, run, ui } from './pack-ui.mjs';

const sizeCheck = join(ui, 'size-check');
const installed = join(sizeCheck, 'node_modules/@storefront/ui');

/** The peers a consumer already has; its own dependencies (clsx, qrcode.react) count. */
const peers = /^(react|react-dom|react-intl|xstate|@xstate\/react)(\/.*)?$/;

/** Bundles one consumer entry as an app's production build would (minified, tree-shaken, CSS extracted). */
async function bundle(entry) {
  const name = basename(entry, '.js');
  await build({
    configFile: false,
    root: sizeCheck,
    logLevel: 'warn',
    build: {
      outDir: join(sizeCheck, 'dist', name),
      emptyOutDir: true,
      minify: true,
      cssMinify: true,
      lib: { entry: join(sizeCheck, entry), formats: ['es'], fileName: name, cssFileName: name },
      // Library mode keeps the whitespace of ES output for the app's minifier; this build is that app.
      rolldownOptions: { external: (id) => peers.test(id), output: { minify: true } },
    },
  });
}

const work = mkdtempSync(join(tmpdir(), 'storefront-ui-size-'));
try {
  const tarball = packUi(work);

  // The packed files, not the workspace's: the manifest (exports, sideEffects) is the one a consumer gets.
  // Its dependencies (clsx, qrcode.react) resolve from packages/ui/node_modules, one level up.
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], root);

  for (const entry of readdirSync(sizeCheck).filter((file) => file.endsWith('.js'))) await bundle(entry);
  run(join(root, 'node_modules/.bin/size-limit'), [], sizeCheck);
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(join(sizeCheck, 'node_modules'), { recursive: true, force: true });
}

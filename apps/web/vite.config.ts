import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './vite-plugins/precompiledMessages';
import { serverOnlyModules } from './vite-plugins/serverOnlyModules';
import { shortClassNames } from './vite-plugins/shortClassNames';

const appRoot = dirname(fileURLToPath(import.meta.url));

/**
 * The workspace packages ship TypeScript sources and CSS Modules, so the SSR bundle must compile them
 * itself. Their own dependencies are bundled too: pnpm does not hoist them where Node would look for
 * them from `dist/server/`.
 */
function workspaceBundledPackages(): string[] {
  const workspacePackages = ['@storefront/ui', '@storefront/api-client'];
  const theirDependencies = workspacePackages.flatMap((name) => {
    const manifestPath = resolve(appRoot, 'node_modules', name, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    return Object.keys(manifest.dependencies ?? {});
  });
  return [...new Set([...workspacePackages, ...theirDependencies])];
}

/**
 * React Router publishes a development build (with its warnings) under every export condition and a
 * production build beside it that only its own framework plugin selects. The client bundle takes the
 * production one: the same code without the warnings' strings and checks.
 */
function reactRouterProductionBuild() {
  // From react-router-dom's real directory (pnpm links it): the app depends on react-router through it.
  const fromRouterDom = createRequire(
    realpathSync(resolve(appRoot, 'node_modules/react-router-dom/package.json')),
  );
  const productionDir = resolve(dirname(fromRouterDom.resolve('react-router')), '../production');
  return [
    { find: /^react-router$/, replacement: resolve(productionDir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: resolve(productionDir, 'dom-export.mjs') },
  ];
}

/**
 * What the shell's chunk (`hydrate.tsx`) shares with the route modules: the API client and the services over
 * it, the locale rules, the login context, the toasts, the icons. Every page loads all of it, but left to
 * itself Rolldown cut it into ten chunks of 0.1-3 KB (a route imports some of them), each a request and a
 * gzip stream of its own on every page: as one chunk, a page's first load is 1 KB smaller and nine requests
 * fewer (`pnpm bench bundles`, 2026-12-02). Only modules every page loads belong here.
 */
const shellSharedModules = new RegExp(
  [
    'apps/web/src/app/(?:browserApi|globalConfig|services|loaderServices)\\.ts$',
    'apps/web/src/i18n/locale\\.ts$',
    'apps/web/src/auth/auth\\.tsx$',
    'packages/site/src/locale\\.ts$',
    'packages/api-client/src/',
    'packages/ui/src/(?:Toast|Icon)/',
    'packages/ui/src/internal/mergeRefs\\.ts$',
    'node_modules/\\.pnpm/(?:clsx|openapi-fetch)@',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    serverOnlyModules(),
    precompiledMessages(),
    // Builds take every message from the catalogs (complete in both languages: scripts/check-messages.mjs),
    // so the English defaultMessage texts and descriptions beside each id stay out of the bundles.
    { ...formatjs({ removeDefaultMessage: true }), apply: 'build' },
    // The packages' CSS Modules too: the hash is of the path from the workspace's root.
    shortClassNames(resolve(appRoot, '../..')),
  ],
  // Built assets live flat in dist/client and are served under /assets/ by the server (see server.ts).
  base: command === 'build' ? '/assets/' : '/',
  ssr: { noExternal: workspaceBundledPackages() },
  resolve: command === 'build' && !isSsrBuild ? { alias: reactRouterProductionBuild() } : {},
  build: isSsrBuild
    ? // Flat like the client's: an imported asset (the share picture) gets the same /assets/ URL on both sides.
      { outDir: 'dist/server', emptyOutDir: true, target: 'node20', assetsDir: '' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        assetsDir: '',
        manifest: true,
        // One stylesheet for the whole app (about 16 KB compressed) rather than one per chunk: a page would
        // otherwise wait for a dozen render-blocking requests before its first paint.
        cssCodeSplit: false,
        rolldownOptions: {
          input: resolve(appRoot, 'src/entry.client.ts'),
          output: {
            // React, React Router and react-intl in one chunk: every page needs all of it at start, it
            // compresses better whole. (Its name still changes with the app's: it imports Rolldown's helpers
            // from the entry chunk; apps/web/README.md.)
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/]\.pnpm[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|@formatjs[+][^@]+|intl-messageformat|react-intl)@/,
                },
                {
                  name: 'shell',
                  test: shellSharedModules,
                },
              ],
            },
          },
        },
      },
}));

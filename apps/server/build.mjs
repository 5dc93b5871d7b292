// Compiles the server for production (`pnpm build`, run by `pnpm start`): src/main.ts and the PGlite
// process's entry become dist/main.js and dist/pglite-server.js, plain JavaScript that Node runs
// without tsx. The workspace packages (@storefront/*, TypeScript sources) are bundled in; every other
// package stays an import from node_modules, as installed.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

/** Bare imports other than the workspace's own packages are left to Node. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', 'pglite-server': 'src/process/pglite-server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Modules imported with `import()` (the PDF makers with pdf-lib, fontkit and HarfBuzz: about 50 MB once
  // loaded) become chunks of their own, loaded by the first request that needs them, not at start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  // Stack traces name the sources' functions and files.
  keepNames: true,
  plugins: [nodeModulesExternal],
  logLevel: 'warning',
});

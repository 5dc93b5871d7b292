import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { libInjectCss } from 'vite-plugin-lib-inject-css';

const root = dirname(fileURLToPath(import.meta.url));

// Peer and runtime dependencies stay imports so the consuming app dedupes them (one React, one IntlProvider,
// the xstate that also runs the app's actors) and nothing listed is also bundled.
const external = /^(react|react-dom|react-intl|xstate|@xstate\/react|clsx|qrcode\.react)(\/.*)?$/;

/** The package's entry points (package.json publishConfig.exports): the root and the subpaths. */
const entries = {
  index: 'src/index.ts',
  primitives: 'src/primitives.ts',
  'machines/index': 'src/machines/index.ts',
};

/** Tokens and themes ship as plain CSS files so a consumer can import or override them on their own. */
function copyTokens(): Plugin {
  return {
    name: 'storefront-ui-copy-tokens',
    apply: 'build',
    closeBundle() {
      const out = resolve(root, 'dist');
      mkdirSync(resolve(out, 'themes'), { recursive: true });
      copyFileSync(resolve(root, 'src/tokens/tokens.css'), resolve(out, 'tokens.css'));
      for (const theme of readdirSync(resolve(root, 'src/tokens/themes'))) {
        copyFileSync(resolve(root, 'src/tokens/themes', theme), resolve(out, 'themes', theme));
      }
    },
  };
}

/**
 * All the components' CSS in one `style.css` too, for a site that prefers one stylesheet to the per-module
 * imports. Dependencies come first (a depth-first walk of the imports from the root entry, as the dev server
 * orders them), so that a component's rule that restyles a part it renders (CartView's Button) still wins.
 */
function allStyles(): Plugin {
  return {
    name: 'storefront-ui-all-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const seen = new Set<string>();
      const styles: string[] = [];
      const visit = (chunk: Rollup.OutputChunk) => {
        if (seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next?.type === 'chunk') visit(next);
        }
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          const asset = bundle[css];
          if (asset?.type === 'asset') styles.push(String(asset.source));
        }
      };
      const index = bundle['index.js'];
      if (index?.type === 'chunk') visit(index);
      this.emitFile({ type: 'asset', fileName: 'style.css', source: styles.join('\n') });
    },
  };
}

export default defineConfig({
  plugins: [react(), libInjectCss(), allStyles(), copyTokens()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The consuming app minifies; readable output makes the published package easier to debug.
    minify: false,
    lib: {
      entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(root, file)])),
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.test(id),
      // One file per source module, each CSS Module's class map importing its own compiled stylesheet
      // (libInjectCss), so that a consumer's bundler keeps only what the app imports: `import { Button }`
      // brings Button, Icon and their CSS, not the machines or the toolbox. The workspace packages the UI
      // bundles land beside it as dist/<package>/src/….
      output: {
        preserveModules: true,
        preserveModulesRoot: resolve(root, 'src'),
        entryFileNames: '[name].js',
        // A stylesheet named *.module.css would be a CSS Module again to the app's bundler: Vite compiles it
        // into a class map that the side-effect import leaves unused, and drops it with its CSS (the app got
        // no component styles). Compiled, it is plain CSS: Button/Button.module.css ships as Button/Button.css.
        assetFileNames: ({ names: [name] }) =>
          name?.endsWith('.module.css') ? name.replace(/\.module\.css$/, '.css') : '[name][extname]',
      },
    },
  },
});

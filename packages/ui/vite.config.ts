import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));

// Peer and runtime dependencies stay imports so the consuming app dedupes them (one React, one IntlProvider,
// the xstate that also runs the app's actors) and nothing listed is also bundled.
const external = /^(react|react-dom|react-intl|xstate|@xstate\/react|clsx|qrcode\.react)(\/.*)?$/;

/** Tokens and themes ship as plain CSS files so a consumer can import or override them on their own. */
function copyTokens(): Plugin {
  return {
    name: 'storefront-ui-copy-tokens',
    apply: 'build',
    closeBundle() {
      const out = resolve(root, 'dist');
      mkdirSync(resolve(out, 'themes'), { recursive: true });
      copyFileSync(resolve(root, 'src/tokens/tokens.css'), resolve(out, 'tokens.css'));
      copyFileSync(resolve(root, 'src/tokens/themes/forest.css'), resolve(out, 'themes/forest.css'));
    },
  };
}

export default defineConfig({
  plugins: [react(), copyTokens()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The consuming app minifies; readable output makes the published package easier to debug.
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: resolve(root, 'src/index.ts'),
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'style',
    },
    rollupOptions: { external: (id) => external.test(id) },
  },
});

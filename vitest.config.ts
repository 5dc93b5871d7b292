import { defineConfig } from 'vitest/config';

// One run covers every package's own Vitest project; end-to-end journeys have their own
// config (e2e/vitest.config.ts) because they need the production build.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'bench'],
  },
});

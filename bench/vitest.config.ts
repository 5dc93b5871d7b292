import { defineConfig } from 'vitest/config';

// Only the bench's pure helpers are tested here; the measurements themselves run under `pnpm bench`.
export default defineConfig({
  test: { name: 'bench', include: ['support/**/*.test.ts'] },
});

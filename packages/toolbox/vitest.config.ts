import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'toolbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Benchmarks time the machine, so they run only through `vitest bench` (pnpm bench), never in `vitest run`.
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});

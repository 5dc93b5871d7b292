import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Type-level tests (`*.test-d.ts`: the handlers' contract types) run through tsc.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: 'tsconfig.json' },
    environment: 'node',
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database), so files
    // run in parallel; the first PGlite boot in a worker is the slow part, hence the generous timeout.
    // A file's seeded database is a copy of one migrated and seeded once per run.
    globalSetup: ['src/testing/seeded-template.ts'],
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    // One production server and one browser per file; files run one after another so the two
    // cores are not shared by several Chromium instances.
    fileParallelism: false,
    // The site's first start (seeding), once; each file's site starts on a copy of its data.
    globalSetup: ['support/seeded-site.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page answers in milliseconds on a quiet machine, but a loaded 2-core one can take seconds to
    // hydrate and react; expect.poll's default of one second made such runs fail on timing alone.
    expect: { poll: { timeout: 10_000 } },
  },
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSite } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

/**
 * Global setup of the journeys: the production site's first start, once per run, on a new data directory
 * (migrations, demo seed, search index, statistics: most of half a minute on this machine), then stopped.
 * Each journey's site starts on a copy of that directory (siteAndBrowser.ts) and so sees the same demo
 * data and nothing another journey left, as if it had started fresh.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-seeded-'));
  const site = await startSite({ dataDir });
  await site.stop();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

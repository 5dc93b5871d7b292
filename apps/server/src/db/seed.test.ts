import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { shouldSeedDemoData } from './seed.js';

/** The configuration of `env` (with the data key a production server on DATABASE_URL needs to start). */
const startedWith = (env: Record<string, string>) =>
  shouldSeedDemoData(loadConfig({ APPLICATION_DATA_KEY: Buffer.alloc(32, 1).toString('base64'), ...env }));
const postgres = 'postgres://shop@db.internal:5432/storefront';

describe('shouldSeedDemoData', () => {
  it('loads the demo data on the embedded database, as README’s first command expects', () => {
    expect(startedWith({})).toBe(true);
    expect(startedWith({ NODE_ENV: 'production' })).toBe(true);
  });

  it('leaves a deployment on DATABASE_URL empty unless SEED_DEMO asks for the demo data', () => {
    expect(startedWith({ DATABASE_URL: postgres })).toBe(false);
    expect(startedWith({ DATABASE_URL: postgres, NODE_ENV: 'production' })).toBe(false);
    expect(startedWith({ DATABASE_URL: postgres, SEED_DEMO: '1' })).toBe(true);
  });

  it('follows SEED_DEMO=0 on the embedded database too', () => {
    expect(startedWith({ SEED_DEMO: '0' })).toBe(false);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../db/client.js';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';
import * as schema from '../db/schema.js';
import { seedDemoDataIfEmpty } from '../db/seed.js';
import { createTestDatabase, type SeededTemplate } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/**
 * Global setup of the server's tests: migrates and seeds one database per run, which every file's
 * `createTestContext` then copies instead of migrating and seeding its own (seconds per file, more
 * while other files run beside it). On PGlite the copy starts from a tarball of the seeded data
 * directory; with TEST_DATABASE_URL it is a PostgreSQL database created from the seeded one
 * (`CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    const testDb = await createTestDatabase();
    const database = await openDatabase(testDb.target);
    try {
      await database.migrate();
      await seedDemoDataIfEmpty(database.db);
    } finally {
      // PostgreSQL copies a template only while nobody is connected to it.
      await database.close();
    }
    if (testDb.target.kind !== 'postgres') throw new Error('TEST_DATABASE_URL gives a PostgreSQL database');
    const name = new URL(testDb.target.url).pathname.slice(1);
    project.provide('seededTemplate', { kind: 'postgres', database: name });
    return () => testDb.drop();
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-seeded-'));
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await seedDemoDataIfEmpty(db);
    const file = path.join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    project.provide('seededTemplate', { kind: 'pglite', file });
  } finally {
    await client.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}

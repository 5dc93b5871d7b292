import type { Db } from '../../apps/server/src/db/client.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';

/**
 * Reads what a stopped site left in its embedded database (`DATA_DIR`), so that a journey can check
 * that what the page acknowledged was really stored. PGlite has one owner at a time: stop the site first.
 */
export async function readStoredData<T>(dataDir: string, read: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

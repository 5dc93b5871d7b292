import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Brings the planner's statistics up to date. PostgreSQL's autovacuum would get to it eventually, PGlite
 * has no autovacuum at all: after a migration (a new index) or a bulk load (50,000 products) the planner
 * otherwise keeps guessing from an empty table and picks sequential scans. VACUUM also sets the
 * visibility map, which index-only scans (the listing's page of ids) need to skip the table.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

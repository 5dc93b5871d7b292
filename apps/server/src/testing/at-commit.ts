import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

let hooks = 0;

/**
 * Makes the database run `run` (PL/pgSQL, with the written row as NEW) when a transaction that wrote a
 * row of `table` matching `when` commits: what another request committing right after that write
 * would do, made deterministic. A service that answers from a separate read after its write sees the
 * world after `run`; one that answers from its own statement does not. Returns the remover.
 * Test code only: the texts are put into the DDL as they are.
 */
export async function runAtCommit(
  db: Db,
  hook: { table: string; on: 'INSERT' | 'UPDATE' | 'INSERT OR UPDATE'; when: string; run: string },
): Promise<() => Promise<void>> {
  hooks += 1;
  const name = `test_at_commit_${process.pid}_${hooks}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin ${hook.run}; return null; end $$`),
  );
  await db.execute(
    sql.raw(`create constraint trigger ${name} after ${hook.on} on ${hook.table}
      deferrable initially deferred for each row when (${hook.when}) execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${hook.table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}

import { sql } from 'drizzle-orm';

/**
 * Named prepared statements, each built on its first use and kept: node-postgres then parses a statement
 * once per connection, and PGlite, which plans in WebAssembly, spends longer planning the page reads than
 * running them. One per service; keys are the service's own.
 *
 * A prepared statement is planned once only when PostgreSQL takes its generic plan: it plans the first
 * five executions with their values and keeps the generic plan afterwards only if it does not look
 * dearer. A LIMIT or OFFSET given as a parameter costs the generic plan as if a tenth of the rows were
 * read; for a statement over many rows that is dearer than every custom plan, and the statement is
 * planned again on every execution (the related products' did; see `literalLimit`).
 */
export class PreparedStatements {
  private readonly statements = new Map<string, unknown>();

  get<T>(key: string, prepare: () => T): T {
    let statement = this.statements.get(key) as T | undefined;
    if (!statement) {
      statement = prepare();
      this.statements.set(key, statement);
    }
    return statement;
  }
}

/**
 * A row count written into a prepared statement's text rather than sent as a parameter, for a LIMIT
 * whose values are few (one statement per value): its generic plan is then costed for that many rows
 * and taken from the sixth execution on. The related products' statement was planned on every product
 * page with `limit $n` (0 generic plans in 400 executions): 1.7-1.9 ms a page on PGlite at 50,000
 * products, 0.8 ms with the limit written in (2026-12-03, docs/benchmarks.md).
 *
 * Drizzle types `limit()` as a number or a placeholder and writes any SQL chunk it is given as it is.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

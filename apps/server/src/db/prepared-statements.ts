/**
 * Named prepared statements, each built on its first use and kept: node-postgres then parses a statement
 * once per connection, and PGlite, which plans in WebAssembly, spends longer planning the page reads than
 * running them. One per service; keys are the service's own.
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

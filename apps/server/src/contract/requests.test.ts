import { describe, expect, it } from 'vitest';
import { INT4_MAX } from '../http/request-validator.js';
import { contract } from '../testing/test-app.js';
import { contractOperations, resolveRef, type Schema } from './requests.js';

/** Every integer schema of a request schema, with where it is (`body.idList[]`, `query page`). */
function integersIn(schema: Schema, at: string, seen = new Set<string>()): { at: string; schema: Schema }[] {
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return [];
    return integersIn(resolveRef<Schema>(contract, schema), at, new Set([...seen, schema.$ref]));
  }
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const found = types.includes('integer') ? [{ at, schema }] : [];
  const children: [string, Schema][] = [
    ...Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {}).map(
      ([name, child]) => [`${at}.${name}`, child] as [string, Schema],
    ),
    ...(schema.items ? [[`${at}[]`, schema.items as Schema] as [string, Schema]] : []),
    ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((key) =>
      ((schema[key] as Schema[] | undefined) ?? []).map((child) => [at, child] as [string, Schema]),
    ),
  ];
  return [...found, ...children.flatMap(([where, child]) => integersIn(child, where, seen))];
}

describe('the contract’s requests', () => {
  it('bound every integer a request carries, within a PostgreSQL integer (int4)', () => {
    const integers = contractOperations(contract).flatMap((op) => [
      ...op.parameters.flatMap((p) => integersIn(p.schema, `${op.operationId} ${p.in} ${p.name}`)),
      ...Object.values(op.body?.content ?? {}).flatMap((schema) =>
        integersIn(schema, `${op.operationId} body`),
      ),
    ]);
    expect(integers.length).toBeGreaterThan(20);
    const unbounded = integers
      .filter(({ schema }) => {
        const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
        return (
          minimum === undefined || maximum === undefined || minimum < -INT4_MAX - 1 || maximum > INT4_MAX
        );
      })
      .map(({ at }) => at);
    expect(unbounded).toEqual([]);
  });
});

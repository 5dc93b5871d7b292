import { generateSync, type JsonSchema } from 'json-schema-faker';
import type { ContractOperation, Schema } from '../contract/requests.js';
import type { OpenApiDocument } from '../contract/spec.js';
import { requestValidator } from '../http/request-validator.js';

/** The parts of a request, before encoding: path and query values as the URL will carry them. */
export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body; undefined when the operation has none. */
  body?: unknown;
}

const compile = requestValidator();
const SEEDS_TO_TRY = 60;

/** A schema of the contract made self-contained: its `#/components/...` references resolve in it. */
function standalone(doc: OpenApiDocument, schema: Schema): Schema {
  return { ...schema, components: doc.components };
}

/** A value json-schema-faker samples (seeded) that the server's own validator accepts, if one is found. */
function sampleAccepted(doc: OpenApiDocument, schema: Schema, seed: number, asText: boolean): unknown {
  const full = standalone(doc, schema);
  const validate = compile({
    schema: {
      type: 'object',
      properties: { value: schema },
      required: ['value'],
      components: doc.components,
    },
  });
  for (let attempt = 0; attempt < SEEDS_TO_TRY; attempt += 1) {
    const sampled = generateSync(full as JsonSchema, {
      seed: seed + attempt,
      alwaysFakeOptionals: true,
      formats: { 'id-list': (random) => `${random.int(1, 9)},${random.int(10, 2147483647)}` },
    });
    // Query and path values arrive as text; the validator coerces them as it does for a request.
    const value = asText && typeof sampled !== 'string' ? String(sampled) : sampled;
    if (validate({ value: structuredClone(value) })) return value;
  }
  throw new Error(`no sample of ${JSON.stringify(schema).slice(0, 200)} passes the contract`);
}

/**
 * A request the contract accepts, every value sampled from the operation's schemas (optional
 * parameters and properties too). Headers are the caller's: their values are few and fixed.
 */
export function validRequest(doc: OpenApiDocument, op: ContractOperation, seed = 1): RequestParts {
  const parts: RequestParts = { path: {}, query: {} };
  for (const parameter of op.parameters) {
    if (parameter.in === 'path' || parameter.in === 'query') {
      parts[parameter.in][parameter.name] = String(sampleAccepted(doc, parameter.schema, seed, true));
    }
  }
  const json = op.body?.content['application/json'];
  if (json) parts.body = sampleAccepted(doc, json, seed, false);
  return parts;
}

/** The URL of a request to an operation; values are percent-encoded unless `raw` says they already are. */
export function urlOf(
  op: ContractOperation,
  parts: Pick<RequestParts, 'path' | 'query'>,
  raw: { path?: boolean; query?: string } = {},
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = parts.path[name] ?? '';
    return raw.path ? value : encodeURIComponent(value);
  });
  const query = raw.query ?? new URLSearchParams(parts.query).toString();
  return `${op.base}${path}${query ? `?${query}` : ''}`;
}

import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { listOperations, type OpenApiDocument } from './spec.js';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

const DOC_ID = 'https://storefront.local/openapi.json';

const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

export interface ResponseCheck {
  valid: boolean;
  /** Ajv's errors, or a sentence when the contract has no schema for that status. */
  errors: ErrorObject[] | string | null;
}

/**
 * Checks response bodies against the contract's JSON Schema (draft 2020-12, as OpenAPI 3.1 uses):
 * the response declared for the operation and status (or its `4XX`/`default` fallback).
 */
export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly operations = new Map<string, { pointer: string; responses: Record<string, unknown> }>();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    // The whole document is registered once so that every `#/components/...` reference resolves.
    this.ajv.addSchema(doc as object, DOC_ID);
    for (const op of listOperations(doc)) {
      this.operations.set(op.operationId, {
        pointer: `/paths/${escapePointer(op.path)}/${op.method}/responses`,
        responses: (op.operation.responses ?? {}) as Record<string, unknown>,
      });
    }
  }

  check(operationId: string, status: number, body: unknown): ResponseCheck {
    const validate = this.validatorFor(operationId, status);
    if (typeof validate === 'string') return { valid: false, errors: validate };
    const valid = validate(body) as boolean;
    return { valid, errors: valid ? null : (validate.errors ?? null) };
  }

  private validatorFor(operationId: string, status: number): ValidateFunction | string {
    const key = `${operationId} ${status}`;
    const cached = this.compiled.get(key);
    if (cached) return cached;
    const op = this.operations.get(operationId);
    if (!op) return `operation ${operationId} is not in the contract`;
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in op.responses);
    if (!statusKey) return `operation ${operationId} declares no response for ${status}`;
    let pointer = `${op.pointer}/${statusKey}`;
    let response = op.responses[statusKey] as {
      $ref?: string;
      content?: Record<string, { schema?: unknown }>;
    };
    // A response may itself be a reference to #/components/responses/...
    while (response.$ref?.startsWith('#/')) {
      pointer = response.$ref.slice(1);
      response = this.resolve(pointer) as typeof response;
    }
    if (!response.content?.['application/json']?.schema) {
      return `operation ${operationId} has no JSON schema for ${status}`;
    }
    const validate = this.ajv.compile({ $ref: `${DOC_ID}#${pointer}/content/application~1json/schema` });
    this.compiled.set(key, validate);
    return validate;
  }

  private resolve(pointer: string): unknown {
    return pointer
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], this.doc);
  }
}

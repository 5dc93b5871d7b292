import { Ajv2020, type ErrorObject, type KeywordDefinition, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

/** Ajv keyword added to the root of every request part's schema (see `storableText`). */
export const STORABLE_TEXT_KEYWORD = 'x-postgres-text';

/** The largest value of a PostgreSQL `integer` (int4): ids and counts are stored in such columns. */
export const INT4_MAX = 2_147_483_647;

// An unpaired UTF-16 surrogate (only a lone one matches with the `u` flag): no UTF-8 text can hold it.
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL stores as it was sent: no NUL (refused in text and jsonb) and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** How many refused strings one answer names at most (a body may hold thousands). */
const MAX_REPORTED = 20;

/** JSON pointers of the strings (values or property names) that are not storable text, in order. */
function unstorableStrings(data: unknown): string[] {
  const found: string[] = [];
  // Iterative, not recursive: a body may nest deeper than the call stack goes.
  const pending: [value: unknown, pointer: string][] = [[data, '']];
  while (pending.length > 0 && found.length < MAX_REPORTED) {
    const [value, pointer] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push(pointer);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        pending.push([value[index], `${pointer}/${index}`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value).reverse()) {
        const at = `${pointer}/${escapePointer(key)}`;
        if (isStorableText(key)) pending.push([item, at]);
        else found.push(at);
      }
    }
  }
  return found;
}

/**
 * Every string of a request, wherever it sits (typed by the contract or not, a value or a key), must
 * be text PostgreSQL can store: a NUL reaching a query fails it (a 500), a lone surrogate would be
 * stored changed. One keyword on each part's root walks the data, rather than a `pattern` on each of
 * the contract's strings: no string can be forgotten, and the strings that already carry a pattern
 * of their own keep it.
 */
const storableText: KeywordDefinition = {
  keyword: STORABLE_TEXT_KEYWORD,
  schemaType: 'boolean',
  errors: true,
  validate: function validate(enabled: boolean, data: unknown): boolean {
    const pointers = enabled ? unstorableStrings(data) : [];
    (validate as { errors?: Partial<ErrorObject>[] }).errors = pointers.map((instancePath) => ({
      keyword: STORABLE_TEXT_KEYWORD,
      instancePath,
      params: {},
    }));
    return pointers.length === 0;
  },
};

/**
 * `format: id-list` in the contract: comma-joined ids (`1,2,3`), each one an id a column can hold
 * (1 to 2147483647), which a `pattern` could only say at great length.
 */
function isIdList(value: string): boolean {
  return value
    .split(',')
    .every((id) => /^[0-9]{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= INT4_MAX);
}

type HeaderSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * Node lower-cases incoming header names; the contract spells them as in HTTP (X-Api-Version).
 * Fastify normalises header schemas only for its own compiler, so ours does it.
 */
function lowerCaseHeaderNames(schema: HeaderSchema): HeaderSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k.toLowerCase(), v])),
    }),
    ...(schema.required && { required: schema.required.map((k) => k.toLowerCase()) }),
  };
}

/** The Ajv set-up for the contract's request schemas (Fastify's validator compiler). */
export function requestValidator() {
  const ajv = new Ajv2020({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: true,
    // Every field's problem is reported at once (E0002 lists all fields).
    allErrors: true,
    // OpenAPI documents carry keywords JSON Schema does not know (example, x-*).
    strict: false,
  });
  addFormats(ajv);
  ajv.addFormat('id-list', { type: 'string', validate: isIdList });
  // A file of a multipart body: its bytes are judged by the operation (type by content, size); the
  // validated body holds its name (`registerUploads`).
  ajv.addFormat('binary', true);
  ajv.addKeyword(storableText);
  // Most operations share their header and paging schemas; compiling each distinct one once keeps
  // start-up fast.
  const compiled = new Map<string, ValidateFunction>();
  return ({ schema, httpPart }: { schema: unknown; httpPart?: string }) => {
    const normalised = {
      ...(httpPart === 'headers' ? lowerCaseHeaderNames(schema as HeaderSchema) : (schema as object)),
      [STORABLE_TEXT_KEYWORD]: true,
    };
    const key = JSON.stringify(normalised);
    let validate = compiled.get(key);
    if (!validate) {
      // fastify-openapi-glue gives every schema with a $ref the same $id; one Ajv holds one per id.
      const id = (normalised as { $id?: string }).$id;
      if (id) ajv.removeSchema(id);
      validate = ajv.compile(normalised);
      compiled.set(key, validate);
    }
    return validate;
  };
}

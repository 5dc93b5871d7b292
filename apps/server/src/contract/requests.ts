import { listOperations, type OpenApiDocument, operationsOf, type PathItem } from './spec.js';

/** A JSON Schema of the contract (OpenAPI 3.1: draft 2020-12), possibly a `$ref`. */
export type Schema = { $ref?: string; [keyword: string]: unknown };

export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  /** OpenAPI's serialisation of arrays and objects; `form` + `explode: false` is comma-joined. */
  style?: string;
  explode?: boolean;
}

export interface ContractRequestBody {
  required: boolean;
  /** Schemas by media type, e.g. `application/json`. */
  content: Record<string, Schema>;
  /**
   * The media types each part of a multipart body may have, by the body's media type and the part's
   * name: the contract's `encoding.<part>.contentType` list (the ID photo's `image/jpeg, image/png, ...`).
   */
  partTypes: Record<string, Record<string, string[]>>;
}

/** What the contract says a request to one operation may carry. */
export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path template under its base, e.g. `/order/order/{id}`. */
  path: string;
  base: string;
  availability: 'live' | 'planned';
  parameters: ContractParameter[];
  body: ContractRequestBody | null;
  /** The operation declares `bearerAuth`. */
  needsLogin: boolean;
}

/** Follows `$ref`s (`#/components/...`) until a node that is not one. */
export function resolveRef<T>(doc: OpenApiDocument, node: T | Schema): T {
  let current = node as Schema;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    if (seen.has(current.$ref)) throw new Error(`circular reference ${current.$ref}`);
    seen.add(current.$ref);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (parent, key) => (parent as Record<string, unknown> | undefined)?.[key],
        doc,
      ) as Schema;
    if (current === undefined)
      throw new Error(`unresolved reference in the contract: ${JSON.stringify(node)}`);
  }
  return current as T;
}

function parametersOf(doc: OpenApiDocument, pathItem: PathItem, operation: Record<string, unknown>) {
  const listed = [
    ...((pathItem.parameters as Schema[] | undefined) ?? []),
    ...((operation.parameters as Schema[] | undefined) ?? []),
  ].map((p) => resolveRef<Omit<ContractParameter, 'required'> & { required?: boolean }>(doc, p));
  // An operation's parameter overrides the path item's of the same name and location.
  const byKey = new Map(listed.map((p) => [`${p.in} ${p.name}`, { ...p, required: p.required === true }]));
  return [...byKey.values()];
}

function bodyOf(doc: OpenApiDocument, operation: Record<string, unknown>): ContractRequestBody | null {
  if (!operation.requestBody) return null;
  type Media = { schema?: Schema; encoding?: Record<string, { contentType?: string }> };
  const body = resolveRef<{ required?: boolean; content?: Record<string, Media> }>(
    doc,
    operation.requestBody as Schema,
  );
  const media = Object.entries(body.content ?? {});
  const content = Object.fromEntries(media.map(([mediaType, { schema }]) => [mediaType, schema ?? {}]));
  const partTypes = Object.fromEntries(
    media.map(([mediaType, { encoding }]) => [
      mediaType,
      Object.fromEntries(
        Object.entries(encoding ?? {}).map(([part, { contentType }]) => [
          part,
          contentType?.split(',').map((type) => type.trim()) ?? [],
        ]),
      ),
    ]),
  );
  return { required: body.required === true, content, partTypes };
}

/** Every operation of the contract with its parameters (path item's and its own) and request body. */
export function contractOperations(doc: OpenApiDocument): ContractOperation[] {
  return listOperations(doc).map((op) => {
    const pathItem = doc.paths?.[op.path] ?? {};
    const operation = Object.fromEntries(operationsOf(pathItem))[op.method] as Record<string, unknown>;
    const security = (operation.security ?? doc.security ?? []) as Record<string, unknown>[];
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      base: op.base,
      availability: operation['x-availability'] === 'live' ? 'live' : 'planned',
      parameters: parametersOf(doc, pathItem, operation),
      body: bodyOf(doc, operation),
      needsLogin: security.some((requirement) => 'bearerAuth' in requirement),
    };
  });
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The contract shared with the api-client: the single source of routes and request/response schemas. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));

export const MAIN_BASE = '/api/v1';
export const ABSOL_BASE = '/api/absol';

export type OpenApiDocument = {
  openapi: string;
  paths?: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

type Server = { url: string };
export type Operation = {
  operationId?: string;
  servers?: Server[];
  responses?: Record<string, unknown>;
  [key: string]: unknown;
};
export type PathItem = { servers?: Server[]; [method: string]: unknown };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function readContractText(path = CONTRACT_PATH): string {
  return readFileSync(path, 'utf8');
}

export function loadContract(path = CONTRACT_PATH): OpenApiDocument {
  return parse(readContractText(path)) as OpenApiDocument;
}

export function operationsOf(pathItem: PathItem): [method: string, operation: Operation][] {
  return HTTP_METHODS.flatMap((m) =>
    pathItem[m] ? [[m, pathItem[m] as Operation] as [string, Operation]] : [],
  );
}

const isAbsolServer = (servers: Server[] | undefined): boolean =>
  servers?.some((s) => s.url.replace(/\/+$/, '').endsWith(ABSOL_BASE)) ?? false;

/**
 * The base an operation is served under. The contract marks the absol calls with a `servers`
 * override (on the path or the operation) whose URL ends in /api/absol; everything else is main.
 */
export function baseOf(pathItem: PathItem, operation: Operation): string {
  return isAbsolServer(operation.servers) || isAbsolServer(pathItem.servers) ? ABSOL_BASE : MAIN_BASE;
}

/**
 * Splits the contract into one document per base, so that each can be mounted with its own prefix
 * (fastify-openapi-glue ignores `servers`). Components are shared by both.
 */
export function splitByBase(doc: OpenApiDocument): Map<string, OpenApiDocument> {
  const parts = new Map<string, OpenApiDocument>();
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of operationsOf(pathItem)) {
      const base = baseOf(pathItem, operation);
      let part = parts.get(base);
      if (!part) {
        part = { ...doc, paths: {} };
        parts.set(base, part);
      }
      const paths = part.paths as Record<string, PathItem>;
      const { servers: _servers, ...rest } = pathItem;
      const target = paths[path] ?? Object.fromEntries(Object.entries(rest).filter(([k]) => !isMethod(k)));
      target[method] = operation;
      paths[path] = target;
    }
  }
  return parts;
}

function isMethod(key: string): boolean {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

/** Every operation of the contract with its HTTP method, full URL template and base. */
export function listOperations(doc: OpenApiDocument): {
  operationId: string;
  method: string;
  path: string;
  base: string;
  operation: Operation;
}[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, pathItem]) =>
    operationsOf(pathItem).map(([method, operation]) => ({
      operationId: operation.operationId ?? `${method} ${path}`,
      method,
      path,
      base: baseOf(pathItem, operation),
      operation,
    })),
  );
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SERVER_ROOT } from '../paths.js';

/** The contract shared with the api-client: the single source of routes and request/response schemas. */
export const CONTRACT_PATH = path.join(SERVER_ROOT, '../../openapi/openapi.yaml');

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

/** The common prefix of both bases; the contract's paths are mounted below it. */
export const API_ROOT = '/api';

/**
 * The contract with each path moved under its base relative to /api (`/v1/product`,
 * `/absol/relaies`), so that one registration of fastify-openapi-glue (which ignores `servers`)
 * mounts both bases under the prefix /api. Components are untouched.
 */
export function withBasesInPaths(doc: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, PathItem> = {};
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    const { servers: _servers, ...common } = pathItem;
    for (const [method, operation] of operationsOf(pathItem)) {
      const key = `${baseOf(pathItem, operation).slice(API_ROOT.length)}${path}`;
      const target = paths[key] ?? Object.fromEntries(Object.entries(common).filter(([k]) => !isMethod(k)));
      target[method] = operation;
      paths[key] = target;
    }
  }
  return { ...doc, paths };
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

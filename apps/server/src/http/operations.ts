import type { operations } from '@storefront/api-client';
import type { FormSpec } from '@storefront/validation';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Lang, RequestContext } from '../domain/context.js';
import type { FieldMessages } from '../domain/errors.js';
import type { UploadedFile } from '../domain/uploads.js';
import type { RequestContextOf } from './request-context.js';
import { uploadsOf } from './uploads.js';

/** The operationIds of the contract (the generated `operations` of @storefront/api-client). */
export type OperationId = keyof operations;

/** A part the contract gives an operation none of (`never`) is an empty object once Fastify parsed it. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<never, never> : NonNullable<T>;
type JsonBody<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'multipart/form-data': infer B } }
    ? B
    : never;

/** An operation's query parameters, as the contract's validation leaves them (coerced, defaults applied). */
export type QueryOf<Id extends OperationId> = Part<operations[Id]['parameters']['query']>;
/** An operation's path parameters, coerced to the contract's types. */
export type PathOf<Id extends OperationId> = Part<operations[Id]['parameters']['path']>;
/** An operation's JSON body as validated (unknown properties removed); `undefined` where it has none. */
export type BodyOf<Id extends OperationId> = undefined extends operations[Id]['requestBody']
  ? JsonBody<NonNullable<operations[Id]['requestBody']>> | undefined
  : JsonBody<operations[Id]['requestBody']>;
/** An operation's success answer: the envelope of its 200 response. */
export type AnswerOf<Id extends OperationId> = operations[Id]['responses'] extends {
  200: { content: { 'application/json': infer Answer } };
}
  ? Answer
  : never;

/** What a handler gets: the request context and the request's parts, typed by the contract. */
export interface OperationInput<Id extends OperationId> {
  /** Who asks and how the answer must read, built once for the request. */
  ctx: RequestContext;
  query: QueryOf<Id>;
  params: PathOf<Id>;
  body: BodyOf<Id>;
  /** The files of a multipart body by field name (read and size-limited by `registerUploads`). */
  files: ReadonlyMap<string, UploadedFile>;
  /** The request's logger. */
  log: FastifyBaseLogger;
}

/**
 * A contract operation's handler: it reads the typed input, calls the service and wraps its answer
 * (`ok`). Input and answer types come from the contract, so a handler that does not follow a change of
 * the contract (a renamed field, a new required one, another answer) no longer compiles.
 */
export type OperationHandler<Id extends OperationId> = (input: OperationInput<Id>) => Promise<AnswerOf<Id>>;

/** SPEC §5 messages of every broken field of a body (accounts), by the request language. */
export type BodyFields = (body: Record<string, unknown>, lang: Lang) => FieldMessages;

/** Route options of an operation: the body size it accepts and the form whose messages it speaks. */
export interface OperationConfig {
  form?: FormSpec<string>;
  bodyFields?: BodyFields;
  /** The operation takes files (a multipart body); every other one refuses them. */
  uploads?: boolean;
}

/** A handler with route options. */
export interface OperationRoute<Id extends OperationId> {
  handler: OperationHandler<Id>;
  /** Largest accepted body in bytes; larger ones are refused with E0002 before parsing. */
  bodyLimit?: number;
  config?: OperationConfig;
}

/**
 * The implemented operations, keyed by operationId: a key the contract does not have is a compile
 * error, and each handler is typed by its own operation.
 */
export type Operations = { [Id in OperationId]?: OperationHandler<Id> | OperationRoute<Id> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The form (SPEC §5, @storefront/validation) the operation's body is: contract validation
     * errors on it are then worded with the form's messages ('Full Name cannot be blank').
     */
    form?: FormSpec<string>;
    /**
     * Words the contract's errors on a body with the operation's own field messages, and adds
     * every other broken field, so a client sees all problems at once (account bodies).
     */
    bodyFields?: BodyFields;
    /** The operation takes files in a multipart body (`registerUploads`). */
    uploads?: boolean;
  }
}

/** A typed handler as the router holds it, whatever its operation. */
type MountedHandler = (input: {
  ctx: RequestContext;
  query: unknown;
  params: unknown;
  body: unknown;
  files: ReadonlyMap<string, UploadedFile>;
  log: FastifyBaseLogger;
}) => Promise<unknown>;

/**
 * Fastify's route of an operation: its options, and a handler that builds the request context (once
 * per request) and hands the typed handler the request's parts. Taking them for the operation's types
 * is sound here only: the contract's validation of every part has run before (`registerContractRoutes`).
 */
export function fastifyRouteOf(operation: NonNullable<Operations[OperationId]>, contextOf: RequestContextOf) {
  const { handler, ...options } = typeof operation === 'function' ? { handler: operation } : operation;
  const typed = handler as unknown as MountedHandler;
  return {
    ...options,
    handler: (request: FastifyRequest) =>
      typed({
        ctx: contextOf(request),
        query: request.query,
        params: request.params,
        body: request.body,
        files: uploadsOf(request),
        log: request.log,
      }),
  };
}

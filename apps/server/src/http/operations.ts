import type { FormSpec } from '@storefront/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from './envelope.js';
import type { Lang } from './language.js';

/** A contract operation's handler; the service object maps operationIds to these. */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<Envelope<unknown>>;

/** A handler with route options: the body size it accepts and the form whose messages it speaks. */
export interface OperationRoute {
  handler: OperationHandler;
  /** Largest accepted body in bytes; larger ones are refused with E0002 before parsing. */
  bodyLimit?: number;
  config?: { form?: FormSpec<string>; bodyFields?: BodyFields };
}

/** SPEC §5 messages of every broken field of a body (accounts), by the request language. */
export type BodyFields = (body: Record<string, unknown>, lang: Lang) => Record<string, string>;

export type Operations = Record<string, OperationHandler | OperationRoute>;

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
  }
}

/** Query and path parameters after the contract's validation (types coerced, defaults applied). */
export function queryOf<T>(request: FastifyRequest): Partial<T> {
  return (request.query ?? {}) as Partial<T>;
}

export function paramsOf<T>(request: FastifyRequest): T {
  return request.params as T;
}

/** The JSON body after the contract's validation (coerced, unknown properties removed). */
export function bodyOf<T>(request: FastifyRequest): T {
  return request.body as T;
}

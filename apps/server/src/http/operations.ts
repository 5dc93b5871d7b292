import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from './envelope.js';

/** A contract operation's handler; the service object maps operationIds to these. */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<Envelope<unknown>>;

export type Operations = Record<string, OperationHandler>;

/** Query and path parameters after the contract's validation (types coerced, defaults applied). */
export function queryOf<T>(request: FastifyRequest): Partial<T> {
  return (request.query ?? {}) as Partial<T>;
}

export function paramsOf<T>(request: FastifyRequest): T {
  return request.params as T;
}

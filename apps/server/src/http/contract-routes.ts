import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { contractOperations } from '../contract/requests.js';
import { API_ROOT, type OpenApiDocument, withBasesInPaths } from '../contract/spec.js';
import { sendFailure } from './envelope.js';
import { requestLanguage } from './language.js';
import { fastifyRouteOf, type OperationId, type Operations } from './operations.js';
import { requestBodyCheck } from './request-body.js';
import type { RequestContextOf } from './request-context.js';

/** Answer of every operation that is in the contract but whose feature lands in a later issue. */
async function notYetAvailable(request: FastifyRequest, reply: FastifyReply) {
  return sendFailure(reply, 'E0008', requestLanguage(request));
}

export interface ContractRoutesOptions {
  /** The implemented operations by operationId. */
  operations: Operations;
  /** Builds each request's context for its handler. */
  contextOf: RequestContextOf;
  /** The contract's security schemes by name (bearerAuth), run before the handler. */
  securityHandlers?: Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
}

/**
 * Mounts every operation of the contract, each base (/api/v1, /api/absol) under its own prefix,
 * with request validation from the contract (a body the operation requires, in a media type it
 * lists, then every part's schema). Operations without an implementation answer E0008.
 */
export async function registerContractRoutes(
  app: FastifyInstance,
  contract: OpenApiDocument,
  { operations, contextOf, securityHandlers = {} }: ContractRoutesOptions,
): Promise<void> {
  const bodies = new Map(contractOperations(contract).map((op) => [op.operationId, op.body]));
  const routeOf = (operationId: string) => {
    const operation = operations[operationId as OperationId];
    const route = operation ? fastifyRouteOf(operation, contextOf) : { handler: notYetAvailable };
    const body = bodies.get(operationId);
    return body ? { ...route, preValidation: requestBodyCheck(body) } : route;
  };
  await app.register(openapiGlue, {
    specification: withBasesInPaths(contract),
    prefix: API_ROOT,
    securityHandlers: securityHandlers as FastifyOpenapiGlueOptions['securityHandlers'],
    // The glue merges an object's route options (bodyLimit, config, preValidation) over the method,
    // URL and schema it takes from the contract; its types ask for a complete RouteOptions all the same.
    operationResolver: routeOf as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });
}

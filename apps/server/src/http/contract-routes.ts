import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { API_ROOT, type OpenApiDocument, withBasesInPaths } from '../contract/spec.js';
import { sendFailure } from './envelope.js';
import { requestLanguage } from './language.js';
import type { Operations } from './operations.js';

/** Answer of every operation that is in the contract but whose feature lands in a later issue. */
async function notYetAvailable(request: FastifyRequest, reply: FastifyReply) {
  return sendFailure(reply, 'E0008', requestLanguage(request));
}

/**
 * Mounts every operation of the contract, each base (/api/v1, /api/absol) under its own prefix,
 * with request validation from the contract. Operations without an implementation answer E0008.
 */
export async function registerContractRoutes(
  app: FastifyInstance,
  contract: OpenApiDocument,
  operations: Operations,
): Promise<void> {
  await app.register(openapiGlue, {
    specification: withBasesInPaths(contract),
    prefix: API_ROOT,
    operationResolver: (operationId: string) => operations[operationId] ?? notYetAvailable,
  });
}

import type { FastifyRequest } from 'fastify';
import type { ContractRequestBody } from '../contract/requests.js';
import { DomainError } from '../domain/errors.js';
import { requestLanguage } from './language.js';
import { requestFields } from './request-messages.js';

/**
 * A preValidation hook from an operation's `requestBody`: a body in a media type the contract does
 * not list (text/plain, a form), or no body where the contract requires one, is refused with
 * E0002 before the body's schema is checked, so a handler always gets the body it declares.
 * (Fastify checks a body against its schema only when it comes in a media type the schema names.)
 */
export function requestBodyCheck(body: ContractRequestBody) {
  const mediaTypes = new Set(Object.keys(body.content));
  return async (request: FastifyRequest): Promise<void> => {
    if (request.body === undefined) {
      if (body.required)
        throw new DomainError('E0002', requestFields('bodyMissing', requestLanguage(request)));
      return;
    }
    if (!request.mediaType || !mediaTypes.has(request.mediaType)) {
      throw new DomainError('E0002', requestFields('notJson', requestLanguage(request)));
    }
  };
}

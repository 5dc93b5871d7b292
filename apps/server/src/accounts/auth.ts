import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.js';
import type { AccountsService, AuthUser } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler on operations whose contract asks for it. */
    authUser?: AuthUser;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The contract's `bearerAuth` scheme, for fastify-openapi-glue's securityHandlers: a missing,
 * unknown, expired or revoked token fails (→ E0003 / 401). Operations that are not implemented
 * yet are let through, so they keep answering E0008 as every planned operation does.
 */
export function bearerAuthHandler(service: AccountsService, implemented: (operationId: string) => boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && !implemented(operationId)) return;
    const token = bearerToken(request);
    const user = token ? await service.authenticate(token) : null;
    if (!user) throw new DomainError('E0003');
    request.authUser = user;
  };
}

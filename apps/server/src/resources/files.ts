import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccountsService } from '../accounts/service.js';
import { DomainError } from '../domain/errors.js';
import type { ResourcesService } from './service.js';

function bearerToken(header: string | undefined): string | null {
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * `/files/resources/:id/:lang`: a resource's PDF by the download rule (SPEC §6). A logged-in user's
 * bearer token or the pass of a stored download form (`POST /resource`) opens it; anyone else gets
 * E0003 and no byte of the file. Served beside the API as the investor documents are: a file is not
 * an envelope. The answer may be kept by the browser only (it depends on who asks), revalidated by
 * its ETag.
 */
export async function registerResourceFiles(
  app: FastifyInstance,
  service: ResourcesService,
  accounts: AccountsService,
): Promise<void> {
  app.get<{ Params: { id: string; lang: string }; Querystring: { pass?: string } }>(
    '/files/resources/:id/:lang',
    async (request, reply) => {
      const { id, lang } = request.params;
      // Anything but a plain id and a language is not a file: the same 404 as an unknown one.
      if (!/^[1-9][0-9]{0,8}$/.test(id) || (lang !== 'zh' && lang !== 'en')) throw new DomainError('E0005');
      const pass = typeof request.query.pass === 'string' ? request.query.pass.slice(0, 100) : '';
      const token = bearerToken(request.headers.authorization);
      const allowed =
        (pass !== '' && (await service.passIsValid(pass))) ||
        (token !== null && (await accounts.authenticate(token)) !== null);
      if (!allowed) throw new DomainError('E0003');
      const { fileName, file } = await service.file(Number(id), lang);
      const etag = `"${createHash('sha256').update(file).digest('base64url')}"`;
      reply
        .header('cache-control', 'private, max-age=3600')
        .header('vary', 'Authorization')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(file);
    },
  );
}

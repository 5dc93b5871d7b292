import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors.js';
import type { CompanyService } from './service.js';

/**
 * `/files/investor-documents/:id`: an investor document's PDF, with its download name. A file is not
 * an envelope, so it is served beside the API (as the sitemaps are), not through the contract; the
 * contract's InvestorDocument names this path in `fileUrl`.
 */
export async function registerCompanyFiles(app: FastifyInstance, service: CompanyService): Promise<void> {
  app.get<{ Params: { id: string } }>('/files/investor-documents/:id', async (request, reply) => {
    const { id } = request.params;
    // Anything but a plain id is not a document: the same 404 as an unknown one.
    if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new DomainError('E0005');
    const { fileName, file } = await service.investorFile(Number(id));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file));
  });
}

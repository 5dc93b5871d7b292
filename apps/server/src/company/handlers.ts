import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { CompanyService } from './service.js';

/** Handlers of the about-us, investors, contact and legal pages' operations, named by operationId. */
export function companyOperations(service: CompanyService): Operations {
  return {
    async getAboutUs({ ctx }) {
      return ok(await service.aboutUs(ctx), ctx.lang);
    },

    async getContactDirectory({ ctx }) {
      return ok(await service.contactDirectory(ctx), ctx.lang);
    },

    async getInvestorRelations({ ctx, query }) {
      return ok(await service.investorRelations(ctx, query.kind), ctx.lang);
    },

    async getRichDocument({ ctx, params }) {
      return ok(await service.richDocument(ctx, params.fileId), ctx.lang);
    },
  };
}

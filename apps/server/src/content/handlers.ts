import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { ContentService } from './service.js';

/** Handlers for banners, articles, citations and distributors, named by operationId. */
export function contentOperations(service: ContentService): Operations {
  return {
    async listBanners({ ctx }) {
      return ok(await service.banners(ctx), ctx.lang);
    },

    async listArticles({ ctx, query }) {
      const page = await service.articles(ctx, { ...query, page: query.page ?? 1, size: query.size ?? 20 });
      return ok(page, ctx.lang);
    },

    async listReferences({ ctx, query }) {
      const page = await service.references(ctx, { ...query, page: query.page ?? 1, size: query.size ?? 20 });
      return ok(page, ctx.lang);
    },

    async getReferenceStatistics({ ctx, query }) {
      return ok(await service.referenceStatistics(ctx, query), ctx.lang);
    },

    async listDistributors({ ctx, query }) {
      return ok(await service.distributors(ctx, query.countryCode), ctx.lang);
    },
  };
}

import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { CatalogueService } from './service.js';

/** Handlers for the catalogue operations of the contract, named by operationId. */
export function catalogueOperations(service: CatalogueService): Operations {
  return {
    async getCategorySection({ ctx, query }) {
      return ok(await service.categorySection(ctx, query.pid, query.size ?? 8), ctx.lang);
    },

    async getCategoryTree({ ctx, query }) {
      const visibleOnly = query.status === 0;
      const tree =
        query.isNew === undefined
          ? await service.categoryTree(ctx, visibleOnly)
          : await service.categoryTreeOfProducts(ctx, visibleOnly, { isNew: query.isNew });
      return ok(tree, ctx.lang);
    },

    async listProducts({ ctx, query }) {
      const page = await service.listProducts(ctx, {
        ...query,
        page: query.page ?? 1,
        size: query.size ?? 20,
        sort: query.sort ?? 'default',
      });
      return ok(page, ctx.lang);
    },

    async getProductSeo({ ctx, params }) {
      return ok(await service.productSeo(ctx, params.catalogNumber), ctx.lang);
    },

    async productExists({ ctx, params }) {
      return ok(await service.productExists(params.catalogNumber), ctx.lang);
    },

    async listPopularProducts({ ctx, query }) {
      return ok(await service.popularProducts(ctx, query.size ?? 8), ctx.lang);
    },

    async listRelatedProducts({ ctx, query }) {
      return ok(await service.relatedProducts(ctx, query.catalogNumber, query.size ?? 8), ctx.lang);
    },
  };
}

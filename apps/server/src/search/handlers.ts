import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { SearchService } from './service.js';

/** Handlers for the search operations of the contract, named by operationId. */
export function searchOperations(service: SearchService): Operations {
  return {
    async searchProducts({ ctx, query }) {
      const page = query.page ?? 1;
      // Page 1 is a search, logged; the pages after it are the same search read further.
      const result = await service.searchProducts(
        ctx,
        { ...query, page, size: query.size ?? 20, sort: query.sort ?? 'relevance' },
        { log: page === 1 },
      );
      return ok(result, ctx.lang);
    },

    async searchAll({ ctx, query }) {
      const page = query.page ?? 1;
      const result = await service.searchAll(ctx, query.keywords, page, query.size ?? 20, {
        log: page === 1,
      });
      return ok(result, ctx.lang);
    },

    async searchServices({ ctx, query }) {
      return ok(
        await service.searchServices(ctx, query.keywords, query.page ?? 1, query.size ?? 20),
        ctx.lang,
      );
    },

    async searchContent({ ctx, query }) {
      return ok(
        await service.searchContent(ctx, query.keywords, query.page ?? 1, query.size ?? 20),
        ctx.lang,
      );
    },

    async getSearchCount({ ctx, query }) {
      return ok(await service.counts(ctx, query), ctx.lang);
    },

    async getSearchFacets({ ctx, query }) {
      return ok(await service.facets(ctx, query), ctx.lang);
    },

    async suggestSearchTerms({ ctx, query }) {
      return ok(await service.suggestions(ctx, query.keywords, query.size ?? 8), ctx.lang);
    },

    async listHotKeywords({ ctx, query }) {
      return ok(await service.hotKeywords(ctx, query.number ?? 5), ctx.lang);
    },
  };
}

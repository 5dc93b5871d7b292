import type { Article } from '../contract/types.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import { type LegacyOperations, queryOf } from '../http/operations.js';
import type { ContentService } from './service.js';

/** Handlers for banners, articles, citations and distributors, named by operationId. */
export function contentOperations(service: ContentService): LegacyOperations {
  return {
    async listBanners(request) {
      const lang = requestLanguage(request);
      return ok(await service.banners(lang), lang);
    },

    async listArticles(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ page: number; size: number; category: Article['category'] }>(request);
      const page = await service.articles(lang, {
        page: q.page ?? 1,
        size: q.size ?? 20,
        ...(q.category !== undefined && { category: q.category }),
      });
      return ok(page, lang);
    },

    async listReferences(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ page: number; size: number; catalogNumber: string }>(request);
      const page = await service.references(lang, {
        page: q.page ?? 1,
        size: q.size ?? 20,
        ...(q.catalogNumber !== undefined && { catalogNumber: q.catalogNumber }),
      });
      return ok(page, lang);
    },

    async listDistributors(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ countryCode: string }>(request);
      return ok(await service.distributors(lang, q.countryCode), lang);
    },
  };
}

import type { Product } from '../contract/types.js';
import { DomainError } from '../domain/errors.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import { type LegacyOperations, paramsOf, queryOf } from '../http/operations.js';
import type { CatalogueService, ProductSort } from './service.js';

/** Handlers for the catalogue operations of the contract, named by operationId. */
export function catalogueOperations(service: CatalogueService): LegacyOperations {
  return {
    async getCategorySection(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ pid: number; size: number }>(request);
      const section = await service.categorySection(lang, q.pid ?? 0, q.size ?? 8);
      if (!section) throw new DomainError('E0005');
      return ok(section, lang);
    },

    async getCategoryTree(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ status: number; isNew: boolean }>(request);
      const visibleOnly = q.status === 0;
      const tree =
        q.isNew === undefined
          ? await service.categoryTree(lang, visibleOnly)
          : await service.categoryTreeOfProducts(lang, visibleOnly, { isNew: q.isNew });
      return ok(tree, lang);
    },

    async listProducts(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{
        treeId: number;
        catalogNumber: string;
        isNew: boolean;
        isHot: boolean;
        page: number;
        size: number;
        sort: ProductSort;
      }>(request);
      const page = await service.listProducts(lang, {
        ...(q.treeId !== undefined && { treeId: q.treeId }),
        ...(q.catalogNumber !== undefined && { catalogNumber: q.catalogNumber }),
        ...(q.isNew !== undefined && { isNew: q.isNew }),
        ...(q.isHot !== undefined && { isHot: q.isHot }),
        page: q.page ?? 1,
        size: q.size ?? 20,
        sort: q.sort ?? 'default',
      });
      return ok(page, lang);
    },

    async getProductSeo(request) {
      const lang = requestLanguage(request);
      const { catalogNumber } = paramsOf<{ catalogNumber: string }>(request);
      const seo = await service.productSeo(lang, catalogNumber);
      if (!seo) throw new DomainError('E0005');
      return ok(seo, lang);
    },

    async productExists(request) {
      const lang = requestLanguage(request);
      const { catalogNumber } = paramsOf<{ catalogNumber: string }>(request);
      return ok(await service.productExists(catalogNumber), lang);
    },

    async listPopularProducts(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ size: number }>(request);
      const list: Product[] = await service.popularProducts(lang, q.size ?? 8);
      return ok(list, lang);
    },

    async listRelatedProducts(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ catalogNumber: string; size: number }>(request);
      const related = await service.relatedProducts(lang, q.catalogNumber ?? '', q.size ?? 8);
      if (!related) throw new DomainError('E0005');
      return ok(related, lang);
    },

    async listHotKeywords(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ number: number }>(request);
      return ok(await service.hotKeywords(lang, q.number ?? 5), lang);
    },
  };
}

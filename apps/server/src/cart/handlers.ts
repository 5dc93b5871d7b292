import { localeOfContentLanguage, pricesVisible } from '@storefront/site';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../accounts/auth.js';
import type { GeoService } from '../geo/service.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import { bodyOf, type LegacyOperations, paramsOf, queryOf } from '../http/operations.js';
import type { CartService, PriceView } from './service.js';

/** Handlers of the cart and the orders (issue 4); every one needs a logged-in user (bearerAuth). */
export function cartOperations(service: CartService, geo: GeoService): LegacyOperations {
  const priceView = (request: FastifyRequest): PriceView => {
    const lang = requestLanguage(request);
    const inChina = geo.isChina(request.ip, request.headers);
    return { lang, showPrices: pricesVisible(localeOfContentLanguage(lang), inChina) };
  };
  const page = (request: FastifyRequest) => {
    const q = queryOf<{ page: number; size: number }>(request);
    return { page: q.page ?? 1, size: q.size ?? 20 };
  };
  return {
    async addCartLine(request) {
      const user = requireUser(request);
      const body = bodyOf<{ catalogNumber: string; size: string; count: number }>(request);
      return ok(await service.add(user.id, body, priceView(request)), requestLanguage(request));
    },
    async listCartLines(request) {
      const user = requireUser(request);
      const { page: p, size } = page(request);
      return ok(await service.list(user.id, p, size, priceView(request)), requestLanguage(request));
    },
    async updateCartLine(request) {
      const user = requireUser(request);
      const { id } = paramsOf<{ id: number }>(request);
      const { count } = bodyOf<{ count: number }>(request);
      return ok(await service.setCount(user.id, id, count, priceView(request)), requestLanguage(request));
    },
    async deleteCartLine(request) {
      const user = requireUser(request);
      const { id } = paramsOf<{ id: number }>(request);
      await service.remove(user.id, [id]);
      return ok(null, requestLanguage(request));
    },
    async batchDeleteCartLines(request) {
      const user = requireUser(request);
      const { idList = '' } = queryOf<{ idList: string }>(request);
      const ids = [...new Set(idList.split(',').map(Number))];
      await service.remove(user.id, ids);
      return ok(null, requestLanguage(request));
    },
    async settleCart(request) {
      const user = requireUser(request);
      const { idList } = bodyOf<{ idList: number[] }>(request);
      return ok(await service.settle(user.id, idList, priceView(request)), requestLanguage(request));
    },
    async listOrders(request) {
      const user = requireUser(request);
      const { page: p, size } = page(request);
      return ok(await service.listOrders(user.id, p, size, priceView(request)), requestLanguage(request));
    },
  };
}

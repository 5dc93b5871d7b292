import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { CartService } from './service.js';

/**
 * Handlers of the cart and the orders (issue 4); every one needs a logged-in user (bearerAuth), whom
 * the service reads from the request context with its price view.
 */
export function cartOperations(service: CartService): Operations {
  return {
    async addCartLine({ ctx, body }) {
      return ok(await service.add(ctx, body), ctx.lang);
    },
    async listCartLines({ ctx, query }) {
      return ok(await service.list(ctx, query.page ?? 1, query.size ?? 20), ctx.lang);
    },
    async updateCartLine({ ctx, params, body }) {
      return ok(await service.setCount(ctx, params.id, body.count), ctx.lang);
    },
    async deleteCartLine({ ctx, params }) {
      await service.remove(ctx, [params.id]);
      return ok(null, ctx.lang);
    },
    async batchDeleteCartLines({ ctx, query }) {
      // `format: id-list`: comma-joined ids, each checked by the contract's validation.
      await service.remove(ctx, [...new Set(query.idList.split(',').map(Number))]);
      return ok(null, ctx.lang);
    },
    async settleCart({ ctx, body }) {
      return ok(await service.settle(ctx, body.idList), ctx.lang);
    },
    async listOrders({ ctx, query }) {
      return ok(await service.listOrders(ctx, query.page ?? 1, query.size ?? 20), ctx.lang);
    },
  };
}

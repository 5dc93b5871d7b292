import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { LotsService } from './service.js';

/** Handlers for the lot operations of the contract, named by operationId. */
export function lotsOperations(service: LotsService): Operations {
  return {
    async listProductLots({ ctx, params }) {
      return ok(await service.productLots(params.catalogNumber), ctx.lang);
    },
  };
}

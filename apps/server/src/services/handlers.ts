import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { ServicesService } from './service.js';

/** Handlers of the services pages (issue 14), named by operationId. */
export function servicesOperations(service: ServicesService): Operations {
  return {
    async listServices({ ctx }) {
      return ok(await service.list(ctx), ctx.lang);
    },

    async getService({ ctx, params }) {
      return ok(await service.service(ctx, params.id), ctx.lang);
    },
  };
}

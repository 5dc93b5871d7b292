import { resourceDownloadForm } from '@storefront/validation';
import { FORM_BODY_LIMIT } from '../forms/handlers.js';
import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import type { ResourcesService } from './service.js';

/** Handlers of /resources: the listing and the visitor's download form. */
export function resourcesOperations(service: ResourcesService): Operations {
  return {
    async listResources({ ctx, query }) {
      return ok(
        await service.list(ctx, { ...query, page: query.page ?? 1, size: query.size ?? 20 }),
        ctx.lang,
      );
    },

    requestResourceDownload: {
      bodyLimit: FORM_BODY_LIMIT,
      config: { form: resourceDownloadForm },
      async handler({ ctx, body }) {
        return ok(await service.requestDownload(ctx, body), ctx.lang);
      },
    },
  };
}

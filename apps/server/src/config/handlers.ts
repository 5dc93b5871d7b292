import { DomainError } from '../domain/errors.js';
import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import { fieldMessage } from '../http/validation-messages.js';
import type { SiteConfigService } from './service.js';

/** Handlers for global configuration and dictionaries, named by operationId. */
export function siteConfigOperations(service: SiteConfigService): Operations {
  return {
    async listGlobalCfg({ ctx }) {
      return ok(await service.globalCfg(ctx), ctx.lang);
    },

    async getGlobalCfgValues({ ctx, query }) {
      const keys = query.keyList
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      if (keys.length === 0) {
        throw new DomainError('E0002', { fields: { keyList: fieldMessage(ctx.lang, 'required') } });
      }
      return ok(await service.globalCfgValues(ctx, keys), ctx.lang);
    },

    async listDict({ ctx, query }) {
      return ok(await service.dict(ctx, query.type), ctx.lang);
    },
  };
}

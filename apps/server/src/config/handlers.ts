import { DomainError } from '../domain/errors.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import { type LegacyOperations, queryOf } from '../http/operations.js';
import { fieldMessage } from '../http/validation-messages.js';
import type { SiteConfigService } from './service.js';

/** Handlers for global configuration and dictionaries, named by operationId. */
export function siteConfigOperations(service: SiteConfigService): LegacyOperations {
  return {
    async listGlobalCfg(request) {
      const lang = requestLanguage(request);
      return ok(await service.globalCfg(lang), lang);
    },

    async getGlobalCfgValues(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ keyList: string }>(request);
      const keys = (q.keyList ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      if (keys.length === 0) {
        throw new DomainError('E0002', { fields: { keyList: fieldMessage(lang, 'required') } });
      }
      return ok(await service.globalCfgValues(lang, keys), lang);
    },

    async listDict(request) {
      const lang = requestLanguage(request);
      const q = queryOf<{ type: string }>(request);
      return ok(await service.dict(lang, q.type), lang);
    },
  };
}

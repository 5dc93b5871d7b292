import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import type { Operations } from '../http/operations.js';
import type { GeoService } from './service.js';

export function geoOperations(service: GeoService): Operations {
  return {
    async getIsChina(request) {
      // request.ip honours TRUST_PROXY (X-Forwarded-For only from a trusted proxy).
      return ok(service.isChina(request.ip, request.headers), requestLanguage(request));
    },
  };
}

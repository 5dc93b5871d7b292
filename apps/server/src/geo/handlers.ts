import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import type { LegacyOperationHandler, LegacyOperations } from '../http/operations.js';
import type { GeoService } from './service.js';

export function geoOperations(service: GeoService): LegacyOperations {
  const isChina: LegacyOperationHandler = async (request) =>
    // request.ip honours TRUST_PROXY (X-Forwarded-For only from a trusted proxy).
    ok(service.isChina(request.ip, request.headers), requestLanguage(request));
  return {
    getIsChina: isChina,
    // Until accounts land (issue 4) there is no user area to consult: the request's country decides.
    getUserIsChina: isChina,
  };
}

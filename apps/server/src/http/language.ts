import { contentLanguages, localeFromAcceptLanguage } from '@storefront/site';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../domain/context.js';

/**
 * The language of an answer: the site the Accept-Language header prefers, by the rule the pages use
 * too (@storefront/site): the highest-weighted Chinese or English language, otherwise Chinese.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): Lang {
  const value = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return contentLanguages[localeFromAcceptLanguage(value)];
}

export function requestLanguage(request: FastifyRequest): Lang {
  return languageOf(request.headers['accept-language']);
}

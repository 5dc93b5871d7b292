import { type ContentLanguage, contentLanguages, localeFromAcceptLanguage } from '@storefront/site';
import type { FastifyRequest } from 'fastify';

/** The two site languages as the server keys them: content columns `_zh` / `_en`, message tables. */
export type Lang = ContentLanguage;

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

/** Picks the column of the request language from a `{ zh, en }` pair. */
export function pick(lang: Lang, zh: string, en: string): string {
  return lang === 'en' ? en : zh;
}

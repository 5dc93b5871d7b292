import type { FastifyRequest } from 'fastify';

/** The two site languages. Content columns are suffixed `_zh` / `_en` to match. */
export type Lang = 'zh' | 'en';

/** Accept-Language starting with `en` selects English; anything else, or none, Chinese (contract rule). */
export function languageOf(acceptLanguage: string | string[] | undefined): Lang {
  const value = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function requestLanguage(request: FastifyRequest): Lang {
  return languageOf(request.headers['accept-language']);
}

/** Picks the column of the request language from a `{ zh, en }` pair. */
export function pick(lang: Lang, zh: string, en: string): string {
  return lang === 'en' ? en : zh;
}

/**
 * The two sites and their three names (ARCHITECTURE decision 5): the site a visitor uses (`cn` at `/`,
 * `en` under `/en`), its BCP 47 language tag (`<html lang>`, react-intl, the API's Accept-Language) and
 * the key of the server's bilingual columns and message tables (`name_zh` / `name_en`).
 */

/** A site: Chinese (default, unprefixed) or English (under /en). */
export type Locale = 'cn' | 'en';

export const defaultLocale: Locale = 'cn';
export const locales: readonly Locale[] = ['cn', 'en'];

/** The BCP 47 tag of a site's language. */
export type LanguageTag = 'zh-CN' | 'en';
export const languageTags: Record<Locale, LanguageTag> = { cn: 'zh-CN', en: 'en' };

/** The key of a site's language in the server's content columns (`*_zh`, `*_en`) and message tables. */
export type ContentLanguage = 'zh' | 'en';
export const contentLanguages: Record<Locale, ContentLanguage> = { cn: 'zh', en: 'en' };

/** The site whose content is in `language`. */
export function localeOfContentLanguage(language: ContentLanguage): Locale {
  return language === 'en' ? 'en' : 'cn';
}

/**
 * The one Accept-Language rule of the pages and the API: the highest-weighted language that is
 * Chinese or English decides (equal weights: the first listed); a header naming neither, or none at
 * all, gets the default Chinese site. `fr, en;q=0.5` is English; `en;q=0.5, zh-TW;q=0.8` Chinese.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
      return { language: range.trim().toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, order };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { language } of ranges) {
    const primary = language.split('-')[0];
    if (primary === 'en') return 'en';
    if (primary === 'zh') return 'cn';
  }
  return defaultLocale;
}

import en from './en.json';
import zhCN from './zh-CN.json';

/** Locales the component catalogs cover (the site's cn and en). */
export type UiLocale = 'zh-CN' | 'en';

/**
 * Compiled message catalogs of the components, flat `{ id: text }`. Merge them into the app's catalog for
 * the same locale: `<IntlProvider locale={locale} messages={{ ...messages[locale], ...appMessages }}>`.
 */
export const messages: Record<UiLocale, Record<string, string>> = { en, 'zh-CN': zhCN };

import { type Locale, localeFromPath, localeUrl, type SiteOrigins } from '../i18n/locale';
import type { RouteHandle } from './meta';

/**
 * The links of a page's head: its canonical URL and its hreflang alternates, or neither, which marks the
 * page `noindex` for robots. Shared by the server's document and the browser's head after a client
 * navigation, so that both say the same.
 */
export interface PageLinks {
  /** Absolute URL of this page. */
  canonical?: string;
  /** hreflang → absolute URL of the same page in each language (plus x-default). */
  alternates?: Record<string, string>;
}

/** Status pages, personal pages and noindex pages are not for robots' indexes. */
export function isIndexable(handles: readonly unknown[], isStatusPage: boolean): boolean {
  const routeHandles = handles as readonly (RouteHandle | undefined)[];
  return !isStatusPage && !routeHandles.some((handle) => handle?.personal || handle?.noindex);
}

/** An indexable page's canonical URL and alternates: the same path and query on each site; else none. */
export function pageLinks(
  url: { origin: string; pathname: string; search: string },
  origins: SiteOrigins,
  indexable: boolean,
): PageLinks {
  if (!indexable) return {};
  const absolute = (locale: Locale) => new URL(localeUrl(locale, url, origins), url.origin).href;
  return {
    canonical: absolute(localeFromPath(url.pathname)),
    alternates: { 'zh-CN': absolute('cn'), en: absolute('en'), 'x-default': absolute('cn') },
  };
}

import { type Locale, localeFromAcceptLanguage } from '@storefront/site';
import { parseCookie } from 'cookie';

// The sites, their language tags and the Accept-Language rule are @storefront/site's, shared with the
// server so that a page and the API it calls always agree on the language.
export {
  defaultLocale,
  type Locale,
  languageTags,
  localeFromAcceptLanguage,
  locales,
} from '@storefront/site';

/** Cookie that remembers the site a visitor last used (SPEC §9: 365 days). */
export const localeCookieName = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

const enPrefix = '/en';

/** The site a path belongs to: `/en` and `/en/...` are English, everything else Chinese. */
export function localeFromPath(pathname: string): Locale {
  return pathname === enPrefix || pathname.startsWith(`${enPrefix}/`) ? 'en' : 'cn';
}

/** The path without the site prefix, always starting with `/`. */
export function stripLocalePrefix(pathname: string): string {
  if (localeFromPath(pathname) === 'cn') return pathname || '/';
  return pathname.slice(enPrefix.length) || '/';
}

/** A site-neutral path (`/products`) as a path of `locale` (`/en/products` on the English site). */
export function localizePath(locale: Locale, path: string): string {
  if (locale === 'cn') return path;
  return path === '/' ? enPrefix : `${enPrefix}${path}`;
}

/**
 * The locale stored in the `i18n_redirected` cookie, or null when absent or not a site. The header
 * is parsed by `cookie` (the parser react-router uses), which leaves a malformed percent-encoding
 * as it is instead of throwing.
 */
export function localeFromCookie(cookieHeader: string | null): Locale | null {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[localeCookieName];
  return value === 'cn' || value === 'en' ? value : null;
}

/**
 * Where a request for the root path should go: the cookie always wins, otherwise the browser's
 * languages decide. Returns the locale to redirect to, or null to serve the Chinese home page.
 */
export function rootRedirectLocale(
  cookieHeader: string | null,
  acceptLanguage: string | null,
): Locale | null {
  const chosen = localeFromCookie(cookieHeader) ?? localeFromAcceptLanguage(acceptLanguage);
  return chosen === 'cn' ? null : chosen;
}

/** The Set-Cookie value that records the site a page was served from. */
export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax`;
}

/** Origins of the two sites; null means "the origin the page was served from". */
export interface SiteOrigins {
  cn: string | null;
  en: string | null;
}

/** The same page (path and query) on the site of `locale`, absolute when that site has an origin. */
export function localeUrl(
  locale: Locale,
  location: { pathname: string; search: string },
  origins: SiteOrigins,
): string {
  const path = localizePath(locale, stripLocalePrefix(location.pathname)) + location.search;
  const origin = origins[locale];
  return origin ? `${origin.replace(/\/+$/, '')}${path}` : path;
}

/** The language-switch target: the current page on the other site. */
export function languageSwitchUrl(
  location: { pathname: string; search: string },
  origins: SiteOrigins,
): { locale: Locale; href: string } {
  const target: Locale = localeFromPath(location.pathname) === 'en' ? 'cn' : 'en';
  return { locale: target, href: localeUrl(target, location, origins) };
}

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { type Locale, languageTags, localeCookie, localeFromPath } from '../i18n/locale';
import { documentTitle, type PageMeta } from './meta';

/**
 * Keeps the document in step with client-side navigation: the server writes title, description and
 * `<html lang>` into the first response; after that the router changes pages without a document load.
 */
export function DocumentHead({ locale, meta }: { locale: Locale; meta: PageMeta }) {
  const intl = useIntl();
  const title = documentTitle(intl, meta.title);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [title, meta.description]);
  useEffect(() => {
    document.documentElement.lang = languageTags[locale];
  }, [locale]);
  useLocaleCookie(locale);
  return null;
}

function writeLocaleCookie(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie; the Cookie Store API is not everywhere yet
  document.cookie = localeCookie(locale);
}

/**
 * Records the site in the locale cookie as the server does for every page it serves, and records the
 * target site when a link to it is followed: the language switch from /en to / would otherwise be
 * redirected straight back to /en by a cookie that still says `en`.
 */
function useLocaleCookie(locale: Locale) {
  useEffect(() => {
    writeLocaleCookie(locale);
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      const target = localeFromPath(anchor.pathname);
      if (target !== locale) writeLocaleCookie(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [locale]);
}

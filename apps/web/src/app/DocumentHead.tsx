import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { type Locale, languageTags, localeCookie, localeFromPath } from '../i18n/locale';
import { documentTitle, type PageMeta } from './meta';
import { isIndexable, type PageLinks, pageLinks } from './pageLinks';
import { useSiteConfig } from './siteConfig';

/**
 * Keeps the document in step with client-side navigation: the server writes title, description, the
 * canonical and hreflang links (or robots `noindex`) and `<html lang>` into the first response; after that
 * the router changes pages without a document load.
 */
export function DocumentHead({
  locale,
  meta,
  handles,
  isStatusPage = false,
}: {
  locale: Locale;
  meta: PageMeta;
  /** The matched routes' handles: a personal or noindex page has no canonical link. */
  handles: readonly unknown[];
  isStatusPage?: boolean;
}) {
  const intl = useIntl();
  const title = documentTitle(intl, meta.title);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [title, meta.description]);
  const { pathname, search } = useLocation();
  const { origins } = useSiteConfig();
  const indexable = isIndexable(handles, isStatusPage);
  useEffect(() => {
    writePageLinks(pageLinks({ origin: window.location.origin, pathname, search }, origins, indexable));
  }, [pathname, search, origins, indexable]);
  useEffect(() => {
    const tag = languageTags[locale];
    // Only when it changes: writing `lang`, even its own value, makes the browser compute every element's
    // style again (13-15 ms of a product page's main thread in Chromium here, in hydration's last task).
    if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  }, [locale]);
  useLocaleCookie(locale);
  return null;
}

/**
 * Replaces the head's canonical link, hreflang alternates and robots meta with those of the page, as the
 * server's document (app/Document.server) writes them: no canonical link means `noindex`.
 */
function writePageLinks({ canonical, alternates = {} }: PageLinks) {
  const head = document.head;
  for (const stale of head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang], meta[name="robots"]',
  ))
    stale.remove();
  const elements: HTMLElement[] = [];
  if (canonical) {
    elements.push(Object.assign(document.createElement('link'), { rel: 'canonical', href: canonical }));
  } else {
    elements.push(Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }));
  }
  for (const [hreflang, href] of Object.entries(alternates))
    elements.push(Object.assign(document.createElement('link'), { rel: 'alternate', hreflang, href }));
  // Where the server puts them: after the description.
  const description = head.querySelector('meta[name="description"]');
  if (description) description.after(...elements);
  else head.append(...elements);
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

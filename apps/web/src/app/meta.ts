import type { IntlShape, NoMessageValues } from 'react-intl';
import { defineMessage, defineMessages } from 'react-intl';

/** The `<title>` and meta description of a page, already localized. */
export interface PageMeta {
  title: string;
  description: string;
  /**
   * How a share of the page looks (Open Graph, which WeChat, Weibo and the others read): title, description,
   * an absolute image URL and the page's absolute URL. Only pages meant to be shared set it.
   */
  share?: { title: string; description: string; image: string; url: string; type: 'article' | 'website' };
}

/** Page meta of a route, from the request's intl and the route's loader data. */
export type MetaFunction<Data = unknown> = (args: { intl: IntlShape; data: Data }) => PageMeta;

/** What route modules put in `handle`. */
export interface RouteHandle {
  meta?: MetaFunction<never>;
  /**
   * A page whose every view must reach the API (a search: the API logs each query as demand for the hot
   * keywords): answered `private`, so neither a shared cache nor the server's page cache keeps it.
   */
  uncached?: true;
  /** A page that shows a person's data (orders, account completion): no canonical link, `noindex` for robots. */
  personal?: true;
  /** A page robots must not index that is the same for everyone (the search pages): `noindex`, no canonical link. */
  noindex?: true;
}

// The type argument states each message's placeholders so that formatMessage checks its values.
const messages = defineMessages<{
  titleTemplate: { page: string; brand: string };
  notFoundTitle: NoMessageValues;
  notFoundDescription: NoMessageValues;
  errorTitle: NoMessageValues;
  errorDescription: NoMessageValues;
}>({
  titleTemplate: {
    id: 'web.meta.titleTemplate',
    defaultMessage: '{page} | {brand}',
    description: 'Document title: the page title, then the brand',
  },
  notFoundTitle: { id: 'web.status.notFoundTitle', defaultMessage: 'This page could not be found' },
  notFoundDescription: {
    id: 'web.status.notFoundDescription',
    defaultMessage: 'The address may be mistyped, or the page has moved.',
  },
  errorTitle: { id: 'web.status.errorTitle', defaultMessage: 'Something went wrong' },
  errorDescription: {
    id: 'web.status.errorDescription',
    defaultMessage: 'We could not show this page just now. Please try again in a moment.',
  },
});

export const brandMessage = defineMessage({
  id: 'web.brand.name',
  defaultMessage: 'Hetai Bio',
  description: 'Company name shown in the header, the title and the footer',
});

/** The status page shown for an HTTP status: 404 reads "could not be found", anything else is an error. */
export function statusMeta(intl: IntlShape, status: number): PageMeta {
  return status === 404
    ? {
        title: intl.formatMessage(messages.notFoundTitle),
        description: intl.formatMessage(messages.notFoundDescription),
      }
    : {
        title: intl.formatMessage(messages.errorTitle),
        description: intl.formatMessage(messages.errorDescription),
      };
}

/** The full document title of a page title, with the brand. */
export function documentTitle(intl: IntlShape, pageTitle: string): string {
  return intl.formatMessage(messages.titleTemplate, {
    page: pageTitle,
    brand: intl.formatMessage(brandMessage),
  });
}

interface MatchLike {
  handle?: unknown;
  data?: unknown;
}

/** The meta of the deepest matched route that declares one. */
export function routeMeta(intl: IntlShape, matches: readonly MatchLike[]): PageMeta | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index];
    const meta = (match?.handle as RouteHandle | undefined)?.meta as MetaFunction | undefined;
    if (match && meta) return meta({ intl, data: match.data });
  }
  return null;
}

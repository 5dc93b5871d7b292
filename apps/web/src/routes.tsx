import '@storefront/ui/tokens.css';
import './app/global.css';
import type { RouteObject } from 'react-router-dom';
import type { Locale } from './i18n/locale';
import * as home from './routes/home';
import * as notFound from './routes/not-found';
import * as root from './routes/root';
import * as siteLayout from './routes/site';

/** Route id of a site's layout, whose error boundary shows that site's 404 and 500 pages. */
export function siteRouteId(locale: Locale): string {
  return `site-${locale}`;
}

/** The pages of one site; both sites have every page, at the same paths below their prefix. */
function pages(locale: Locale): RouteObject[] {
  return [
    {
      id: `${locale}-home`,
      index: true,
      loader: home.loader,
      Component: home.Component,
      handle: home.handle,
    },
    { id: `${locale}-not-found`, path: '*', loader: notFound.loader, Component: notFound.Component },
  ];
}

function site(locale: Locale, path: string): RouteObject {
  return {
    id: siteRouteId(locale),
    path,
    Component: siteLayout.Component,
    ErrorBoundary: siteLayout.ErrorBoundary,
    children: pages(locale),
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: root.Component,
    ErrorBoundary: root.ErrorBoundary,
    children: [site('cn', '/'), site('en', '/en')],
  },
];

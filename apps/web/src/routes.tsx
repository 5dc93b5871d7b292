import '@storefront/ui/tokens.css';
import './app/global.css';
import type { RouteObject } from 'react-router-dom';
import type { CatalogueVariant } from './app/urls';
import type { Locale } from './i18n/locale';
import * as home from './routes/home';
import * as notFound from './routes/not-found';
import * as root from './routes/root';
import * as siteLayout from './routes/site';

/** Route id of a site's layout, whose error boundary shows that site's 404 and 500 pages. */
export function siteRouteId(locale: Locale): string {
  return `site-${locale}`;
}

/**
 * The catalogue pages load their module on first use (`lazy`): the home page's bundle stays small, and a
 * module that fails to load after a deployment triggers the guarded reload (browser/chunkReloadBoundary).
 * Variants share one module; the variant is bound into the loader.
 */
function productList(locale: Locale, path: string, variant: CatalogueVariant): RouteObject {
  return {
    id: `${locale}-${path}`,
    path,
    lazy: async () => {
      const module = await import('./routes/catalogue/product-list');
      return { loader: module.loaderFor(variant), Component: module.Component, handle: module.handle };
    },
  };
}

function productDetail(locale: Locale, path: string, variant: CatalogueVariant): RouteObject {
  return {
    id: `${locale}-${path}`,
    path,
    lazy: async () => {
      const module = await import('./routes/catalogue/product-detail');
      return { loader: module.loaderFor(variant), Component: module.Component, handle: module.handle };
    },
  };
}

function catalogueOverview(locale: Locale, path: string, variant: CatalogueVariant): RouteObject {
  return {
    id: `${locale}-${path}`,
    path,
    lazy: async () => {
      const module = await import('./routes/catalogue/products');
      return { loader: module.loaderFor(variant), Component: module.Component, handle: module.handle };
    },
  };
}

/** An account page (login, registration, reset, completion, cart, orders): its own lazy module. */
function accountPage(
  locale: Locale,
  path: string,
  load: () => Promise<Pick<RouteObject, 'Component' | 'handle' | 'loader'>>,
): RouteObject {
  return {
    id: `${locale}-${path}`,
    path,
    lazy: async () => {
      const module = await load();
      return { loader: module.loader, Component: module.Component, handle: module.handle };
    },
  };
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
    catalogueOverview(locale, 'products', 'all'),
    catalogueOverview(locale, 'new-products', 'new'),
    productList(locale, 'product-list', 'all'),
    productList(locale, 'new-product-list', 'new'),
    productList(locale, 'hotsproduct', 'hot'),
    productDetail(locale, 'product-detail', 'all'),
    productDetail(locale, 'new-product-detail', 'new'),
    accountPage(locale, 'login', () => import('./routes/account/login')),
    accountPage(locale, 'phone-login', () => import('./routes/account/phone-login')),
    accountPage(locale, 'registered', () => import('./routes/account/registered')),
    accountPage(locale, 'reset', () => import('./routes/account/reset')),
    accountPage(locale, 'complete-info', () => import('./routes/account/complete-info')),
    accountPage(locale, 'cart', () => import('./routes/cart/cart')),
    accountPage(locale, 'order-list', () => import('./routes/cart/order-list')),
    {
      id: `${locale}-tool-class`,
      path: 'tool-class',
      lazy: async () => {
        const module = await import('./routes/toolbox/tool-class');
        return { Component: module.Component, handle: module.handle };
      },
    },
    { id: `${locale}-not-found`, path: '*', loader: notFound.loader, Component: notFound.Component },
  ];
}

function site(locale: Locale, path: string): RouteObject {
  return {
    id: siteRouteId(locale),
    path,
    loader: siteLayout.loader,
    shouldRevalidate: siteLayout.shouldRevalidate,
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

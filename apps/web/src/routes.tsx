import '@storefront/ui/tokens.css';
import './app/global.css';
import type { RouteObject } from 'react-router-dom';
import type { CatalogueVariant } from './app/urls';
import type { CatalogPart } from './i18n/catalogParts';
import { catalogModules, loadCatalog } from './i18n/IntlRoot';
import type { Locale } from './i18n/locale';
import * as notFound from './routes/not-found';
import * as root from './routes/root';
import * as siteLayout from './routes/site';

/** Route id of a site's layout, whose error boundary shows that site's 404 and 500 pages. */
export function siteRouteId(locale: Locale): string {
  return `site-${locale}`;
}

/**
 * The pages that load their module on first use (`lazy`), the home page too: the client entry holds
 * only the shell, each page brings its own code; a module that fails to load after a deployment
 * triggers the guarded reload (browser/chunkReloadBoundary).
 * Each names its source file too: the key of its chunk in Vite's build manifest, from which the server
 * links the page's CSS and preloads its JS in the document head (server/documentAssets.server.ts), and
 * the parts of the message catalog its area needs beyond `core` (i18n/catalogParts.ts), which load
 * with the module.
 */
export const lazyPageModules = {
  home: {
    file: 'src/routes/home.tsx',
    load: () => import('./routes/home'),
    catalogParts: ['home'],
  },
  products: {
    file: 'src/routes/catalogue/products.tsx',
    load: () => import('./routes/catalogue/products'),
  },
  productList: {
    file: 'src/routes/catalogue/product-list.tsx',
    load: () => import('./routes/catalogue/product-list'),
  },
  productDetail: {
    file: 'src/routes/catalogue/product-detail.tsx',
    load: () => import('./routes/catalogue/product-detail'),
    catalogParts: ['product'],
  },
  login: {
    file: 'src/routes/account/login.tsx',
    load: () => import('./routes/account/login'),
    catalogParts: ['account'],
  },
  phoneLogin: {
    file: 'src/routes/account/phone-login.tsx',
    load: () => import('./routes/account/phone-login'),
    catalogParts: ['account'],
  },
  registered: {
    file: 'src/routes/account/registered.tsx',
    load: () => import('./routes/account/registered'),
    catalogParts: ['account'],
  },
  reset: {
    file: 'src/routes/account/reset.tsx',
    load: () => import('./routes/account/reset'),
    catalogParts: ['account'],
  },
  completeInfo: {
    file: 'src/routes/account/complete-info.tsx',
    load: () => import('./routes/account/complete-info'),
    catalogParts: ['account'],
  },
  cart: {
    file: 'src/routes/cart/cart.tsx',
    load: () => import('./routes/cart/cart'),
    catalogParts: ['cart'],
  },
  orderList: {
    file: 'src/routes/cart/order-list.tsx',
    load: () => import('./routes/cart/order-list'),
    catalogParts: ['cart'],
  },
  searchNotFound: {
    file: 'src/routes/search-not-found/search-not-found.tsx',
    load: () => import('./routes/search-not-found/search-not-found'),
    catalogParts: ['suggestion'],
  },
  toolClass: {
    file: 'src/routes/toolbox/tool-class.tsx',
    load: () => import('./routes/toolbox/tool-class'),
    catalogParts: ['toolbox'],
  },
  search: {
    file: 'src/routes/search/search.tsx',
    load: () => import('./routes/search/search'),
    catalogParts: ['search'],
  },
  // issue 13: news and events
  information: {
    file: 'src/routes/news/information.tsx',
    load: () => import('./routes/news/information'),
    catalogParts: ['news'],
  },
  article: {
    file: 'src/routes/news/article.tsx',
    load: () => import('./routes/news/article'),
    catalogParts: ['news'],
  },
  meetingDetail: {
    file: 'src/routes/news/meeting-detail.tsx',
    load: () => import('./routes/news/meeting-detail'),
    catalogParts: ['news'],
  },
  wechatShare: {
    file: 'src/routes/news/wechat-share.tsx',
    load: () => import('./routes/news/wechat-share'),
    catalogParts: ['news'],
  },
  // issue 13: about us, investors, contact and legal pages
  aboutUs: {
    file: 'src/routes/company/about-us.tsx',
    load: () => import('./routes/company/about-us'),
    catalogParts: ['company'],
  },
  investors: {
    file: 'src/routes/company/investors.tsx',
    load: () => import('./routes/company/investors'),
    catalogParts: ['company'],
  },
  contact: {
    file: 'src/routes/company/contact.tsx',
    load: () => import('./routes/company/contact'),
    catalogParts: ['company'],
  },
  richDetail: {
    file: 'src/routes/company/rich-detail.tsx',
    load: () => import('./routes/company/rich-detail'),
    catalogParts: ['company'],
  },
  privacy: {
    file: 'src/routes/company/privacy.tsx',
    load: () => import('./routes/company/privacy'),
    catalogParts: ['company'],
  },
  // issue 13: literature and recruitment
  literature: {
    file: 'src/routes/literature/literature.tsx',
    load: () => import('./routes/literature/literature'),
    catalogParts: ['literature'],
  },
  recruitment: {
    file: 'src/routes/recruitment/recruitment.tsx',
    load: () => import('./routes/recruitment/recruitment'),
    catalogParts: ['recruitment'],
  },
  job: {
    file: 'src/routes/recruitment/job.tsx',
    load: () => import('./routes/recruitment/job'),
    catalogParts: ['recruitment'],
  },
  // issue 14: services
  serviceList: {
    file: 'src/routes/services/service-list.tsx',
    load: () => import('./routes/services/service-list'),
    catalogParts: ['service'],
  },
  service: {
    file: 'src/routes/services/service.tsx',
    load: () => import('./routes/services/service'),
    catalogParts: ['service'],
  },
  // issue 14: resources and downloads
  resources: {
    file: 'src/routes/resources/resources.tsx',
    load: () => import('./routes/resources/resources'),
    catalogParts: ['resources'],
  },
  // issue 14: lots and COA
  coa: { file: 'src/routes/coa/coa.tsx', load: () => import('./routes/coa/coa'), catalogParts: ['product'] },
  coaVerify: {
    file: 'src/routes/coa/verify.tsx',
    load: () => import('./routes/coa/verify'),
    catalogParts: ['product'],
  },
  // issue 15: the trial and award applications, and the user's list of them
  apply: {
    file: 'src/routes/apply/apply.tsx',
    load: () => import('./routes/apply/apply'),
    catalogParts: ['applications'],
  },
  reward: {
    file: 'src/routes/reward/reward.tsx',
    load: () => import('./routes/reward/reward'),
    catalogParts: ['applications'],
  },
  myApplications: {
    file: 'src/routes/applications/my-applications.tsx',
    load: () => import('./routes/applications/my-applications'),
    catalogParts: ['applications'],
  },
} as const satisfies Record<string, LazyPageModule>;

interface LazyPageModule {
  file: string;
  load: () => Promise<unknown>;
  catalogParts?: readonly CatalogPart[];
}

type LazyPageModules = typeof lazyPageModules;
type RouteParts = Pick<RouteObject, 'Component' | 'handle' | 'loader' | 'action'>;

/** Route id → source files of its lazy module and catalog parts, filled as the route table is built. */
const moduleFilesOfRoute = new Map<string, string[]>();

/**
 * A page whose module loads on first use, at `path` below the site (`null`: the site's index page);
 * `parts` picks the route's parts from the module.
 */
function lazyPage<Name extends keyof LazyPageModules>(
  locale: Locale,
  path: string | null,
  name: Name,
  parts: (module: Awaited<ReturnType<LazyPageModules[Name]['load']>>) => RouteParts,
): RouteObject {
  const id = `${locale}-${path ?? name}`;
  const page: LazyPageModule = lazyPageModules[name];
  const catalogParts = page.catalogParts ?? [];
  moduleFilesOfRoute.set(id, [page.file, ...catalogParts.map((part) => catalogModules[locale][part].file)]);
  return {
    id,
    ...(path === null ? { index: true } : { path }),
    lazy: async () => {
      const [module] = await Promise.all([
        page.load(),
        ...catalogParts.map((part) => loadCatalog(locale, part)),
      ]);
      return parts(module as Awaited<ReturnType<LazyPageModules[Name]['load']>>);
    },
  };
}

/** Source files of the lazy modules and catalog parts of matched routes, for the document head's assets. */
export function lazyModuleFiles(routeIds: readonly string[]): string[] {
  return routeIds.flatMap((id) => moduleFilesOfRoute.get(id) ?? []);
}

/** Variants of a catalogue page share one module; the variant is bound into the loader. */
function cataloguePage(
  locale: Locale,
  path: string,
  name: 'products' | 'productList' | 'productDetail',
  variant: CatalogueVariant,
): RouteObject {
  return lazyPage(locale, path, name, (module) => ({
    loader: module.loaderFor(variant),
    // The product page takes its enquiry posted without JavaScript.
    action: 'action' in module ? module.action : undefined,
    Component: module.Component,
    handle: module.handle,
  }));
}

/** An account page (login, registration, reset, completion, cart, orders): its own lazy module. */
function accountPage(
  locale: Locale,
  path: string,
  name: 'login' | 'phoneLogin' | 'registered' | 'reset' | 'completeInfo' | 'cart' | 'orderList',
): RouteObject {
  return lazyPage(locale, path, name, ({ loader, Component, handle }: RouteParts) => ({
    loader,
    Component,
    handle,
  }));
}

/** The company pages of issue 13: about us, investors, contact and distributors, the legal documents. */
function companyPages(locale: Locale): RouteObject[] {
  const parts = ({ loader, Component, handle }: RouteParts) => ({ loader, Component, handle });
  return [
    lazyPage(locale, 'about-us', 'aboutUs', parts),
    lazyPage(locale, 'investors', 'investors', parts),
    lazyPage(locale, 'contact', 'contact', (module) => ({ ...parts(module), action: module.action })),
    lazyPage(locale, 'rich-detail', 'richDetail', parts),
    lazyPage(locale, 'privacy', 'privacy', parts),
  ];
}

/** The pages of one site; both sites have every page, at the same paths below their prefix. */
function pages(locale: Locale): RouteObject[] {
  return [
    lazyPage(locale, null, 'home', ({ loader, action, Component, handle }: RouteParts) => ({
      loader,
      action,
      Component,
      handle,
    })),
    cataloguePage(locale, 'products', 'products', 'all'),
    cataloguePage(locale, 'new-products', 'products', 'new'),
    cataloguePage(locale, 'product-list', 'productList', 'all'),
    cataloguePage(locale, 'new-product-list', 'productList', 'new'),
    cataloguePage(locale, 'hotsproduct', 'productList', 'hot'),
    cataloguePage(locale, 'product-detail', 'productDetail', 'all'),
    cataloguePage(locale, 'new-product-detail', 'productDetail', 'new'),
    accountPage(locale, 'login', 'login'),
    accountPage(locale, 'phone-login', 'phoneLogin'),
    accountPage(locale, 'registered', 'registered'),
    accountPage(locale, 'reset', 'reset'),
    accountPage(locale, 'complete-info', 'completeInfo'),
    accountPage(locale, 'cart', 'cart'),
    accountPage(locale, 'order-list', 'orderList'),
    lazyPage(
      locale,
      'search-not-found',
      'searchNotFound',
      ({ loader, action, Component, handle }: RouteParts) => ({
        loader,
        action,
        Component,
        handle,
      }),
    ),
    lazyPage(locale, 'tool-class', 'toolClass', (module) => ({
      Component: module.Component,
      handle: module.handle,
    })),
    lazyPage(locale, 'search', 'search', ({ loader, Component, handle }) => ({ loader, Component, handle })),
    // issue 13: news and events
    lazyPage(locale, 'information', 'information', ({ loader, Component, handle }) => ({
      loader,
      Component,
      handle,
    })),
    lazyPage(locale, 'article', 'article', ({ loader, Component, handle }) => ({
      loader,
      Component,
      handle,
    })),
    lazyPage(locale, 'meeting-detail', 'meetingDetail', ({ loader, action, Component, handle }) => ({
      loader,
      action,
      Component,
      handle,
    })),
    lazyPage(locale, 'wechat-share', 'wechatShare', ({ loader, Component, handle }) => ({
      loader,
      Component,
      handle,
    })),
    ...companyPages(locale),
    lazyPage(locale, 'literature', 'literature', ({ loader, Component, handle }) => ({
      loader,
      Component,
      handle,
    })),
    lazyPage(locale, 'recruitment', 'recruitment', ({ loader, Component, handle }) => ({
      loader,
      Component,
      handle,
    })),
    lazyPage(locale, 'recruitment/job', 'job', ({ loader, action, Component, handle }) => ({
      loader,
      action,
      Component,
      handle,
    })),
    // issue 14: services
    lazyPage(locale, 'service-list', 'serviceList', ({ loader, Component, handle }) => ({
      loader,
      Component,
      handle,
    })),
    lazyPage(locale, 'coa', 'coa', ({ loader, action, Component, handle }) => ({
      loader,
      action,
      Component,
      handle,
    })),
    lazyPage(locale, 'service', 'service', ({ loader, action, Component, handle }) => ({
      loader,
      action,
      Component,
      handle,
    })),
    lazyPage(locale, 'resources', 'resources', ({ loader, action, Component, handle }) => ({
      loader,
      action,
      Component,
      handle,
    })),
    lazyPage(locale, 'coa/verify', 'coaVerify', ({ loader, Component, handle }) => ({
      loader,
      Component,
      handle,
    })),
    // issue 15: the trial and award applications, and the user's list of them
    lazyPage(locale, 'apply', 'apply', ({ loader, action, Component, handle }) => ({
      loader,
      action,
      Component,
      handle,
    })),
    lazyPage(locale, 'reward', 'reward', ({ loader, action, Component, handle }) => ({
      loader,
      action,
      Component,
      handle,
    })),
    lazyPage(locale, 'my-applications', 'myApplications', ({ Component, handle }) => ({ Component, handle })),
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

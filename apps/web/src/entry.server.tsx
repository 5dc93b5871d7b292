import type { ApiClient } from '@storefront/api-client';
import type { LanguageTag } from '@storefront/site';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { ServicesReactContext } from './app/browserApi';
import { type AssetsOfPage, type DocumentAssets, renderDocument } from './app/Document.server';
import { loadDeferredParts } from './app/deferredPart';
import { errorStatus } from './app/errors';
import { forwardableHeaders } from './app/forwardableHeaders.server';
import { documentTitle, type PageMeta, type RouteHandle, routeMeta, statusMeta } from './app/meta';
import { isIndexable, pageLinks } from './app/pageLinks';
import { StatusView } from './app/StatusView';
import { scriptSafeJson } from './app/scriptSafeJson';
import { type AppServices, createServices, servicesContext } from './app/services';
import { type SiteConfig, SiteConfigContext } from './app/siteConfig';
import { catalogModules, IntlRoot, intlFor, loadCatalog } from './i18n/IntlRoot';
import {
  type Locale,
  languageTags,
  localeCookie,
  localeFromPath,
  localizePath,
  rootRedirectLocale,
  type SiteOrigins,
} from './i18n/locale';
import { lazyModuleFiles, routes, siteRouteId } from './routes';

export type { AssetsOfPage, DocumentAssets } from './app/Document.server';

export interface RenderOptions {
  /** fetch for the API client; the server routes it in-process. */
  apiFetch: typeof fetch;
  /** Base URL the API client resolves its paths against when calling `apiFetch`. */
  apiBaseUrl?: string;
  /** The server's own API client in a site's language (no HTTP); `apiFetch` is used without it. */
  apiClient?: ((language: LanguageTag) => ApiClient) | undefined;
  /** The same for every page (tests, development) or chosen by the page's matched routes (production). */
  assets: DocumentAssets | AssetsOfPage;
  siteOrigins: SiteOrigins;
  /** URL of a third-party tracking script for every page (TRACKING_SCRIPT_URL); none when absent. */
  trackingScriptUrl?: string | null;
  /** Show error messages in the hydration data (development only). */
  exposeErrors?: boolean;
  /** Receives loader and render failures (5xx), e.g. for the server log. */
  onError?: (error: unknown) => void;
}

const staticHandler = createStaticHandler(routes);

/**
 * Renders the page a GET/HEAD request asks for into a complete HTML response. A POST runs the matched
 * route's `action` first (a form sent without JavaScript): its redirect is answered as it is, its data
 * (e.g. a 400 with the fields' messages) is rendered into the page; a route without an action answers
 * 405 in the site's status page.
 */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD, POST' } });
  }
  const url = new URL(request.url);
  // A form posted to the Chinese home page is answered there: a redirect would drop its body.
  if (url.pathname === '/' && request.method !== 'POST') {
    const target = rootRedirectLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
    if (target) {
      return new Response(null, {
        status: 302,
        headers: { location: localizePath(target, '/') + url.search, vary: 'Accept-Language, Cookie' },
      });
    }
  }

  const locale = localeFromPath(url.pathname);
  await loadCatalog(locale);
  const requestContext = new RouterContextProvider();
  const services = createServices({
    baseUrl: options.apiBaseUrl ?? 'http://internal/api/v1',
    fetch: options.apiFetch,
    forwardedHeaders: forwardableHeaders(request),
    ...(options.apiClient && { client: options.apiClient }),
  });
  requestContext.set(servicesContext, services);

  let context: StaticHandlerContext | Response;
  try {
    context = await staticHandler.query(request, { requestContext });
  } catch (error) {
    options.onError?.(error);
    return renderBareStatusPage(locale, 500, options);
  }
  // A loader answered with a response of its own, e.g. a redirect.
  if (context instanceof Response) return context;
  // Deferred parts (app/deferredPart.tsx) render whole on the server: their modules first, once the lazy
  // route modules that declare some have loaded.
  await loadDeferredParts();
  for (const error of Object.values(context.errors ?? {})) {
    if (errorStatus(error) >= 500) options.onError?.(error);
  }

  try {
    return renderRouterDocument(request, context, locale, options, services);
  } catch (renderError) {
    // React cannot render error boundaries on the server: render again with the error handed to the
    // site layout's boundary, as the router would in the browser.
    options.onError?.(renderError);
    const errorContext: StaticHandlerContext = {
      ...context,
      statusCode: 500,
      errors: { [siteRouteId(locale)]: renderError },
    };
    try {
      return renderRouterDocument(request, errorContext, locale, options, services);
    } catch (shellError) {
      options.onError?.(shellError);
      return renderBareStatusPage(locale, 500, options);
    }
  }
}

function renderRouterDocument(
  request: Request,
  context: StaticHandlerContext,
  locale: Locale,
  options: RenderOptions,
  services: AppServices,
): Response {
  const intl = intlFor(locale);
  const firstError = context.errors ? Object.values(context.errors)[0] : undefined;
  const isStatusPage = context.errors != null;
  const meta: PageMeta = isStatusPage
    ? statusMeta(intl, errorStatus(firstError))
    : (routeMeta(
        intl,
        context.matches.map((match) => ({
          handle: match.route.handle,
          data: context.loaderData[match.route.id],
        })),
      ) ?? statusMeta(intl, 404));
  const siteConfig: SiteConfig = {
    origins: options.siteOrigins,
    trackingScriptUrl: options.trackingScriptUrl ?? null,
  };
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const hydrationJson = scriptSafeJson({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors, options.exposeErrors ?? false),
  });
  const url = new URL(request.url);
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const personal = handles.some((handle) => handle?.personal);
  const links = pageLinks(url, options.siteOrigins, isIndexable(handles, isStatusPage));

  const html = renderDocument({
    lang: languageTags[locale],
    title: documentTitle(intl, meta.title),
    meta,
    ...links,
    assets: pageAssets(
      options.assets,
      locale,
      context.matches.map((match) => match.route.id),
    ),
    siteConfig,
    hydrationJson,
    // The shell shows the floating cart on every page.
    reservesDock: true,
    children: (
      <SiteConfigContext value={siteConfig}>
        <ServicesReactContext value={services}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServicesReactContext>
      </SiteConfigContext>
    ),
  });
  const uncached = personal || handles.some((handle) => handle?.uncached);
  const response = htmlResponse(html, context.statusCode, locale, uncached);
  // An action's cookie goes with the page that renders its refusal (a wizard's draft keeps what was valid).
  for (const headers of Object.values(context.actionHeaders)) {
    for (const cookie of headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  }
  return response;
}

/** The page's catalog and lazy route modules load before hydration: the head names their chunks. */
function pageAssets(
  assets: DocumentAssets | AssetsOfPage,
  locale: Locale,
  routeIds: readonly string[],
): DocumentAssets {
  return typeof assets === 'function'
    ? assets([catalogModules[locale].core.file, ...lazyModuleFiles(routeIds)])
    : assets;
}

/** A status page without router or shell, for when even the site layout cannot be rendered. */
function renderBareStatusPage(locale: Locale, status: number, options: RenderOptions): Response {
  const intl = intlFor(locale);
  const meta = statusMeta(intl, status);
  const html = renderDocument({
    lang: languageTags[locale],
    title: documentTitle(intl, meta.title),
    meta,
    // Without router state the client entry has nothing to hydrate; the page works as plain HTML.
    assets: { ...pageAssets(options.assets, locale, []), bodyScripts: [], modulePreloads: [] },
    siteConfig: { origins: options.siteOrigins },
    hydrationJson: 'null',
    children: (
      <IntlRoot locale={locale}>
        <main>
          <StatusView locale={locale} status={status} withoutRouter />
        </main>
      </IntlRoot>
    ),
  });
  return htmlResponse(html, status, locale);
}

const utf8 = new TextEncoder();

function htmlResponse(html: string, status: number, locale: Locale, isPrivate = false): Response {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-language': languageTags[locale],
    // `private` marks a personal or uncached page, which no shared cache (nor the server's page cache) may keep.
    'cache-control': isPrivate ? 'private, no-store' : 'no-store',
  });
  headers.append('set-cookie', localeCookie(locale));
  // Encoded here: given the string, the Response would first copy it whole to make it well-formed
  // (undici's `toUSVString`, 0.5 ms of a product page), which the encoder does in its one pass
  // (a lone surrogate becomes U+FFFD either way).
  return new Response(utf8.encode(html), { status, headers });
}

/** Errors in the shape `createBrowserRouter` revives from `window.__staticRouterHydrationData`. */
function serializeErrors(errors: StaticHandlerContext['errors'], exposeErrors: boolean) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      const message = exposeErrors && error instanceof Error ? error.message : 'Unexpected server error';
      return [routeId, { message, __type: 'Error' }];
    }),
  );
}

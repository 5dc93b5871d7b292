import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider } from 'react-router-dom';
import { AnalyticsContext } from './analytics/analyticsContext';
import { ServicesReactContext } from './app/browserApi';
import { documentDataIds, readDocumentData } from './app/documentData';
import { createServices, servicesContext } from './app/services';
import { type SiteConfig, SiteConfigContext, sameOriginConfig } from './app/siteConfig';
import type { AuthActor } from './auth/auth';
import { authInputFromUrl, createAuthSessionStore, withoutUrlToken } from './auth/authSession';
import { AppActorsProvider } from './browser/AppActorsProvider';
import { startBrowserRuntime } from './browser/bootstrap';
import { reloadAfterChunkError } from './browser/chunkReload';
import { loadIntlData } from './browser/intlData';
import { browserLocalStorage, browserSessionStorage, createPrefixedStorage } from './browser/storage';
import { nextTask } from './browser/tasks';
import { TypedBeforeHydration } from './browser/typedBeforeHydration';
import { intlFor, loadCatalog } from './i18n/IntlRoot';
import { defaultLocale, languageTags, localeFromPath } from './i18n/locale';
import { routes } from './routes';

// The server's data comes in JSON blocks, not inline script (the CSP allows none).
const siteConfig = readDocumentData<SiteConfig>(documentDataIds.siteConfig) ?? sameOriginConfig;
window.__staticRouterHydrationData = readDocumentData(documentDataIds.routerHydration) ?? undefined;
const localStore = createPrefixedStorage(browserLocalStorage());
const authStore = createAuthSessionStore(localStore);
const authActor: { current: AuthActor | null } = { current: null };
const loginPaths = new Set(['/user/login', '/auth']);
const authInput = authInputFromUrl(window.location.search);
const services = createServices({
  baseUrl: '/api/v1',
  fetch: (input, init) => fetch(input, init),
  configCache: localStore,
  getToken: authStore.getToken,
  // SPEC §4: an expired or revoked token logs out at once, without the logout question or a server call.
  // Wrong login credentials answer 401 too; those stay with the login form.
  onUnauthorized: (schemaPath) => {
    if (!loginPaths.has(schemaPath)) authActor.current?.send({ type: 'auth.expired' });
  },
});
// An add made while logged out waits here for the login, also across a full page load (per tab).
const cartPendingStorage = createPrefixedStorage(browserSessionStorage());
// The login and the cart (xstate and the machines) load after hydration, out of the first load.
const loadAppActors = async () => {
  const { startAppActors } = await import('./browser/appActors');
  // Evaluating xstate and the machines, and starting the actors, are some 10-15 ms each here: a task each.
  await nextTask();
  return () =>
    startAppActors({
      api: () => services.api(localeFromPath(window.location.pathname)),
      authStore,
      authInput,
      cartPendingStorage,
    });
};

/**
 * Lazy route modules the server rendered must be in place before hydration, or the first client render
 * would differ from the HTML (react-router's documented SSR + lazy pattern).
 */
async function resolveInitialLazyRoutes() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const routeModule = await lazy();
      Object.assign(match.route, { ...routeModule, lazy: undefined });
    }),
  );
}

async function hydrate() {
  // The page's language is the only catalog the browser downloads; the first render needs it.
  const locale = localeFromPath(window.location.pathname);
  await Promise.all([resolveInitialLazyRoutes(), loadCatalog(locale)]);
  // What the browser does besides rendering, in a task of its own: the first use of each storage is a few
  // milliseconds, and this module's own evaluation is a task long enough already.
  await nextTask();
  const runtime = startBrowserRuntime(services.api(defaultLocale), siteConfig);
  // The intl object, in a task of its own after the browser's Intl data (browser/intlData.ts): making it
  // is the page's first use of Intl, and hydration's first slice would otherwise include it.
  await loadIntlData(languageTags[locale]);
  await nextTask();
  intlFor(locale);
  await nextTask();
  // Without an explicit `hydrationData` the router reads `window.__staticRouterHydrationData` (set above
  // from the data block), the loader data and errors the server rendered with, so the first render
  // matches the HTML; it revives the errors only from there.
  const router = createBrowserRouter(routes, {
    getContext() {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      return context;
    },
  });
  const container = document.getElementById('root');
  if (!container) return;
  // Hydration is time-sliced (below): `data-hydrated` on the root says it has finished, for the e2e tests
  // and anyone else who must not act on a half-hydrated page.
  const markHydrated = () => container.setAttribute('data-hydrated', '');
  // Hydration as a transition renders in slices that yield to the browser (React's time slicing), instead
  // of one long task that blocks input while the whole page hydrates.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <SiteConfigContext value={siteConfig}>
          <ServicesReactContext value={services}>
            <AnalyticsContext value={runtime.analytics}>
              <AppActorsProvider load={loadAppActors} authRef={authActor}>
                <TypedBeforeHydration root={container} onHydrated={markHydrated}>
                  <RouterProvider router={router} />
                </TypedBeforeHydration>
              </AppActorsProvider>
            </AnalyticsContext>
          </ServicesReactContext>
        </SiteConfigContext>
      </StrictMode>,
    );
  });
  // The handed-over token is stored by the machine; the address bar and history should not keep it.
  // Done through the router after hydration, so that the first render matches the server's HTML.
  if (authInput.urlToken) {
    void router.navigate(withoutUrlToken(new URL(window.location.href)), { replace: true });
  }
}

hydrate().catch((error: unknown) => {
  // The page's own route module failed to load: reload once (guarded); otherwise the HTML stays usable.
  if (!reloadAfterChunkError(error)) console.error('[web] hydration failed:', error);
});

if (import.meta.env.DEV) {
  // The dev server links each CSS module for the first paint; once the modules' own styles are
  // injected, the links would only go stale on hot updates.
  for (const link of document.querySelectorAll('link[data-dev-css]')) link.remove();
}

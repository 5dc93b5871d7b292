import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider, RouterProvider } from 'react-router-dom';
import { createServices, servicesContext } from './app/services';
import { SiteConfigContext, sameOriginConfig } from './app/siteConfig';
import { routes } from './routes';

const services = createServices({ baseUrl: '/api/v1', fetch: (input, init) => fetch(input, init) });
const siteConfig = window.__SITE_CONFIG__ ?? sameOriginConfig;

// Without an explicit `hydrationData` the router reads `window.__staticRouterHydrationData`, the
// loader data and errors the server rendered with, so the first render matches the HTML.
const router = createBrowserRouter(routes, {
  getContext() {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    return context;
  },
});

const container = document.getElementById('root');
if (container) {
  hydrateRoot(
    container,
    <StrictMode>
      <SiteConfigContext value={siteConfig}>
        <RouterProvider router={router} />
      </SiteConfigContext>
    </StrictMode>,
  );
}

if (import.meta.env.DEV) {
  // The dev server links each CSS module for the first paint; once the modules' own styles are
  // injected, the links would only go stale on hot updates.
  for (const link of document.querySelectorAll('link[data-dev-css]')) link.remove();
}

import type { PageHandler, PageHandlerOptions } from '@storefront/web/page-handler';

export type { PageHandler };

export interface PageHandlerModule {
  createPageHandler(options: PageHandlerOptions): Promise<PageHandler>;
}

/** The export of the web workspace package that holds `createPageHandler`. */
export const PAGE_HANDLER_MODULE = '@storefront/web/server';

/**
 * Builds the page handler, or returns the error that prevented it: the API must keep serving even
 * when the web app fails to build or render.
 */
export async function loadPageHandler(
  options: PageHandlerOptions,
  // A literal, so that the server's build (esbuild) bundles the web package's TypeScript module; `as
  // string` keeps tsc from type-checking the whole web app (its CSS modules, Vite types) with the server.
  importModule: (specifier: string) => Promise<unknown> = () => import('@storefront/web/server' as string),
): Promise<{ handler: PageHandler } | { error: unknown }> {
  try {
    const mod = (await importModule(PAGE_HANDLER_MODULE)) as Partial<PageHandlerModule>;
    if (typeof mod.createPageHandler !== 'function') {
      throw new Error(`${PAGE_HANDLER_MODULE} does not export createPageHandler()`);
    }
    return { handler: await mod.createPageHandler(options) };
  } catch (error) {
    return { error };
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What apps/web's `server.ts` provides (the SSR boundary in coordination.md). Declared here rather
 * than imported so the server type-checks without compiling the web app's sources.
 */
export interface PageHandler {
  /** Renders a page request (any GET that is not /api/*, /healthz, or an asset). */
  handle(request: Request): Promise<Response>;
  /** Development only: Vite's connect middleware (HMR, on-demand modules); mounted before routes. */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  /** Production only: absolute path of the built client assets, served at `assetsBase`. */
  staticDir?: string;
  assetsBase?: string;
  close(): Promise<void>;
}

export interface PageHandlerModule {
  createPageHandler(options: {
    mode: 'development' | 'production';
    apiFetch: typeof fetch;
  }): Promise<PageHandler>;
}

/** The export of the web workspace package that holds `createPageHandler`. */
export const PAGE_HANDLER_MODULE = '@storefront/web/server';

/**
 * Builds the page handler, or returns the error that prevented it: the API must keep serving even
 * when the web app fails to build or render.
 */
export async function loadPageHandler(
  mode: 'development' | 'production',
  apiFetch: typeof fetch,
  importModule: (specifier: string) => Promise<unknown> = (specifier) => import(specifier),
): Promise<{ handler: PageHandler } | { error: unknown }> {
  try {
    const mod = (await importModule(PAGE_HANDLER_MODULE)) as Partial<PageHandlerModule>;
    if (typeof mod.createPageHandler !== 'function') {
      throw new Error(`${PAGE_HANDLER_MODULE} does not export createPageHandler()`);
    }
    return { handler: await mod.createPageHandler({ mode, apiFetch }) };
  } catch (error) {
    return { error };
  }
}

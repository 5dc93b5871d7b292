/**
 * The types of the SSR boundary between this app and apps/server, in a module of their own (no
 * imports from the app) so that the server can type-check against them without compiling the web
 * app's sources.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiClient } from '@storefront/api-client';
import type { LanguageTag } from '@storefront/site';

/** What the server knows of one page request beyond the request itself. */
export interface PageRequestContext {
  /**
   * The loaders' API client in a site's language, answering without HTTP (the server calls its
   * handlers directly). Without it, loaders call the API through `apiFetch`.
   */
  api?: (language: LanguageTag) => ApiClient;
}

export interface PageHandler {
  /** Renders a page request (any GET that is not /api/*, /healthz, or an asset). */
  handle(request: Request, context?: PageRequestContext): Promise<Response>;
  /** Development only: Vite's connect middleware (HMR, on-demand modules); mount before routes. */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  /** Production only: absolute path of the built client assets, served at `assetsBase`. */
  staticDir?: string;
  assetsBase?: string;
  close(): Promise<void>;
}

export interface PageHandlerOptions {
  mode: 'development' | 'production';
  /** fetch for the api-client during SSR; the server routes it in-process (no network hop). */
  apiFetch: typeof fetch;
  /**
   * TRACKING_SCRIPT_URL as the server's configuration checked it (the server's CSP allows its origin);
   * every page loads it. None when absent.
   */
  trackingScriptUrl?: string | null;
}

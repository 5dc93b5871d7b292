/**
 * The data the server hands the browser in the document: JSON blocks (`<script type="application/json">`),
 * which the browser never runs as script, so the Content-Security-Policy needs no `'unsafe-inline'`.
 * Written by `Document.server.tsx`, read by `entry.client.ts` and `hydrate.tsx`.
 */
export const documentDataIds = {
  /**
   * The `SiteConfig` (origins of the two sites, the tracking script). The first block after the app's
   * HTML: the first paint waits for it (`Document.server.tsx`).
   */
  siteConfig: 'sf-site-config',
  /** The static router's loader data, action data and errors, for hydration. */
  routerHydration: 'sf-router-hydration',
  /** The page's chunks (URLs), which the client entry preloads once the page has painted. */
  modulePreloads: 'sf-module-preloads',
} as const;

declare global {
  interface Window {
    /** Where `createBrowserRouter` looks for the server's router state (and revives its errors). */
    __staticRouterHydrationData?: unknown;
  }
}

/** The parsed JSON of a data block of `document`; null when the block is missing or empty. */
export function readDocumentData<T>(id: string, document: Document = globalThis.document): T | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
}

/**
 * The SSR boundary between this app and apps/server (see coordination.md): the server hands every page
 * request to `handle` and mounts `middleware` (development) or serves `staticDir` at `assetsBase`
 * (production). Loaded by the server through tsx in both modes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageHandler, PageHandlerOptions } from './pageHandler';
import type { SiteOrigins } from './src/i18n/locale';
import {
  assetsFromDevHtml,
  assetsFromManifest,
  type ManifestChunk,
} from './src/server/documentAssets.server';

export type { PageHandler, PageHandlerOptions } from './pageHandler';

type ServerEntry = typeof import('./src/entry.server');

// Found through the package's own name rather than this module's place: the server's build bundles
// this module into apps/server/dist, while dist/ below stays here.
const appRoot = dirname(createRequire(import.meta.url).resolve('@storefront/web/package.json'));
const clientEntry = 'src/entry.client.ts';
const assetsBase = '/assets/';

/** SITE_ORIGIN_CN / SITE_ORIGIN_EN; unset means each language switch stays on the current origin. */
function siteOriginsFromEnv(): SiteOrigins {
  return { cn: process.env.SITE_ORIGIN_CN || null, en: process.env.SITE_ORIGIN_EN || null };
}

function logRenderError(error: unknown): void {
  console.error('[web] page rendering failed:', error);
}

export async function createPageHandler(options: PageHandlerOptions): Promise<PageHandler> {
  return options.mode === 'development'
    ? createDevelopmentHandler(options)
    : createProductionHandler(options);
}

async function createDevelopmentHandler({
  apiFetch,
  trackingScriptUrl = null,
}: PageHandlerOptions): Promise<PageHandler> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: appRoot,
    configFile: resolve(appRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true },
  });
  const documentTemplate = `<!doctype html><html><head></head><body><script type="module" src="/${clientEntry}"></script></body></html>`;

  return {
    middleware: (req, res, next) => vite.middlewares(req, res, next),
    async handle(request, context) {
      try {
        const url = new URL(request.url);
        // Whatever Vite and its plugins inject into an HTML page (its client, React Refresh) goes into ours.
        const html = await vite.transformIndexHtml(url.pathname + url.search, documentTemplate);
        const entry = (await vite.ssrLoadModule('/src/entry.server.tsx')) as ServerEntry;
        const assets = assetsFromDevHtml(html, `/${clientEntry}`, await devStylesheets(vite));
        return await entry.render(request, {
          apiFetch,
          apiClient: context?.api,
          assets,
          siteOrigins: siteOriginsFromEnv(),
          trackingScriptUrl,
          exposeErrors: true,
          onError: (error) => {
            if (error instanceof Error) vite.ssrFixStacktrace(error);
            logRenderError(error);
          },
        });
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        logRenderError(error);
        return new Response(`The development server could not render this page:\n\n${String(error)}`, {
          status: 500,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
      }
    },
    close: () => vite.close(),
  };
}

/**
 * CSS reached from the server entry, linked so that the first paint is styled before the client's
 * modules inject their own styles (hydrate.tsx then removes these links).
 */
async function devStylesheets(vite: import('vite').ViteDevServer): Promise<string[]> {
  const graph = vite.environments.ssr.moduleGraph;
  const entry = await graph.getModuleByUrl('/src/entry.server.tsx');
  const seen = new Set<unknown>();
  const stylesheets: string[] = [];
  const visit = (node: typeof entry) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    if (/\.css($|\?)/.test(node.url))
      stylesheets.push(`${node.url}${node.url.includes('?') ? '&' : '?'}direct`);
    for (const imported of node.importedModules) visit(imported);
  };
  visit(entry);
  return stylesheets;
}

async function createProductionHandler({
  apiFetch,
  trackingScriptUrl = null,
}: PageHandlerOptions): Promise<PageHandler> {
  const clientDir = resolve(appRoot, 'dist/client');
  const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = (await import(
    pathToFileURL(resolve(appRoot, 'dist/server/entry.server.js')).href
  )) as ServerEntry;
  const assets = assetsFromManifest(manifest, clientEntry, assetsBase);
  const siteOrigins = siteOriginsFromEnv();

  return {
    handle: (request, context) =>
      entry.render(request, {
        apiFetch,
        apiClient: context?.api,
        assets,
        siteOrigins,
        trackingScriptUrl,
        onError: logRenderError,
      }),
    staticDir: clientDir,
    assetsBase,
    close: async () => {},
  };
}

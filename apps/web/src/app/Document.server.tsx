import { reservedDockAttributes } from '@storefront/ui';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { documentDataIds } from './documentData';
import type { PageMeta } from './meta';
import type { PageLinks } from './pageLinks';
import { scriptSafeJson } from './scriptSafeJson';
import type { SiteConfig } from './siteConfig';

/** A script the document loads: external (`src`) or inline (`content`), classic or module. */
export interface ScriptAsset {
  src?: string;
  content?: string;
  type?: 'module';
}

/** What the build (or the dev server) contributes to every page. */
export interface DocumentAssets {
  stylesheets: string[];
  /** Development: the stylesheets only cover the first paint; the client removes them after start. */
  transientStylesheets?: boolean;
  /** The page's chunks, listed for the client entry, which preloads them once the page has painted. */
  modulePreloads: string[];
  /** Scripts that must run before the app, e.g. Vite's dev client and React Refresh preamble. */
  headScripts: ScriptAsset[];
  /** The client entry. */
  bodyScripts: ScriptAsset[];
}

/**
 * Production: the assets of a page depend on its matched routes; given the source files of their lazy
 * modules, the entry's assets plus those modules' CSS and chunks.
 */
export type AssetsOfPage = (lazyModuleFiles: readonly string[]) => DocumentAssets;

/** Without `canonical` (status, personal and search pages) the head says `noindex` to robots. */
export interface DocumentProps extends PageLinks {
  /** BCP 47 language of the page, for `<html lang>`. */
  lang: 'zh-CN' | 'en';
  title: string;
  meta: PageMeta;
  assets: DocumentAssets;
  siteConfig: SiteConfig;
  /** Serialized router state for `createBrowserRouter` (already JSON, escaped by `scriptSafeJson`). */
  hydrationJson: string;
  /** The app, rendered as a root of its own inside `#root`. */
  children: ReactNode;
  /**
   * The page's shell will show the floating widgets that rest in the bottom band of narrow screens (they
   * come once the browser is idle): `<html>` reserves the band from the first paint (@storefront/ui's
   * `reservedDockAttributes`), so their arrival restyles and moves nothing.
   */
  reservesDock?: boolean;
}

/** `<html>`'s attributes. */
function htmlAttributes(props: DocumentProps): string {
  const attributes: Record<string, string> = {
    lang: props.lang,
    ...(props.reservesDock && reservedDockAttributes),
  };
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

function Script({ script }: { script: ScriptAsset }) {
  return script.content !== undefined ? (
    // Development only (Vite's preamble): the production build has no inline script, and its CSP allows none.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: inline scripts come from the dev server, never from users
    <script type={script.type} dangerouslySetInnerHTML={{ __html: script.content }} />
  ) : (
    <script type={script.type} src={script.src} />
  );
}

/** A JSON block the client entry reads (`readDocumentData`); the browser does not run it. */
function DataBlock({ id, json }: { id: string; json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made JSON, escaped by scriptSafeJson
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The brand mark as an inline icon: no extra request, and browsers stop asking for /favicon.ico.
 * Colours are the tokens' --sf-palette-blue-700 and white (CSS variables do not reach a favicon).
 */
const favicon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0d3b7a"/><path d="M9 8v16M23 8v16M9 16h14" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/></svg>',
)}`;

/**
 * The Open Graph tags of a shared page, and the schema.org microdata ones WeChat's in-app browser reads
 * for a share card's title, description and picture.
 */
function ShareMeta({ share }: { share: NonNullable<PageMeta['share']> }) {
  return (
    <>
      <meta property="og:type" content={share.type} />
      <meta property="og:title" content={share.title} />
      <meta property="og:description" content={share.description} />
      <meta property="og:image" content={share.image} />
      <meta property="og:url" content={share.url} />
      <meta itemProp="name" content={share.title} />
      <meta itemProp="description" content={share.description} />
      <meta itemProp="image" content={share.image} />
    </>
  );
}

function DocumentHead(props: DocumentProps) {
  const { assets } = props;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{props.title}</title>
      <meta name="description" content={props.meta.description} />
      {props.meta.share ? <ShareMeta share={props.meta.share} /> : null}
      <link rel="icon" type="image/svg+xml" href={favicon} />
      {props.canonical ? (
        <link rel="canonical" href={props.canonical} />
      ) : (
        <meta name="robots" content="noindex" />
      )}
      {Object.entries(props.alternates ?? {}).map(([hreflang, href]) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {assets.stylesheets.map((href) => (
        <link
          key={href}
          rel="stylesheet"
          href={href}
          data-dev-css={assets.transientStylesheets || undefined}
        />
      ))}
      {/* The first paint waits until the app's HTML is parsed whole, up to the first data block after it:
          a browser painting a page it had parsed in part (a slow device, the body arriving in pieces)
          painted the header short of its last items, or a carousel before its slides, and the rest then
          moved them (layout shifts). Browsers without `blocking` ignore the link. */}
      <link rel="expect" href={`#${documentDataIds.siteConfig}`} blocking="render" />
      {assets.headScripts.map((script) => (
        <Script key={script.src ?? script.content} script={script} />
      ))}
      {props.siteConfig.trackingScriptUrl ? <script async src={props.siteConfig.trackingScriptUrl} /> : null}
    </>
  );
}

function DocumentScripts(props: DocumentProps) {
  return (
    <>
      <DataBlock id={documentDataIds.siteConfig} json={scriptSafeJson(props.siteConfig)} />
      <DataBlock id={documentDataIds.routerHydration} json={props.hydrationJson} />
      {props.assets.modulePreloads.length > 0 ? (
        <DataBlock id={documentDataIds.modulePreloads} json={scriptSafeJson(props.assets.modulePreloads)} />
      ) : null}
      {props.assets.bodyScripts.map((script) => (
        <Script key={script.src ?? script.content} script={script} />
      ))}
    </>
  );
}

/** React's mark of a Suspense boundary left to the browser to render (its fallback follows). */
const clientRenderedBoundary = '<!--$!-->';

/**
 * The HTML document around the app. The app is rendered as a root of its own, exactly as the browser
 * hydrates `#root`: ids from `useId` depend on the position in the tree, so the server must not render
 * the app inside `<html>`/`<body>` elements the client never sees. The head around it is static markup.
 *
 * The app is rendered to one string: the page is answered whole anyway (kept by the server's page cache,
 * compressed in one call), and nothing on the server suspends, since the route loaders have read all the
 * data before the render and the lazy parts (`IdleWidgets`) render only in the browser; a part that
 * suspends anyway is an error (the page's error boundary answers). A stream cost a product page about
 * 3 ms more of the server's CPU (2-core machine): React encoding its HTML into 4 KB views and a web
 * stream's promise per view, read back into one buffer.
 */
export function renderDocument(props: DocumentProps): string {
  const head = renderToStaticMarkup(<DocumentHead {...props} />);
  const app = renderToString(props.children);
  // Where a part suspended, `renderToString` sends its fallback and leaves the part to the browser, silently.
  if (app.includes(clientRenderedBoundary)) {
    throw new Error(
      'A part of the page suspended on the server, which renders it to one string without waiting',
    );
  }
  const scripts = renderToStaticMarkup(<DocumentScripts {...props} />);
  return `<!DOCTYPE html><html${htmlAttributes(props)}><head>${head}</head><body><div id="root">${app}</div>${scripts}</body></html>`;
}

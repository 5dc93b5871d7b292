import type { ReactNode } from 'react';
import type { PageMeta } from './meta';
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
  modulePreloads: string[];
  /** Scripts that must run before the app, e.g. Vite's dev client and React Refresh preamble. */
  headScripts: ScriptAsset[];
  /** The client entry. */
  bodyScripts: ScriptAsset[];
}

export interface DocumentProps {
  lang: string;
  title: string;
  meta: PageMeta;
  /** Absolute URL of this page; omitted for status pages, which must not be indexed. */
  canonical?: string;
  /** hreflang → absolute URL of the same page in each language (plus x-default). */
  alternates?: Record<string, string>;
  assets: DocumentAssets;
  siteConfig: SiteConfig;
  /** Serialized router state for `createBrowserRouter` (already a JSON string). */
  hydrationJson: string;
  children: ReactNode;
}

/** JSON inside an inline script: nothing in it may close the script element or break a JS string. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function Script({ script }: { script: ScriptAsset }) {
  return script.content !== undefined ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: inline scripts come from the build or the dev server, never from users
    <script type={script.type} dangerouslySetInnerHTML={{ __html: script.content }} />
  ) : (
    <script type={script.type} src={script.src} />
  );
}

/**
 * The HTML document around the app, rendered on the server only: the browser hydrates `#root`,
 * so the head can differ between pages without hydration mismatches.
 */
export function Document(props: DocumentProps) {
  const { assets } = props;
  const bootstrap = `window.__SITE_CONFIG__=${scriptSafeJson(props.siteConfig)};window.__staticRouterHydrationData=${props.hydrationJson};`;
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        <meta name="description" content={props.meta.description} />
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
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.headScripts.map((script) => (
          <Script key={script.src ?? script.content} script={script} />
        ))}
      </head>
      <body>
        <div id="root">{props.children}</div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-made JSON, escaped by scriptSafeJson */}
        <script dangerouslySetInnerHTML={{ __html: bootstrap }} />
        {assets.bodyScripts.map((script) => (
          <Script key={script.src ?? script.content} script={script} />
        ))}
      </body>
    </html>
  );
}

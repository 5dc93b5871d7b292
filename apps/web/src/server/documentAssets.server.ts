import type { AssetsOfPage, DocumentAssets, ScriptAsset } from '../app/Document.server';

/**
 * The manifest key of the app's one stylesheet when the build does not split CSS by chunk
 * (`build.cssCodeSplit: false`, what vite.config.ts sets).
 */
const wholeAppStylesheet = 'style.css';

/** One entry of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Production: what a page needs on first load. The client entry's script; every chunk the entry and
 * the page's lazy route modules import statically, and the app the entry imports once the page has
 * painted (its dynamic imports) with everything that imports, to be preloaded (the route modules
 * themselves too, so that hydration, which resolves them first, fetches nothing not named); and every
 * stylesheet of those chunks, so that the page is styled on first paint, also without JavaScript.
 * Stylesheets come in module evaluation order (a chunk's imports before the chunk), the order in which
 * the client would have inserted them; a build without CSS code splitting has one, for every page.
 * Answers are memoized per list of modules.
 */
export function assetsFromManifest(
  manifest: Record<string, ManifestChunk>,
  clientEntry: string,
  base: string,
): AssetsOfPage {
  const entryChunk = manifest[clientEntry];
  if (!entryChunk) throw new Error(`The client build has no entry ${clientEntry}; run the web build first`);
  const bodyScripts: ScriptAsset[] = [{ src: base + entryChunk.file, type: 'module' }];
  const byModules = new Map<string, DocumentAssets>();

  const appStylesheet = manifest[wholeAppStylesheet];
  const collect = (lazyModuleFiles: readonly string[]): DocumentAssets => {
    const stylesheets = new Set<string>(appStylesheet ? [base + appStylesheet.file] : []);
    const modulePreloads = new Set<string>();
    const visited = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The client build has no chunk for ${key}; rebuild the web app`);
      if (visited.has(key)) return;
      visited.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const css of chunk.css ?? []) stylesheets.add(base + css);
      if (chunk !== entryChunk) modulePreloads.add(base + chunk.file);
    };
    visit(clientEntry);
    for (const app of entryChunk.dynamicImports ?? []) visit(app);
    for (const file of lazyModuleFiles) visit(file);
    return {
      stylesheets: [...stylesheets],
      modulePreloads: [...modulePreloads],
      headScripts: [],
      bodyScripts,
    };
  };

  return (lazyModuleFiles) => {
    const key = lazyModuleFiles.join('\n');
    let assets = byModules.get(key);
    if (!assets) {
      assets = collect(lazyModuleFiles);
      byModules.set(key, assets);
    }
    return assets;
  };
}

/**
 * Development: the scripts of an HTML page after Vite's `transformIndexHtml` (its client, the React
 * Refresh preamble, the client entry), in order; the entry goes to the end of the body.
 */
export function assetsFromDevHtml(
  html: string,
  clientEntryUrl: string,
  stylesheets: string[],
): DocumentAssets {
  const scripts: ScriptAsset[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    const type = /\btype="module"/.test(attributes) ? ('module' as const) : undefined;
    scripts.push(src ? { src, type } : { content: match[2] ?? '', type });
  }
  const isEntry = (script: ScriptAsset) => script.src === clientEntryUrl;
  return {
    stylesheets,
    transientStylesheets: true,
    modulePreloads: [],
    headScripts: scripts.filter((script) => !isEntry(script)),
    bodyScripts: scripts.filter(isEntry),
  };
}

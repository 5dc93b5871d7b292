import type { DocumentAssets, ScriptAsset } from '../app/Document.server';

/** One entry of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * Production: the client entry's script, the chunks it imports statically (preloaded) and every
 * stylesheet of those chunks, as URLs under `base`.
 */
export function assetsFromManifest(
  manifest: Record<string, ManifestChunk>,
  clientEntry: string,
  base: string,
): DocumentAssets {
  const entryChunk = manifest[clientEntry];
  if (!entryChunk) throw new Error(`The client build has no entry ${clientEntry}; run the web build first`);
  const stylesheets = new Set<string>();
  const modulePreloads = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    for (const css of chunk.css ?? []) stylesheets.add(base + css);
    if (chunk !== entryChunk) modulePreloads.add(base + chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(clientEntry);
  return {
    stylesheets: [...stylesheets],
    modulePreloads: [...modulePreloads],
    headScripts: [],
    bodyScripts: [{ src: base + entryChunk.file, type: 'module' }],
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

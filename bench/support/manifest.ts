/**
 * First-load JavaScript from Vite's build manifest (dist/client/.vite/manifest.json): what a browser
 * must fetch before a route can run is the entry chunk and the route module's chunk with all their
 * static imports, transitively; dynamic imports load later and do not count.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The key of the client entry (the one chunk marked isEntry). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one client entry in the manifest, found ${entries.length}`);
  return entries[0] as string;
}

/**
 * The manifest key of a route module given its source path without extension below the web app
 * (`src/routes/cart/cart`), or null when the build has no such module.
 */
export function routeKey(manifest: Manifest, modulePath: string): string | null {
  return Object.keys(manifest).find((key) => key.replace(/\.[cm]?[jt]sx?$/, '') === modulePath) ?? null;
}

/** The files of the chunks `keys` and of everything they statically import, each once, in load order. */
export function staticFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The message-catalog parts each lazy page module names in apps/web/src/routes.tsx
 * (`file: 'src/routes/….tsx', …, catalogParts: ['product']`), by the module's source file: they load
 * with the page, so they are first-load JS of it. Read from the source text, since the route table
 * itself imports CSS and React and cannot run here.
 */
export function catalogPartsByFile(routesSource: string): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  const files = [...routesSource.matchAll(/file:\s*'([^']+)'/g)];
  files.forEach((match, i) => {
    const end = files[i + 1]?.index ?? routesSource.length;
    const declaration = routesSource.slice(match.index, end);
    const named = /catalogParts:\s*\[([^\]]*)\]/.exec(declaration)?.[1] ?? '';
    parts.set(
      match[1] as string,
      [...named.matchAll(/'([^']+)'/g)].map((part) => part[1] as string),
    );
  });
  return parts;
}

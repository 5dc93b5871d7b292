import type { Plugin } from 'vite';

/** A module that runs on the server only is named `*.server.ts` (or `.tsx`, `.js`, …). */
export const serverOnlyModulePattern = /\.server\.[cm]?[jt]sx?$/;

/**
 * Fails the client build, and a browser's request to the dev server, when a module the browser loads
 * imports a `*.server.*` module (ARCHITECTURE 12: the client bundle holds no server-only code). Without
 * it such an import builds silently and ships the server code, e.g. react-dom/server, to every visitor.
 * Type-only imports are erased before resolution and stay allowed.
 */
export function serverOnlyModules(): Plugin {
  return {
    name: 'storefront:server-only-modules',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const resolvedPath = resolved?.id.split('?')[0] ?? '';
      if (serverOnlyModulePattern.test(resolvedPath)) {
        this.error(
          `${importer} imports the server-only module ${resolvedPath}; client code must not import *.server.* modules`,
        );
      }
      return resolved;
    },
  };
}

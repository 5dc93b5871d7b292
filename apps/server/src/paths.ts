import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This module sits one folder below it both in the
 * sources (src/paths.ts, run by tsx and Vitest) and in the build (dist/main.js, into which esbuild
 * bundles it), so one relative step is right in both; files read at run time are found from here
 * rather than from each module's own place, which the bundle does not keep.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

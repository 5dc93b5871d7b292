import { useEffect } from 'react';
import { reloadAfterChunkError } from './chunkReload';

/**
 * Error boundaries call this with their error (a route's lazy module that failed to load reloads the page
 * once, `reloadAfterChunkError`); it only acts in the browser.
 */
export function useChunkReloadOnError(error: unknown): void {
  useEffect(() => {
    reloadAfterChunkError(error);
  }, [error]);
}

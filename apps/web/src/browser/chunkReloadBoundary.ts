import { useEffect } from 'react';
import { claimChunkReload, isChunkLoadError } from './chunkReload';
import { browserSessionStorage, createPrefixedStorage } from './storage';

/**
 * Reloads the page once when a route's lazy module failed to load (usually a new deployment replaced the
 * old asset names); the 60-second guard in session storage leaves the error page up if it fails again.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const session = createPrefixedStorage(browserSessionStorage());
  if (!claimChunkReload(session, Date.now())) return false;
  window.location.reload();
  return true;
}

/** Error boundaries call this with their error; it only acts in the browser. */
export function useChunkReloadOnError(error: unknown): void {
  useEffect(() => {
    reloadAfterChunkError(error);
  }, [error]);
}

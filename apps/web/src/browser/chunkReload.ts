import { browserSessionStorage, createPrefixedStorage, type PrefixedStorage } from './storage';

/** SPEC §8: a chunk load failure triggers at most one page reload per 60 seconds. */
export const chunkReloadIntervalMs = 60_000;
const lastReloadKey = 'chunkReloadAt';

/** Whether an error is a failed dynamic import or chunk (new deployment, flaky network). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Decides whether to reload after a chunk failure and, if so, notes the time in session storage.
 * A reload picks up the new deployment's asset names; the 60-second guard stops a reload loop when the
 * assets are really gone.
 */
export function claimChunkReload(session: PrefixedStorage, now: number): boolean {
  const last = session.get<number>(lastReloadKey);
  if (typeof last === 'number' && now - last < chunkReloadIntervalMs && now >= last) return false;
  session.set(lastReloadKey, now);
  return true;
}

/**
 * Reloads the page once when a chunk failed to load (usually a new deployment replaced the old asset
 * names); the 60-second guard in session storage leaves the page as it is if it fails again.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const session = createPrefixedStorage(browserSessionStorage());
  if (!claimChunkReload(session, Date.now())) return false;
  window.location.reload();
  return true;
}

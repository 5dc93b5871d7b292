/**
 * Gives memory back after a burst of requests. Under load V8 grows its heap (old generation pages,
 * compiled code) and keeps the pages once the load stops: nothing collects a heap nobody allocates
 * in. Once the server has been idle for `idleMs` after at least `minRequests` requests, one full
 * collection runs, which frees the emptied pages (the server's RSS 15 s after 1,200 different product
 * pages: +9 MB over idle instead of +37 MB; ADR 0005). Then the database thread collects its own heap,
 * and then malloc's free pages go back to the kernel (`malloc-trim.ts`): what the collections freed
 * outside V8's heap otherwise stays in the RSS. It runs when nobody waits for an answer, at most once
 * per burst.
 *
 * It needs `gc` (`node --expose-gc`, the `start` script): without it, it does nothing.
 */
export interface IdleCollectionOptions {
  /** Quiet time after the last request before collecting. */
  idleMs?: number;
  /** Requests since the last collection that make one worth it (a few health checks do not). */
  minRequests?: number;
  gc?: (() => void) | undefined;
  /** The database thread's collection (PGlite), resolved once it is done; never rejected. */
  collectDatabase?: (() => Promise<void>) | undefined;
  /** Gives malloc's free pages back (`loadMallocTrim`), once both collections have freed theirs. */
  trimMalloc?: (() => unknown) | undefined;
}

export interface IdleCollection {
  /** Counts a request (the HTTP server's `request` event). */
  requestDone(): void;
}

export function collectWhenIdle({
  idleMs = 5_000,
  minRequests = 100,
  gc = (globalThis as { gc?: () => void }).gc,
  collectDatabase,
  trimMalloc,
}: IdleCollectionOptions = {}): IdleCollection {
  let sinceCollection = 0;
  let timer: NodeJS.Timeout | undefined;
  const collect = async () => {
    timer = undefined;
    sinceCollection = 0;
    gc?.();
    await collectDatabase?.();
    trimMalloc?.();
  };
  return {
    requestDone() {
      if (!gc) return;
      sinceCollection += 1;
      if (sinceCollection < minRequests) return;
      // Pushed back by every request: it fires only after `idleMs` without one.
      if (timer) timer.refresh();
      // Unreferenced: it never keeps a stopping process alive.
      else timer = setTimeout(() => void collect(), idleMs).unref();
    },
  };
}

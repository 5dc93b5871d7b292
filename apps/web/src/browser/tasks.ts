/**
 * Scheduling for the browser's main thread. Each piece of start-up work in a task of its own keeps every
 * task short: the browser can paint and answer input between them (a long task is one over 50 ms).
 */

/** A new task, after whatever the browser has queued meanwhile. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs `callback` once the browser is idle (after 2 s at the latest; a timeout where requestIdleCallback
 * is missing: Safari). Returns the cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

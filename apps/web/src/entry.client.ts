import { documentDataIds, readDocumentData } from './app/documentData';
import { reloadAfterChunkError } from './browser/chunkReload';

/**
 * The client entry. The server's HTML and stylesheet make the first paint; the JavaScript only hydrates
 * it. So the entry (this module, under 2 KB) waits for the first contentful paint, then preloads every
 * chunk of the page at once (the server's list: the app, the page's lazy route modules and catalog, and
 * what they import) and starts the app (`hydrate.tsx`). The scripts no longer share the link with the
 * stylesheet before the first paint, and evaluating and hydrating them does not hold that paint back.
 */
function afterFirstContentfulPaint(): Promise<void> {
  // A page opened in the background paints only when shown: nothing to wait for.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    // Without paint timing: animation frames run just before a paint (none while the stylesheet still
    // blocks rendering), and the task queued from one runs after that paint.
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Fetches started per task. Adding a `modulepreload` link starts its fetch at once, a millisecond or more
 * of the main thread each; a page lists 30 to 50 chunks, and all of them in one task was the longest task
 * after the first paint (a product page in Lighthouse mobile: 46 links, 69 ms; apps/web/README.md).
 */
const PRELOADS_PER_TASK = 4;

async function preloadModules(hrefs: readonly string[]): Promise<void> {
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}

/**
 * A new task, so that the browser can handle input and paint in between (browser/tasks.ts has the app's;
 * the entry imports nothing it would have to wait for).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterFirstContentfulPaint()
  .then(async () => {
    // The list names each chunk after those it imports, React's first: the import below finds it preloaded.
    const preloading = preloadModules(readDocumentData<string[]>(documentDataIds.modulePreloads) ?? []);
    // Evaluating React and the app's modules in one go is one long task: React first, the app in a task
    // of its own.
    await import('react-dom/client');
    await nextTask();
    await preloading;
    await import('./hydrate');
  })
  .catch((error: unknown) => {
    // The app's chunks failed to load (a new deployment): reload once (guarded); the HTML stays usable.
    if (!reloadAfterChunkError(error)) console.error('[web] the app failed to load:', error);
  });

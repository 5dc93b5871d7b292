import { lazy, Suspense, useEffect, useState } from 'react';
import type { ShellWidgetsProps } from './ShellWidgets';

const ShellWidgets = lazy(() => import('./ShellWidgets'));

/** Runs `callback` once the browser is idle (a timeout where requestIdleCallback is missing: Safari). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The shell's floating widgets, left out of the server HTML and of hydration: rendered, and their code
 * loaded, once the browser is idle after hydration. They float over the page, so nothing shifts when
 * they appear.
 */
export function IdleWidgets(props: ShellWidgetsProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ShellWidgets {...props} />
    </Suspense>
  );
}

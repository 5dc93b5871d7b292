import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../browser/tasks';
import type { ShellWidgetsProps } from './ShellWidgets';

const ShellWidgets = lazy(() => import('./ShellWidgets'));

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

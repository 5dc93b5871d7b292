import type { ReactNode } from 'react';
import classes from './ToolboxForm.module.css';

/**
 * A box that scrolls a wide table sideways on a phone instead of widening the page. It takes keyboard focus
 * so that the hidden columns can be reached with the arrow keys (axe: scrollable-region-focusable). It is
 * not a named region: several panels on one page would repeat the landmark.
 */
export function ToolboxFormTableScroll({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable to scroll by keyboard.
    <div className={classes.TableScroll} tabIndex={0}>
      {children}
    </div>
  );
}

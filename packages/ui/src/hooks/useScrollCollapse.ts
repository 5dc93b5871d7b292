import { type RefObject, useEffect, useState } from 'react';

/** SPEC §4: the header search bar collapses once the page scrolls past the bar's height plus this. */
export const SEARCH_COLLAPSE_OFFSET = 30;

/** Whether a bar of `barHeight` px should be collapsed at `scrollY` (strictly past height + offset). */
export function isPastCollapsePoint(
  scrollY: number,
  barHeight: number,
  offset = SEARCH_COLLAPSE_OFFSET,
): boolean {
  return scrollY > barHeight + offset;
}

/**
 * Tracks the window scroll and answers whether the element in `ref` should be collapsed. The bar's height
 * is measured when it is expanded, so collapsing it (height 0) does not move the threshold.
 */
export function useScrollCollapse(
  ref: RefObject<HTMLElement | null>,
  offset: number = SEARCH_COLLAPSE_OFFSET,
): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    let barHeight = 0;
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = ref.current;
      if (element && element.dataset.state !== 'collapsed') barHeight = element.offsetHeight;
      setCollapsed(isPastCollapsePoint(window.scrollY, barHeight, offset));
    };
    // One update per frame at most: scroll fires far more often than the page paints.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first measurement waits for a frame too: reading a height while the page mounts (or hydrates)
    // forces a layout of the whole page in the middle of that work.
    frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, offset]);
  return collapsed;
}

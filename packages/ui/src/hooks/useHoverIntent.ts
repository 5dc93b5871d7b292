import { useCallback, useEffect, useRef } from 'react';

/** SPEC §9: menus close 300 ms after the pointer leaves them. */
export const MENU_CLOSE_DELAY = 300;

/**
 * A cancellable delayed action for hover menus: `schedule()` runs `onClose` after `delay` ms unless
 * `cancel()` comes first (the pointer came back). Pending timers are cleared on unmount.
 */
export function useHoverIntent(onClose: () => void, delay: number = MENU_CLOSE_DELAY) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const cancel = useCallback(() => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, []);

  const schedule = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      onCloseRef.current();
    }, delay);
  }, [cancel, delay]);

  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}

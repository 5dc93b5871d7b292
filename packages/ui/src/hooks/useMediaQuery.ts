import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §9: the shell is in mobile mode when the window is narrower than 1280 px. */
export const MOBILE_QUERY = '(max-width: 1279.98px)';

/** The user asked the system to reduce motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether a media query matches, kept in step with the window. During server rendering (and the hydration
 * pass) it returns `serverValue`, so markup matches; CSS should do the layout, this hook only drives behaviour.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverValue;
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

/** True below 1280 px (SPEC §9 mobile mode). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** True when the user prefers reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

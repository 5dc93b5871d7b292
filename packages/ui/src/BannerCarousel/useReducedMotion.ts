import { useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked for reduced motion. False on the server and the first client render (so
 * hydration matches), then follows the media query.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    setReduced(media.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

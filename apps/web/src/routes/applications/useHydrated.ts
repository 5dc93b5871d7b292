import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether the page runs JavaScript: false on the server and while the page hydrates (so that both render
 * the same), true from the render after it and on every page the app itself navigates to.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { type ReactNode, useEffect, useState } from 'react';
import { type AuthActor, AuthContext } from '../auth/auth';
import { CartContext } from '../routes/cart/cartActor';
import type { AppActors } from './appActors';

/**
 * Offers the app's auth and cart actors to the page tree. It calls `load` after hydration and starts the
 * actors with the function it resolves to, so the server and the first browser render match (logged out, login unknown, no cart)
 * and the actors' code (xstate, the machines) is fetched once the page is interactive instead of
 * delaying it.
 */
export function AppActorsProvider({
  load,
  authRef,
  children,
}: {
  load: () => Promise<() => AppActors>;
  /** Receives the running auth actor, for code outside React (the API client's 401 handler). */
  authRef?: { current: AuthActor | null };
  children: ReactNode;
}) {
  const [actors, setActors] = useState<AppActors | null>(null);
  useEffect(() => {
    let started: AppActors | null = null;
    let unmounted = false;
    load().then(
      (start) => {
        // Unmounted while loading (StrictMode's first effect run, a remount): no actors for this one.
        if (unmounted) return;
        started = start();
        if (authRef) authRef.current = started.auth;
        setActors(started);
      },
      (error: unknown) => {
        // Without the actors the pages stay usable, logged out.
        console.error('[web] the login and cart failed to load:', error);
      },
    );
    return () => {
      unmounted = true;
      if (!started) return;
      started.stop();
      if (authRef?.current === started.auth) authRef.current = null;
      setActors(null);
    };
  }, [load, authRef]);
  return (
    <AuthContext value={actors?.auth ?? null}>
      <CartContext value={actors?.cart ?? null}>{children}</CartContext>
    </AuthContext>
  );
}

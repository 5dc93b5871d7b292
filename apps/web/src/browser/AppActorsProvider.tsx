import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { type AuthActor, AuthContext, AuthReadyContext } from '../auth/auth';
import { CartContext } from '../routes/cart/cartActor';
import type { AppActors } from './appActors';

/**
 * Offers the app's auth and cart actors to the page tree. It calls `load` after hydration and starts the
 * actors with the function it resolves to, so the server and the first browser render match (logged out, login unknown, no cart)
 * and the actors' code (xstate, the machines) is fetched once the page is interactive instead of
 * delaying it. Until then `AuthReadyContext` holds the promise of the auth actor, for a login sent early.
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
  const [ready] = useState(readiness);
  useEffect(() => {
    let started: AppActors | null = null;
    let unmounted = false;
    load().then(
      (start) => {
        // Unmounted while loading (StrictMode's first effect run, a remount): no actors for this one.
        if (unmounted) return;
        const running = start();
        started = running;
        if (authRef) authRef.current = running.auth;
        // Every consumer of the login and the cart renders again: in slices (a transition), as hydration did.
        startTransition(() => setActors(running));
        ready.resolve(running.auth);
      },
      (error: unknown) => {
        // Without the actors the pages stay usable, logged out.
        console.error('[web] the login and cart failed to load:', error);
        ready.reject(error);
      },
    );
    return () => {
      unmounted = true;
      if (!started) return;
      started.stop();
      if (authRef?.current === started.auth) authRef.current = null;
      setActors(null);
    };
  }, [load, authRef, ready]);
  return (
    <AuthReadyContext value={ready.promise}>
      <AuthContext value={actors?.auth ?? null}>
        <CartContext value={actors?.cart ?? null}>{children}</CartContext>
      </AuthContext>
    </AuthReadyContext>
  );
}

/** The promise of the auth actor and its settling functions (`Promise.withResolvers`, ES2024). */
function readiness() {
  let resolve: (auth: AuthActor) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<AuthActor>((resolved, rejected) => {
    resolve = resolved;
    reject = rejected;
  });
  // A failed load is reported above; a page where nobody logs in must not also see an unhandled rejection.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

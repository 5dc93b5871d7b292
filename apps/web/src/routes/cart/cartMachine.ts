/**
 * `@storefront/ui`'s cartMachine provided with this app's API calls, and its link to the auth actor:
 * `auth.loggedIn` loads the list (SPEC §4 "loaded on header start"), `auth.loggedOut` empties it. Browser
 * code loads it after hydration (browser/appActors): xstate stays out of the first load.
 */
import { type ApiClient, unwrap } from '@storefront/api-client';
import { type CartAddRequest, type CartCountChange, type CartLine, cartMachine } from '@storefront/ui';
import { fromPromise } from 'xstate';
import type { AuthActor } from '../../auth/auth';
import type { PrefixedStorage } from '../../browser/storage';
import type { CartActor } from './cartActor';

/** cartMachine with the real actors; `api()` gives the client of the current site (prices follow the site). */
export function provideCartMachine(api: () => ApiClient) {
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise<CartLine[], void>(async () => {
        const cart = await unwrap(api().GET('/order/order', { params: { query: { size: -1 } } }));
        return cart.list;
      }),
      addToCart: fromPromise<unknown, CartAddRequest>(async ({ input }) =>
        unwrap(
          api().POST('/order/order', {
            body: { catalogNumber: input.catalogNumber, size: input.size, count: input.count },
          }),
        ),
      ),
      deleteLine: fromPromise<unknown, { id: number }>(async ({ input }) =>
        unwrap(api().DELETE('/order/order/{id}', { params: { path: { id: input.id } } })),
      ),
      batchDeleteLines: fromPromise<unknown, { ids: number[] }>(async ({ input }) =>
        unwrap(api().DELETE('/order/order/batch', { params: { query: { idList: input.ids.join(',') } } })),
      ),
      settleCart: fromPromise<unknown, { ids: number[] }>(async ({ input }) =>
        unwrap(api().PUT('/order/order/clear', { body: { idList: input.ids } })),
      ),
      updateCount: fromPromise<unknown, CartCountChange>(async ({ input }) =>
        unwrap(
          api().PUT('/order/order/{id}', {
            params: { path: { id: input.id } },
            body: { count: input.count },
          }),
        ),
      ),
    },
  });
}

export type CartMachine = ReturnType<typeof provideCartMachine>;

/** Storage key (as `sf_cartPendingAdd`) of an add made while logged out, kept across a full page load. */
export const pendingAddKey = 'cartPendingAdd';
/** How long a logged-out add waits for the login. */
export const pendingAddLifetimeMs = 30 * 60 * 1000;

function isAddRequest(value: unknown): value is CartAddRequest {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.catalogNumber === 'string' &&
    typeof item.size === 'string' &&
    typeof item.count === 'number' &&
    Number.isInteger(item.count) &&
    item.count >= 1
  );
}

/**
 * Keeps the cart in step with the login: `auth.loggedIn` when the auth actor reaches `loggedIn`,
 * `auth.loggedOut` when it leaves it. An add made while logged out lives in the machine's `pendingAdd`,
 * which survives the client-side trip to /login and back; `pending` (session storage) also keeps it
 * across a full page load (a reload of the login page, a login in a new document), and it is handed
 * back to the machine after the login unless the machine still holds it. Returns the unsubscribe.
 */
export function connectCartToAuth(
  auth: AuthActor,
  cart: CartActor,
  pending: PrefixedStorage | null = null,
): () => void {
  let loggedIn: boolean | null = null;
  const follow = () => {
    const snapshot = auth.getSnapshot();
    if (snapshot.matches('loggedIn') && loggedIn !== true) {
      loggedIn = true;
      const stored = pending?.get<unknown>(pendingAddKey);
      pending?.remove(pendingAddKey);
      const owed = cart.getSnapshot().context.pendingAdd;
      cart.send({ type: 'auth.loggedIn' });
      if (!owed && isAddRequest(stored)) cart.send({ type: 'cart.add', item: stored });
    } else if (snapshot.matches('loggedOut') && loggedIn !== false) {
      const wasLoggedIn = loggedIn === true;
      loggedIn = false;
      if (wasLoggedIn) cart.send({ type: 'auth.loggedOut' });
    }
  };
  const authSubscription = auth.subscribe(follow);
  const cartSubscription = cart.subscribe((snapshot) => {
    const { pendingAdd } = snapshot.context;
    if (snapshot.matches('loggedOut') && pendingAdd)
      pending?.set(pendingAddKey, pendingAdd, pendingAddLifetimeMs);
  });
  follow();
  return () => {
    authSubscription.unsubscribe();
    cartSubscription.unsubscribe();
  };
}

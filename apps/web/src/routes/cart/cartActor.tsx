/**
 * The cart of SPEC §3, §4, §8: `@storefront/ui`'s cartMachine provided with this app's API calls, one
 * actor for the whole app. Like the auth actor it starts in the browser after hydration (the server
 * renders no cart), and it follows the auth actor: `auth.loggedIn` loads the list (SPEC §4 "loaded on
 * header start"), `auth.loggedOut` empties it. Its notices become toasts of the shell's ToastProvider.
 */
import { type ApiClient, unwrap } from '@storefront/api-client';
import {
  type CartAddRequest,
  type CartCountChange,
  type CartLine,
  type CartNoticeTone,
  cartMachine,
  cartMessages,
  type ToastTone,
  useToast,
} from '@storefront/ui';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Actor, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type AuthActor, AuthContext } from '../../auth/auth';
import type { PrefixedStorage } from '../../browser/storage';

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
export type CartActor = Actor<CartMachine>;
export type CartSnapshot = SnapshotFrom<CartMachine>;

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

/** The app's cart actor; null during SSR and until the browser has hydrated. */
export const CartContext = createContext<CartActor | null>(null);

/** Starts the one cart actor once the auth actor runs (browser only) and offers it to the page tree. */
export function CartProvider({
  machine,
  pendingStorage = null,
  children,
}: {
  machine: CartMachine;
  /** Session storage for the logged-out add (see connectCartToAuth). */
  pendingStorage?: PrefixedStorage | null;
  children: ReactNode;
}) {
  const auth = useContext(AuthContext);
  const [actor, setActor] = useState<CartActor | null>(null);
  useEffect(() => {
    if (!auth) return;
    const started = createActor(machine, { input: { isLoggedIn: false } }).start();
    const disconnect = connectCartToAuth(auth, started, pendingStorage);
    setActor(started);
    return () => {
      disconnect();
      started.stop();
      setActor(null);
    };
  }, [auth, machine, pendingStorage]);
  return <CartContext value={actor}>{children}</CartContext>;
}

/** The cart actor of the app (null before hydration). */
export function useCartActor(): CartActor | null {
  return useContext(CartContext);
}

/** The header's count: the sum of the counts (SPEC §3 `total`); 0 without a cart. */
export function useCartTotal(): number {
  const cart = useCartActor();
  return useSelector(cart ?? undefined, (snapshot) => snapshot?.context.total ?? 0) ?? 0;
}

const toastTones: Record<CartNoticeTone, ToastTone> = {
  success: 'success',
  error: 'critical',
  warning: 'warning',
};

// The last notice shown per actor: a remounted shell (error boundary) must not show it a second time.
const shownNotices = new WeakMap<CartActor, number>();

/** Shows the cart machine's notices (SPEC §8 wording) as toasts; render it inside the ToastProvider. */
export function CartNotices() {
  const cart = useCartActor();
  const notice = useSelector(cart ?? undefined, (snapshot) => snapshot?.context.notice ?? null) ?? null;
  const toast = useToast();
  const intl = useIntl();
  useEffect(() => {
    if (!cart || !notice) return;
    if ((shownNotices.get(cart) ?? 0) >= notice.seq) return;
    shownNotices.set(cart, notice.seq);
    toast.show({ title: intl.formatMessage(cartMessages[notice.id]), tone: toastTones[notice.tone] });
  }, [cart, notice, toast, intl]);
  return null;
}

/**
 * The app's auth and cart actors, with xstate and the machines: the entry imports this module after
 * hydration (see AppActorsProvider), so none of it is in the first load. Login and profile calls, and
 * the cart, ask in the language of the site the visitor is on at that moment (SPEC §1, §4).
 */
import type { ApiClient } from '@storefront/api-client';
import type { AuthInput } from '@storefront/ui';
import { createActor } from 'xstate';
import type { AuthActor } from '../auth/auth';
import { provideAuthMachine } from '../auth/authMachine';
import type { AuthSessionStore } from '../auth/authSession';
import type { CartActor } from '../routes/cart/cartActor';
import { connectCartToAuth, provideCartMachine } from '../routes/cart/cartMachine';
import type { PrefixedStorage } from './storage';

export interface AppActorsOptions {
  /** The API client of the current site. */
  api: () => ApiClient;
  authStore: AuthSessionStore;
  /** A token and expiry handed over in the URL (SPEC §4), read once by the entry. */
  authInput: AuthInput;
  /** Session storage for an add made while logged out (see connectCartToAuth). */
  cartPendingStorage: PrefixedStorage | null;
}

export interface AppActors {
  auth: AuthActor;
  cart: CartActor;
  stop(): void;
}

/** Starts the auth actor and the cart actor that follows it. */
export function startAppActors({
  api,
  authStore,
  authInput,
  cartPendingStorage,
}: AppActorsOptions): AppActors {
  const auth = createActor(provideAuthMachine(api, authStore), { input: authInput }).start();
  const cart = createActor(provideCartMachine(api), { input: { isLoggedIn: false } }).start();
  const disconnect = connectCartToAuth(auth, cart, cartPendingStorage);
  return {
    auth,
    cart,
    stop() {
      disconnect();
      cart.stop();
      auth.stop();
    },
  };
}

/**
 * The cart of SPEC §3, §4, §8 for views: one cart actor for the whole app, offered through CartContext.
 * Like the auth actor it loads and starts in the browser after hydration (browser/appActors), so the
 * server and the first browser render show no cart. Its notices become toasts of the shell's ToastProvider.
 */
import { type CartNoticeTone, cartMessages, type ToastTone, useToast } from '@storefront/ui';
import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Actor, SnapshotFrom } from 'xstate';
import { useActorValue } from '../../app/useActorValue';
import type { CartMachine } from './cartMachine';

export type CartActor = Actor<CartMachine>;
export type CartSnapshot = SnapshotFrom<CartMachine>;

/** The app's cart actor; null during SSR and until the browser has hydrated. */
export const CartContext = createContext<CartActor | null>(null);

/** The cart actor of the app (null before hydration). */
export function useCartActor(): CartActor | null {
  return useContext(CartContext);
}

/** The header's count: the sum of the counts (SPEC §3 `total`); 0 without a cart. */
export function useCartTotal(): number {
  const cart = useCartActor();
  return useActorValue(cart, (snapshot) => snapshot?.context.total ?? 0);
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
  const notice = useActorValue(cart, (snapshot) => snapshot?.context.notice ?? null);
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

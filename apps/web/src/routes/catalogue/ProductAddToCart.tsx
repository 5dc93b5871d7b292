import { AddToCart } from '@storefront/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorValue } from '../../app/useActorValue';
import { useLoginKnown } from '../../auth/auth';
import { loginHref } from '../../auth/authSession';
import type { Locale } from '../../i18n/locale';
import { useCartActor } from '../cart/cartActor';

/**
 * A product page's add-to-cart (SPEC §1, §6): `cart.add` to the app's cart actor. Logged out, the machine
 * keeps the add and says 'Please log in first!', and the visitor goes to the login page, which comes back
 * here; the add completes after the login (see connectCartToAuth).
 */
export function ProductAddToCart({
  locale,
  catalogNumber,
  productName,
  sizes,
}: {
  locale: Locale;
  catalogNumber: string;
  productName: string;
  sizes: readonly string[];
}) {
  const cart = useCartActor();
  const loginKnown = useLoginKnown();
  const adding = useActorValue(cart, (snapshot) => snapshot?.matches({ loggedIn: 'adding' }) ?? false);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <AddToCart
      productName={productName}
      sizes={sizes}
      // Until the login is known (server render, hydration, reading the session) an add could not be routed.
      busy={!cart || loginKnown === null || adding}
      onAdd={({ size, count }) => {
        if (!cart) return;
        cart.send({ type: 'cart.add', item: { catalogNumber, size, count } });
        if (loginKnown === false) {
          navigate(loginHref(locale, `${location.pathname}${location.search}`));
        }
      }}
    />
  );
}

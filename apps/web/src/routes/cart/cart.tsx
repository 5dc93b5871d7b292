import { CartView, cartMessages } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { catalogueOverviewHref, productDetailHref } from '../../app/urls';
import { useActorValue } from '../../app/useActorValue';
import { LoginGate } from '../../auth/LoginRequired';
import { localeFromPath } from '../../i18n/locale';
import classes from './cart.module.css';
import { type CartSnapshot, useCartActor } from './cartActor';

const messages = defineMessages({
  title: { id: 'web.cart.title', defaultMessage: 'Cart' },
  description: {
    id: 'web.cart.description',
    defaultMessage: 'The products and sizes in your cart, their totals and check-out.',
  },
  loggedOutTitle: { id: 'web.cart.loggedOutTitle', defaultMessage: 'Log in to see your cart' },
  loadingTitle: { id: 'web.cart.loadingTitle', defaultMessage: 'Opening your cart…' },
  loggedOutDescription: {
    id: 'web.cart.loggedOutDescription',
    defaultMessage:
      'Your cart is kept with your account. Log in to add products, change counts and check out.',
  },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

// Indexable: its server HTML is the same generic page for every visitor (the lines arrive in the browser).
export const handle: RouteHandle = { meta };

/**
 * /cart (SPEC §2, §3): CartView bound to the app's one cart actor. The server and the first browser render
 * show a busy state: the login, and so the cart, is known only once the stored session is read. That state
 * is laid out as the logged-out one (`LoginGate`: the same description, the links kept in place unseen),
 * so the page's largest text (its LCP element) is in the server HTML and nothing shifts when a visitor's
 * login turns out to be missing.
 */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className={classes.Page}>
      <h1 className={classes.Heading}>{intl.formatMessage(messages.title)}</h1>
      <LoginGate
        pendingTitle={intl.formatMessage(messages.loadingTitle)}
        loggedOutTitle={intl.formatMessage(messages.loggedOutTitle)}
        description={intl.formatMessage(messages.loggedOutDescription)}
      >
        <BoundCartView locale={locale} />
      </LoginGate>
    </div>
  );
}

/** The page's state of the cart: the list until the first answer is a loading state. */
function cartPhase(snapshot: CartSnapshot | undefined): 'loading' | 'failed' | 'ready' | 'busy' {
  if (!snapshot?.matches('loggedIn')) return 'loading';
  if (snapshot.matches({ loggedIn: 'loadFailed' })) return 'failed';
  if (snapshot.matches({ loggedIn: 'loading' }) && snapshot.context.cartList.length === 0) return 'loading';
  return snapshot.matches({ loggedIn: 'ready' }) ? 'ready' : 'busy';
}

function BoundCartView({ locale }: { locale: 'cn' | 'en' }) {
  const intl = useIntl();
  const cart = useCartActor();
  const phase = useActorValue(cart, cartPhase) ?? 'loading';
  const lines = useActorValue(cart, (s) => s?.context.cartList) ?? [];
  const selection = useActorValue(cart, (s) => s?.context.selection) ?? [];
  const total = useActorValue(cart, (s) => s?.context.total) ?? 0;
  const priceTotalFen = useActorValue(cart, (s) => (s ? s.context.priceTotalFen : 0));
  const errorMessage = useActorValue(cart, (s) => s?.context.error?.message) ?? null;
  return (
    <CartView
      lines={lines}
      selection={selection}
      total={total}
      priceTotalFen={priceTotalFen}
      loading={phase === 'loading'}
      error={phase === 'failed' ? (errorMessage ?? intl.formatMessage(cartMessages.loadFailed)) : undefined}
      onRetry={() => cart?.send({ type: 'cart.reload' })}
      busy={phase !== 'ready'}
      onSelect={(id, selected) => cart?.send({ type: selected ? 'cart.select' : 'cart.deselect', id })}
      onSelectAll={(selected) => cart?.send({ type: selected ? 'cart.selectAll' : 'cart.deselectAll' })}
      onCountChange={(id, count) => cart?.send({ type: 'cart.setCount', id, count })}
      onDelete={(id) => cart?.send({ type: 'cart.delete', id })}
      onBatchDelete={() => cart?.send({ type: 'cart.batchDelete' })}
      onSettle={() => cart?.send({ type: 'cart.clear' })}
      productHref={(catalogNumber) => productDetailHref(locale, catalogNumber)}
      productsHref={catalogueOverviewHref(locale)}
      linkComponent={RouterLink}
    />
  );
}

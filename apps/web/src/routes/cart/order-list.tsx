import { type ApiClient, type OrderPage, unwrap } from '@storefront/api-client';
import { OrderList, Pagination } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { catalogueOverviewHref, productDetailHref } from '../../app/urls';
import { useAuth, useLoginKnown } from '../../auth/auth';
import { LoginGate } from '../../auth/LoginRequired';
import { localeFromPath, localizePath } from '../../i18n/locale';
import classes from './cart.module.css';

const messages = defineMessages({
  title: { id: 'web.orderList.title', defaultMessage: 'My orders' },
  description: {
    id: 'web.orderList.description',
    defaultMessage: 'Your personal centre: the orders you placed, with their numbers, times and products.',
  },
  loadingTitle: { id: 'web.orderList.loadingTitle', defaultMessage: 'Opening your orders…' },
  loggedOutTitle: { id: 'web.orderList.loggedOutTitle', defaultMessage: 'Log in to see your orders' },
  loggedOutDescription: {
    id: 'web.orderList.loggedOutDescription',
    defaultMessage: 'Orders are kept with your account. Log in to see the orders you placed.',
  },
  loadFailed: { id: 'web.orderList.loadFailed', defaultMessage: 'Please try again in a moment.' },
  pagination: { id: 'web.orderList.pagination', defaultMessage: 'Order pages' },
});

/** Orders per page of the personal centre. */
export const ordersPerPage = 10;

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta, personal: true };

/** The `page` query parameter: a whole number from 1, else 1. */
export function orderListPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

type Orders =
  | { state: 'loading' }
  | { state: 'failed'; message: string | null }
  | { state: 'ready'; page: OrderPage };

/** GET /order for one page, asked in the browser with the login token (the server renders no orders). */
function useOrders(api: ApiClient, page: number, enabled: boolean) {
  const [orders, setOrders] = useState<Orders>({ state: 'loading' });
  const load = useCallback(() => {
    let current = true;
    setOrders({ state: 'loading' });
    unwrap(api.GET('/order', { params: { query: { page, size: ordersPerPage } } }))
      .then((answer) => {
        if (current) setOrders({ state: 'ready', page: answer });
      })
      .catch((error: unknown) => {
        console.error('[web] orders failed:', error);
        if (current)
          setOrders({ state: 'failed', message: error instanceof Error ? error.message || null : null });
      });
    return () => {
      current = false;
    };
  }, [api, page]);
  useEffect(() => (enabled ? load() : undefined), [enabled, load]);
  return { orders, retry: load };
}

/** /order-list, the personal centre (SPEC §2): each order's number, time and lines, page by page. */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [search] = useSearchParams();
  const page = orderListPage(search);
  const loginKnown = useLoginKnown();
  const { username } = useAuth();
  const api = useApi(locale);
  const { orders, retry } = useOrders(api, page, loginKnown === true);
  const pageCount = orders.state === 'ready' ? Math.max(1, Math.ceil(orders.page.total / ordersPerPage)) : 1;
  const pageHref = (target: number) =>
    target === 1
      ? localizePath(locale, '/order-list')
      : `${localizePath(locale, '/order-list')}?page=${target}`;
  const navigate = useNavigate();
  // A page past the end (an old link, fewer orders since) goes to the last page instead of reading 'no orders'.
  const lastPageHref =
    orders.state === 'ready' && orders.page.total > 0 && page > pageCount ? pageHref(pageCount) : null;
  useEffect(() => {
    if (lastPageHref) navigate(lastPageHref, { replace: true });
  }, [lastPageHref, navigate]);

  return (
    <div className={classes.Page}>
      <div className={classes.HeadingRow}>
        <h1 className={classes.Heading}>{intl.formatMessage(messages.title)}</h1>
        {loginKnown && username ? <p className={classes.Username}>{username}</p> : null}
      </div>
      <LoginGate
        pendingTitle={intl.formatMessage(messages.loadingTitle)}
        loggedOutTitle={intl.formatMessage(messages.loggedOutTitle)}
        description={intl.formatMessage(messages.loggedOutDescription)}
      >
        <OrderList
          orders={orders.state === 'ready' ? orders.page.list : []}
          loading={orders.state === 'loading'}
          error={
            orders.state === 'failed'
              ? (orders.message ?? intl.formatMessage(messages.loadFailed))
              : undefined
          }
          onRetry={retry}
          productHref={(catalogNumber) => productDetailHref(locale, catalogNumber)}
          productsHref={catalogueOverviewHref(locale)}
          linkComponent={RouterLink}
        />
        {orders.state === 'ready' ? (
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            getHref={pageHref}
            linkComponent={RouterLink}
            label={intl.formatMessage(messages.pagination)}
          />
        ) : null}
      </LoginGate>
    </div>
  );
}

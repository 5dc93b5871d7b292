// @vitest-environment jsdom
import { ToastProvider } from '@storefront/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ServicesReactContext } from '../../app/browserApi';
import { createServices } from '../../app/services';
import { AuthContext } from '../../auth/auth';
import { provideAuthMachine } from '../../auth/authMachine';
import { createAuthSessionStore } from '../../auth/authSession';
import { createPrefixedStorage, memoryStorage } from '../../browser/storage';
import { IntlRoot } from '../../i18n/IntlRoot';
import { envelope } from '../../test/fakeApi';
import * as cartPage from './cart';
import { CartContext, CartNotices } from './cartActor';
import { connectCartToAuth, provideCartMachine } from './cartMachine';
import * as orderListPage from './order-list';

const order = (id: number) => ({
  id,
  orderNumber: `2026112100000000${id}`,
  orderTime: '2026-11-21T07:00:00Z',
  lines: [
    {
      id: id * 10,
      count: 2,
      price: 'Inquiry',
      subtotal: 'Inquiry',
      priceFen: null,
      subtotalFen: null,
      catalogNumber: `CAT-${id}`,
      productName: `Product ${id}`,
      size: '100 µg',
    },
  ],
  countTotal: 2,
  priceTotal: 'Inquiry',
  priceTotalFen: null,
});

/** The browser's wiring around one page: services, auth and cart actors, intl, toasts and a memory router. */
async function mount(
  path: string,
  answer: (path: string, url: URL, request: Request) => Response | undefined,
  { loggedIn = true } = {},
) {
  const requests: { method: string; url: URL; authorization: string | null }[] = [];
  const local = memoryStorage();
  const store = createAuthSessionStore(createPrefixedStorage(local));
  if (loggedIn) {
    store.storeSession({
      token: 'jti-9',
      expiration: Date.now() + 3_600_000,
      lifetimeMs: 3_600_000,
      phone: null,
    });
    store.storeUsername('buyer@example.com');
  }
  const services = createServices({
    baseUrl: 'http://shop.test/api/v1',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      requests.push({ method: request.method, url, authorization: request.headers.get('authorization') });
      const path = url.pathname.replace(/^\/api\/v1/, '');
      if (path === '/user/absol_info/7' || path === '/user/user_info')
        return envelope({
          id: 7,
          account: 'buyer@example.com',
          name: 'B',
          phone: '1',
          email: 'b@example.com',
          company: 'C',
          department: 'D',
          areaName: 'E',
        });
      return answer(path, url, request) ?? envelope(null, { status: 404, code: 'E0005', msg: 'not found' });
    },
    getToken: store.getToken,
  });
  const auth = createActor(
    provideAuthMachine(() => services.api('en'), store),
    { input: {} },
  ).start();
  const cart = createActor(
    provideCartMachine(() => services.api('en')),
    { input: { isLoggedIn: false } },
  ).start();
  connectCartToAuth(auth, cart);
  await waitFor(auth, (s) => s.matches(loggedIn ? 'loggedIn' : 'loggedOut'));
  const router = createMemoryRouter(
    [
      { path: '/en/cart', Component: cartPage.Component },
      { path: '/en/order-list', Component: orderListPage.Component },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ServicesReactContext value={services}>
      <AuthContext value={auth}>
        <CartContext value={cart}>
          <IntlRoot locale="en">
            <ToastProvider>
              <CartNotices />
              <RouterProvider router={router} />
            </ToastProvider>
          </IntlRoot>
        </CartContext>
      </AuthContext>
    </ServicesReactContext>,
  );
  return { requests, router, cart, auth };
}

afterEach(cleanup);

describe('/order-list', () => {
  it('shows the orders of the page asked, with the token, and pages through them', async () => {
    const { requests, router } = await mount('/en/order-list?page=2', (path, url) => {
      if (path !== '/order') return undefined;
      const page = Number(url.searchParams.get('page'));
      return envelope({ list: [order(page)], total: 25, page, size: 10 });
    });
    expect(await screen.findByRole('heading', { name: 'Order No. 20261121000000002' })).toBeTruthy();
    const asked = requests.filter((request) => request.url.pathname === '/api/v1/order');
    expect(asked.map((request) => request.url.search)).toEqual(['?page=2&size=10']);
    expect(asked[0]?.authorization).toBe('Bearer jti-9');
    expect(screen.getByRole('table', { name: 'Products of order 20261121000000002' })).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    fireEvent.click(pages.querySelector('a[href="/en/order-list?page=3"]') as HTMLAnchorElement);
    expect(await screen.findByRole('heading', { name: 'Order No. 20261121000000003' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('goes to the last page from a page past the end', async () => {
    const { router } = await mount('/en/order-list?page=9', (path, url) => {
      if (path !== '/order') return undefined;
      const page = Number(url.searchParams.get('page'));
      return envelope({ list: page === 3 ? [order(3)] : [], total: 25, page, size: 10 });
    });
    expect(await screen.findByRole('heading', { name: 'Order No. 20261121000000003' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('offers the login to a visitor and asks nothing', async () => {
    const { requests } = await mount('/en/order-list', () => undefined, { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Log in to see your orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en/login?redirect=%2Fen%2Forder-list',
    );
    expect(requests.some((request) => request.url.pathname.includes('/order'))).toBe(false);
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    await mount('/en/order-list', (path) => {
      if (path !== '/order') return undefined;
      calls += 1;
      return calls === 1
        ? envelope(null, { status: 500, code: 'E0009', msg: 'database down' })
        : envelope({ list: [], total: 0, page: 1, size: 10 });
    });
    expect(await screen.findByText('database down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });
});

describe('/cart', () => {
  it('lists the lines and turns the machine notices into toasts', async () => {
    const lines = [
      {
        id: 1,
        count: 2,
        price: '¥100.00',
        subtotal: '¥200.00',
        priceFen: 10_000,
        subtotalFen: 20_000,
        catalogNumber: 'IL6-H4218',
        productName: 'IL-6',
        size: '10 µg',
      },
    ];
    await mount('/en/cart', (path, _url, request) => {
      if (path === '/order/order' && request.method === 'GET')
        return envelope({
          list: lines,
          total: 1,
          page: 1,
          size: -1,
          countTotal: 2,
          priceTotal: '¥200.00',
          priceTotalFen: 20_000,
        });
      return undefined;
    });
    expect(await screen.findByRole('checkbox', { name: 'Select IL-6 (IL6-H4218), 10 µg' })).toBeTruthy();
    // Subtotal and total from the fen fields.
    expect(screen.getAllByText('¥200.00')).toHaveLength(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    });
    expect(await screen.findByText('Please select the item you want to delete first')).toBeTruthy();
  });

  it('logs out to the login offer when a cart call answers 401', async () => {
    const { cart, auth } = await mount('/en/cart', (path) =>
      path.startsWith('/order') ? envelope(null, { status: 401, code: 'E0003', msg: 'expired' }) : undefined,
    );
    // The browser entry sends auth.expired on a 401 (services' onUnauthorized); done by hand here.
    await waitFor(cart, (s) => s.matches({ loggedIn: 'loadFailed' }));
    act(() => {
      auth.send({ type: 'auth.expired' });
    });
    expect(await screen.findByRole('heading', { name: 'Log in to see your cart' })).toBeTruthy();
    expect(cart.getSnapshot().matches('loggedOut')).toBe(true);
  });
});

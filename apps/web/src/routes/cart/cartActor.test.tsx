// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import { type CartLine, ToastProvider } from '@storefront/ui';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { AuthContext } from '../../auth/auth';
import { provideAuthMachine } from '../../auth/authMachine';
import { createAuthSessionStore } from '../../auth/authSession';
import { createPrefixedStorage, memoryStorage } from '../../browser/storage';
import { IntlRoot } from '../../i18n/IntlRoot';
import { envelope } from '../../test/fakeApi';
import { type CartActor, CartContext, CartNotices } from './cartActor';
import { connectCartToAuth, pendingAddKey, provideCartMachine } from './cartMachine';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** An in-memory server of the cart contract and the two login calls, recording every request. */
function fakeServer(initial: CartLine[] = []) {
  let lines = initial.map((line) => ({ ...line }));
  let nextId = 100;
  const requests: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body = text ? JSON.parse(text) : null;
    requests.push({
      method: request.method,
      path: `${path}${url.search}`,
      body,
      authorization: request.headers.get('authorization'),
    });
    if (path === '/user/login')
      return envelope({ token: 'jti-1', expiration: inAnHour(), username: 'a@example.com' });
    if (path === '/user/user_info') return envelope({ id: 7, account: 'a@example.com' });
    if (path === '/user/absol_info/7')
      return envelope({
        id: 7,
        account: 'a@example.com',
        name: 'A',
        phone: '13800138000',
        email: 'a@example.com',
        company: 'Lab',
        department: 'Biology',
        areaName: 'Shanghai',
      });
    if (path === '/auth/status') return envelope(null);
    if (path === '/order/order' && request.method === 'GET')
      return envelope({
        list: lines,
        total: lines.length,
        page: 1,
        size: -1,
        countTotal: lines.reduce((sum, line) => sum + line.count, 0),
        priceTotal: '¥0.00',
        priceTotalFen: 0,
      });
    if (path === '/order/order' && request.method === 'POST') {
      if (body.catalogNumber === 'UNKNOWN')
        return envelope(null, { status: 404, code: 'E0005', msg: 'unknown' });
      const line = {
        id: nextId++,
        count: body.count,
        priceFen: 10_000,
        subtotalFen: 10_000 * body.count,
        catalogNumber: body.catalogNumber,
        productName: `Product ${body.catalogNumber}`,
        size: body.size,
      };
      lines = [...lines, line];
      return envelope(line);
    }
    if (path === '/order/order/clear') {
      lines = lines.filter((line) => !body.idList.includes(line.id));
      return envelope({
        id: 1,
        orderNumber: '20261121000000001',
        orderTime: '',
        lines: [],
        countTotal: 0,
        priceTotal: '¥0.00',
        priceTotalFen: 0,
      });
    }
    if (path === '/order/order/batch') {
      const ids = (url.searchParams.get('idList') ?? '').split(',').map(Number);
      lines = lines.filter((line) => !ids.includes(line.id));
      return envelope(null);
    }
    const one = /^\/order\/order\/(\d+)$/.exec(path);
    if (one) {
      const id = Number(one[1]);
      if (request.method === 'DELETE') lines = lines.filter((line) => line.id !== id);
      if (request.method === 'PUT')
        lines = lines.map((line) =>
          line.id === id ? { ...line, count: body.count, subtotalFen: 10_000 * body.count } : line,
        );
      return envelope(null);
    }
    return envelope(null, { status: 404, code: 'E0005', msg: 'not found' });
  };
  return { fetch, requests, lines: () => lines };
}

function line(id: number, count: number): CartLine {
  return {
    id,
    count,
    priceFen: 10_000,
    subtotalFen: 10_000 * count,
    catalogNumber: `CAT-${id}`,
    productName: `Product ${id}`,
    size: '100 µg',
  };
}

/** The app's wiring in miniature: one API client with the stored token, an auth actor and a cart actor. */
function app(
  server: ReturnType<typeof fakeServer>,
  { session = memoryStorage(), local = memoryStorage() } = {},
) {
  const store = createAuthSessionStore(createPrefixedStorage(local));
  const api = createApiClient({
    baseUrl: 'http://internal/api/v1',
    fetch: server.fetch,
    getToken: store.getToken,
  });
  const auth = createActor(
    provideAuthMachine(() => api, store),
    { input: {} },
  ).start();
  const cart = createActor(
    provideCartMachine(() => api),
    { input: { isLoggedIn: false } },
  ).start();
  const pending = createPrefixedStorage(session);
  const disconnect = connectCartToAuth(auth, cart, pending);
  return { auth, cart, session, local, disconnect };
}

/** Logs in once the stored session has been read (the machine ignores a login before that). */
async function logIn(auth: ReturnType<typeof app>['auth']) {
  await waitFor(auth, (s) => s.matches('loggedOut'));
  auth.send({
    type: 'auth.login',
    credentials: { kind: 'password', email: 'a@example.com', password: 'pw123456' },
  });
}

const ready = (cart: CartActor) => waitFor(cart, (s) => s.matches({ loggedIn: 'ready' }));

describe('the provided cart machine', () => {
  it('calls the cart endpoints with the token and reloads after each change', async () => {
    const server = fakeServer([line(1, 1), line(2, 2), line(3, 1)]);
    const { auth, cart } = app(server);
    await waitFor(auth, (s) => s.matches('loggedOut'));
    await logIn(auth);
    let snapshot = await waitFor(cart, (s) => s.matches({ loggedIn: 'ready' }) && s.context.total === 4);
    expect(snapshot.context.cartList.map((entry) => entry.id)).toEqual([1, 2, 3]);

    cart.send({ type: 'cart.setCount', id: 1, count: 5 });
    await waitFor(cart, (s) => s.matches({ loggedIn: 'ready' }) && s.context.total === 8);
    cart.send({ type: 'cart.delete', id: 3 });
    await waitFor(cart, (s) => s.context.notice?.id === 'deleted' && s.matches({ loggedIn: 'ready' }));
    cart.send({ type: 'cart.select', id: 2 });
    cart.send({ type: 'cart.batchDelete' });
    await waitFor(cart, (s) => s.context.notice?.id === 'batchDeleted' && s.matches({ loggedIn: 'ready' }));
    cart.send({ type: 'cart.add', item: { catalogNumber: 'IL6-H4218', size: '10 µg', count: 2 } });
    await waitFor(cart, (s) => s.context.notice?.id === 'added' && s.matches({ loggedIn: 'ready' }));
    cart.send({ type: 'cart.clear' });
    snapshot = await waitFor(
      cart,
      (s) => s.context.notice?.id === 'settled' && s.matches({ loggedIn: 'ready' }),
    );
    expect(snapshot.context.cartList).toEqual([]);

    const cartCalls = server.requests.filter((request) => request.path.startsWith('/order'));
    expect(cartCalls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/order/order?size=-1', null],
      ['PUT', '/order/order/1', { count: 5 }],
      ['GET', '/order/order?size=-1', null],
      ['DELETE', '/order/order/3', null],
      ['GET', '/order/order?size=-1', null],
      ['DELETE', '/order/order/batch?idList=2', null],
      ['GET', '/order/order?size=-1', null],
      ['POST', '/order/order', { catalogNumber: 'IL6-H4218', size: '10 µg', count: 2 }],
      ['GET', '/order/order?size=-1', null],
      ['PUT', '/order/order/clear', { idList: [1, 100] }],
      ['GET', '/order/order?size=-1', null],
    ]);
    expect(cartCalls.every((request) => request.authorization === 'Bearer jti-1')).toBe(true);
  });

  it('a refused call ends in its failure notice and no reload (SPEC §8)', async () => {
    const server = fakeServer([line(1, 1)]);
    const { auth, cart } = app(server);
    await logIn(auth);
    await ready(cart);
    cart.send({ type: 'cart.add', item: { catalogNumber: 'UNKNOWN', size: '1 mg', count: 1 } });
    const failed = await waitFor(cart, (s) => s.context.notice !== null && s.matches({ loggedIn: 'ready' }));
    expect(failed.context.notice?.id).toBe('addFailed');
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/order/order' });
  });
});

describe('cart and login', () => {
  it('keeps a logged-out add, says log in first, and completes it after the login', async () => {
    const server = fakeServer();
    const { auth, cart, session } = app(server);
    await waitFor(auth, (s) => s.matches('loggedOut'));
    cart.send({ type: 'cart.add', item: { catalogNumber: 'IL6-H4218', size: '10 µg', count: 3 } });
    expect(cart.getSnapshot().context.notice?.id).toBe('loginFirst');
    expect(server.requests.some((request) => request.path.startsWith('/order'))).toBe(false);
    expect(session.entries.get(`sf_${pendingAddKey}`)).toContain('IL6-H4218');

    await logIn(auth);
    const added = await waitFor(
      cart,
      (s) => s.context.notice?.id === 'added' && s.matches({ loggedIn: 'ready' }),
    );
    expect(added.context.total).toBe(3);
    const adds = server.requests.filter(
      (request) => request.method === 'POST' && request.path === '/order/order',
    );
    expect(adds).toHaveLength(1);
    // Handed over once: a later page load does not add it again.
    expect(session.entries.has(`sf_${pendingAddKey}`)).toBe(false);
  });

  it('completes an add kept across a full page load once the stored session logs in', async () => {
    const session = memoryStorage();
    const local = memoryStorage();
    // The first document: logged out, the add is asked, then the visitor leaves for the login page.
    const first = app(fakeServer(), { session, local });
    await waitFor(first.auth, (s) => s.matches('loggedOut'));
    first.cart.send({ type: 'cart.add', item: { catalogNumber: 'PD1-H5221', size: '50 µg', count: 1 } });
    first.disconnect();
    first.cart.stop();
    first.auth.stop();

    // The login happened in another document; this one starts with the stored session.
    const server = fakeServer();
    const store = createAuthSessionStore(createPrefixedStorage(local));
    store.storeSession({
      token: 'jti-1',
      expiration: Date.now() + 3_600_000,
      lifetimeMs: 3_600_000,
      phone: null,
    });
    store.storeUsername('a@example.com');
    const second = app(server, { session, local });
    const added = await waitFor(
      second.cart,
      (s) => s.context.notice?.id === 'added' && s.matches({ loggedIn: 'ready' }),
    );
    expect(added.context.cartList.map((entry) => entry.catalogNumber)).toEqual(['PD1-H5221']);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('empties the cart on logout and refuses cart calls afterwards', async () => {
    const server = fakeServer([line(1, 2)]);
    const { auth, cart } = app(server);
    await logIn(auth);
    await ready(cart);
    expect(cart.getSnapshot().context.total).toBe(2);
    await waitFor(auth, (s) => s.matches({ loggedIn: 'ready' }));
    auth.send({ type: 'auth.logout' });
    auth.send({ type: 'auth.confirm' });
    await waitFor(cart, (s) => s.matches('loggedOut'));
    expect(cart.getSnapshot().context.cartList).toEqual([]);
    cart.send({ type: 'cart.clear' });
    expect(cart.getSnapshot().context.notice?.id).toBe('loginFirst');
  });
});

describe('CartNotices', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows each notice once as a toast in the language of the site', async () => {
    const server = fakeServer();
    const { auth, cart } = app(server);
    await waitFor(auth, (s) => s.matches('loggedOut'));
    const view = (
      <IntlRoot locale="en">
        <AuthContext value={auth}>
          <CartContext value={cart}>
            <ToastProvider>
              <CartNotices />
            </ToastProvider>
          </CartContext>
        </AuthContext>
      </IntlRoot>
    );
    const { rerender } = render(view);
    act(() => {
      cart.send({ type: 'cart.batchDelete' });
    });
    expect(await screen.findByText('Please log in first!')).toBeTruthy();
    rerender(view);
    expect(screen.getAllByText('Please log in first!')).toHaveLength(1);
    act(() => {
      cart.send({ type: 'cart.batchDelete' });
    });
    // The same notice again is a second toast (a new seq).
    expect(await screen.findAllByText('Please log in first!')).toHaveLength(2);
  });

  it('speaks Chinese on the Chinese site', async () => {
    const { auth, cart } = app(fakeServer());
    await waitFor(auth, (s) => s.matches('loggedOut'));
    render(
      <IntlRoot locale="cn">
        <CartContext value={cart}>
          <ToastProvider>
            <CartNotices />
          </ToastProvider>
        </CartContext>
      </IntlRoot>,
    );
    act(() => {
      cart.send({ type: 'cart.add', item: { catalogNumber: 'X', size: '1 mg', count: 1 } });
    });
    const zh = (await import('@storefront/ui')).messages['zh-CN']['ui.machines.cart.loginFirst'];
    expect(await screen.findByText(zh as string)).toBeTruthy();
  });
});

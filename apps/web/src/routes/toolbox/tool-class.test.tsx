// @vitest-environment jsdom
import { CALCULATOR_VERSION, designProbe } from '@storefront/toolbox';
import { ToastProvider } from '@storefront/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, waitFor } from 'xstate';
import { ServicesReactContext } from '../../app/browserApi';
import { createServices } from '../../app/services';
import { AuthContext } from '../../auth/auth';
import { provideAuthMachine } from '../../auth/authMachine';
import { createAuthSessionStore } from '../../auth/authSession';
import { createPrefixedStorage, memoryStorage } from '../../browser/storage';
import { IntlRoot } from '../../i18n/IntlRoot';
import { envelope } from '../../test/fakeApi';
import * as toolClass from './tool-class';
import { CALCULATOR_DEBOUNCE_MS } from './useFullResult';

const MRNA = 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG';
const workedQuery = `tab=probe&sequence=${MRNA}`;

function workedAnswer() {
  const design = designProbe({
    sequence: MRNA,
    probeStart: 1,
    probeLength: 25,
    digestionPosition: 18,
    heteroduplexLength: 4,
  });
  if (!design.ok) throw new Error('worked example');
  return envelope({ calculatorVersion: CALCULATOR_VERSION, probeDesign: { ...design.value, hints: [] } });
}

/** The page with the browser's wiring: services with a fake server, the auth actor (401 → auth.expired). */
async function mount(path: string, calculator: () => Response, { loggedIn = true } = {}) {
  const calls: { authorization: string | null; body: unknown }[] = [];
  const store = createAuthSessionStore(createPrefixedStorage(memoryStorage()));
  if (loggedIn) {
    store.storeSession({
      token: 'jti-5',
      expiration: Date.now() + 3_600_000,
      lifetimeMs: 3_600_000,
      phone: null,
    });
    store.storeUsername('chemist@example.com');
  }
  const authRef: { current: Actor<ReturnType<typeof provideAuthMachine>> | null } = { current: null };
  const services = createServices({
    baseUrl: 'http://shop.test/api/v1',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '');
      if (path === '/calculator') {
        calls.push({ authorization: request.headers.get('authorization'), body: await request.json() });
        return calculator();
      }
      if (path === '/user/user_info') return envelope({ id: 5, account: 'chemist@example.com' });
      if (path === '/user/absol_info/5') return envelope({ id: 5, name: 'C', email: 'chemist@example.com' });
      return envelope(null, { status: 404, code: 'E0005', msg: 'not found' });
    },
    getToken: store.getToken,
    onUnauthorized: () => authRef.current?.send({ type: 'auth.expired' }),
  });
  const auth = createActor(
    provideAuthMachine(() => services.api('en'), store),
    { input: {} },
  ).start();
  authRef.current = auth;
  await waitFor(auth, (s) => s.matches(loggedIn ? 'loggedIn' : 'loggedOut'));
  const router = createMemoryRouter(
    [
      { path: '/en/tool-class', Component: toolClass.Component },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ServicesReactContext value={services}>
      <AuthContext value={auth}>
        <IntlRoot locale="en">
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </IntlRoot>
      </AuthContext>
    </ServicesReactContext>,
  );
  return { calls, router, auth };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/tool-class in the browser', () => {
  it('shows visitors the preview and a login link back to the same design, and never asks the calculator', async () => {
    // Fake clocks that still run, so that the debounce can be passed for certain rather than waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = await mount(`/en/tool-class?${workedQuery}`, workedAnswer, { loggedIn: false });
    expect((await screen.findByTestId('probe')).textContent).toBe('AAACGCTAGCCAGCTTGGGTCTCCC');
    const login = screen.getByRole('link', { name: 'Log in for the full result' });
    const redirect = new URL(login.getAttribute('href') ?? '', 'http://x').searchParams.get('redirect');
    expect(redirect).toBe(`/en/tool-class?${workedQuery}`);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    // Past the moment a logged-in page sends its request (the next test sees that one go out).
    await act(() => vi.advanceTimersByTimeAsync(CALCULATOR_DEBOUNCE_MS * 3));
    expect(calls).toEqual([]);
  });

  it('asks the calculator with the token and shows the full result with the exports', async () => {
    const { calls } = await mount(`/en/tool-class?${workedQuery}`, workedAnswer);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Calculating the full result…');
    expect((await screen.findByTestId('product', {}, { timeout: 2000 })).textContent).toBe(
      'GGGAGACCCAAGCUGGCU',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' }).getAttribute('aria-disabled')).not.toBe('true');
    expect(calls).toEqual([
      {
        authorization: 'Bearer jti-5',
        body: {
          probeDesign: {
            sequence: MRNA,
            probeStart: 1,
            probeLength: 25,
            digestionPosition: 18,
            heteroduplexLength: 4,
          },
        },
      },
    ]);
  });

  it('shows the server’s message with a retry when the calculation fails', async () => {
    let failing = true;
    await mount(`/en/tool-class?${workedQuery}`, () =>
      failing
        ? envelope(null, { status: 429, code: 'E0007', msg: 'Too many requests, please try again later' })
        : workedAnswer(),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    expect(alert.textContent).toContain('Too many requests, please try again later');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('product', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('logs out on a 401 (auth.expired) and goes back to the preview with the login link', async () => {
    const { auth } = await mount(`/en/tool-class?${workedQuery}`, () =>
      envelope(null, { status: 401, code: 'E0003', msg: 'Please log in first' }),
    );
    await waitFor(auth, (s) => s.matches('loggedOut'), { timeout: 2000 });
    expect(await screen.findByRole('link', { name: 'Log in for the full result' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('carries the product to the mass tab in one click and writes the address', async () => {
    const { router } = await mount(`/en/tool-class?${workedQuery}`, workedAnswer, { loggedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Use this product in the mass calculation' }));
    const massTab = screen.getByRole('tab', { name: 'Digestion product mass' });
    expect(massTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(massTab);
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('tab')).toBe('mass');
    expect(query.get('massSequence')).toBe(MRNA);
    expect(query.get('productLength')).toBe('18');
  });
});

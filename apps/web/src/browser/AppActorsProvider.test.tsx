// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode, useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthActor, AuthContext } from '../auth/auth';
import { type CartActor, CartContext } from '../routes/cart/cartActor';
import { AppActorsProvider } from './AppActorsProvider';
import type { AppActors } from './appActors';

afterEach(cleanup);

function fakeActors(): AppActors {
  return {
    auth: { id: 'auth' } as unknown as AuthActor,
    cart: { id: 'cart' } as unknown as CartActor,
    stop: vi.fn(),
  };
}

function Probe() {
  const auth = useContext(AuthContext);
  const cart = useContext(CartContext);
  return <p>{`${auth ? 'auth' : 'no auth'}, ${cart ? 'cart' : 'no cart'}`}</p>;
}

/** A load the test resolves itself, as the dynamic import would once its chunk is there. */
function deferredLoad() {
  let resolve: (start: () => AppActors) => void = () => {};
  const load = vi.fn(() => new Promise<() => AppActors>((done) => (resolve = done)));
  return { load, resolve: (start: () => AppActors) => resolve(start) };
}

describe('AppActorsProvider', () => {
  it('renders the page without actors until they are loaded, then offers them and the auth ref', async () => {
    const { load, resolve } = deferredLoad();
    const authRef: { current: AuthActor | null } = { current: null };
    render(
      <AppActorsProvider load={load} authRef={authRef}>
        <Probe />
      </AppActorsProvider>,
    );
    expect(screen.getByText('no auth, no cart')).toBeTruthy();
    const actors = fakeActors();
    await act(async () => resolve(() => actors));
    expect(screen.getByText('auth, cart')).toBeTruthy();
    expect(authRef.current).toBe(actors.auth);
  });

  it('starts one set of actors under StrictMode and stops it on unmount', async () => {
    const starts: AppActors[] = [];
    const start = () => {
      const actors = fakeActors();
      starts.push(actors);
      return actors;
    };
    const authRef: { current: AuthActor | null } = { current: null };
    const view = render(
      <StrictMode>
        <AppActorsProvider load={async () => start} authRef={authRef}>
          <Probe />
        </AppActorsProvider>
      </StrictMode>,
    );
    await act(async () => {});
    expect(screen.getByText('auth, cart')).toBeTruthy();
    expect(starts).toHaveLength(1);
    view.unmount();
    expect(starts[0]?.stop).toHaveBeenCalledTimes(1);
    expect(authRef.current).toBeNull();
  });

  it('starts nothing when it is gone before the load ends', async () => {
    const { load, resolve } = deferredLoad();
    const view = render(
      <AppActorsProvider load={load}>
        <Probe />
      </AppActorsProvider>,
    );
    view.unmount();
    const start = vi.fn(fakeActors);
    await act(async () => resolve(start));
    expect(start).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode, useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthActor, AuthContext, useAuthReady } from '../auth/auth';
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

/** Records the promise of the auth actor on each render. */
function ReadyProbe({ seen }: { seen: (Promise<AuthActor> | null)[] }) {
  seen.push(useAuthReady());
  return null;
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

  it('offers the promise of the auth actor from the first render, kept once the actors are there', async () => {
    const { load, resolve } = deferredLoad();
    const seen: (Promise<AuthActor> | null)[] = [];
    render(
      <AppActorsProvider load={load}>
        <ReadyProbe seen={seen} />
      </AppActorsProvider>,
    );
    const ready = seen[0];
    expect(ready).toBeInstanceOf(Promise);
    const actors = fakeActors();
    await act(async () => resolve(() => actors));
    await expect(ready).resolves.toBe(actors.auth);
    // The same promise on every render: a submit that took it before the load still gets the actor.
    expect(new Set(seen).size).toBe(1);
  });

  it('rejects the promise of the auth actor when the actors fail to load', async () => {
    const failure = new Error('chunk failed');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: (Promise<AuthActor> | null)[] = [];
    render(
      <AppActorsProvider load={() => Promise.reject(failure)}>
        <ReadyProbe seen={seen} />
      </AppActorsProvider>,
    );
    await act(async () => {});
    await expect(seen[0]).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledWith('[web] the login and cart failed to load:', failure);
    logged.mockRestore();
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

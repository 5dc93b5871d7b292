import { createApiClient } from '@storefront/api-client';
import { FormSubmitError } from '@storefront/ui';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createPrefixedStorage, memoryStorage } from '../browser/storage';
import { envelope } from '../test/fakeApi';
import type { AuthActor } from './auth';
import { provideAuthMachine } from './authMachine';
import { createAuthSessionStore } from './authSession';
import { logInWith } from './logInWith';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function setup(
  answer: (path: string, request: Request) => Response,
  stored?: (store: ReturnType<typeof createAuthSessionStore>) => void,
) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://internal/api/v1',
    fetch: async (request: Request) => {
      requests.push(request);
      return answer(new URL(request.url).pathname.replace(/^\/api\/v1/, ''), request);
    },
    getToken: () => null,
  });
  const backend = memoryStorage();
  const store = createAuthSessionStore(createPrefixedStorage(backend));
  stored?.(store);
  const actor = createActor(
    provideAuthMachine(() => api, store),
    { input: {} },
  ).start();
  return { actor, backend, store, requests };
}

const server = (path: string, request: Request) => {
  if (path === '/user/login')
    return envelope({ token: 'jti-1', expiration: inAnHour(), username: 'a@example.com' });
  if (path === '/user/user_info') return envelope({ id: 7, account: 'a@example.com' });
  if (path === '/user/absol_info/7')
    return envelope({
      id: 7,
      account: 'a@example.com',
      name: 'A',
      phone: '',
      email: 'a@example.com',
      company: '',
      department: '',
      areaName: '',
    });
  if (path === '/auth/status' && request.method === 'DELETE') return envelope(null);
  return envelope(null, { status: 404, code: 'E0005', msg: 'not found' });
};

describe('the provided auth machine', () => {
  it('logs in with the API, stores the session with the token lifetime and logs out after confirming', async () => {
    const { actor, backend, store, requests } = setup(server);
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({
      type: 'auth.login',
      credentials: { kind: 'password', email: 'a@example.com', password: 'pw123456' },
    });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }));
    expect(store.read()).toMatchObject({ token: 'jti-1', username: 'a@example.com' });
    expect(store.getToken()).toBe('jti-1');
    const profile = requests.find((request) => request.url.endsWith('/user/absol_info/7'));
    expect(profile?.headers.get('authorization')).toBe('Bearer jti-1');

    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().matches({ loggedIn: 'confirmingLogout' })).toBe(true);
    actor.send({ type: 'auth.confirm' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    const logout = requests.find((request) => request.method === 'DELETE');
    expect(logout?.headers.get('authorization')).toBe('Bearer jti-1');
    expect([...backend.entries.keys()]).toEqual([]);
  });

  it("reads this API's user_info for a stored token without a username: E0001 logs in as its account", async () => {
    const { actor, store } = setup(server, (s) =>
      s.storeSession({
        token: 'jti-9',
        expiration: Date.parse(inAnHour()),
        lifetimeMs: 3_600_000,
        phone: null,
      }),
    );
    await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ username: 'a@example.com', userId: 7 });
    expect(store.read().username).toBe('a@example.com');
  });

  it("turns user_info's refusal into the machine's, with the server's message, and clears the session", async () => {
    const { actor, store } = setup(
      () => envelope(null, { status: 401, code: 'E0003', msg: 'not logged in' }),
      (s) =>
        s.storeSession({
          token: 'jti-9',
          expiration: Date.parse(inAnHour()),
          lifetimeMs: 3_600_000,
          phone: null,
        }),
    );
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actor.getSnapshot().context.error).toEqual({ source: 'userRecord', message: 'not logged in' });
    expect(store.getToken()).toBeNull();
  });

  it('keeps the server message of a failed login', async () => {
    const { actor } = setup(() => envelope(null, { status: 400, code: 'E0002', msg: 'wrong password' }));
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({
      type: 'auth.login',
      credentials: { kind: 'password', email: 'a@example.com', password: 'x' },
    });
    const failed = await waitFor(actor, (s) => s.matches({ loggedOut: 'failed' }));
    expect(failed.context.error?.message).toBe('wrong password');
  });

  it('sends a login made before the actor has started once it has, and refuses one when it cannot start', async () => {
    const { actor, requests } = setup(server);
    let started: (actor: AuthActor) => void = () => {};
    const loading = new Promise<AuthActor>((resolve) => (started = resolve));
    const login = logInWith(
      loading,
      { kind: 'password', email: 'a@example.com', password: 'pw123456' },
      'failed',
    );
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(requests).toHaveLength(0);
    started(actor);
    await login;
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);

    const failed = logInWith(
      Promise.reject(new Error('chunk failed')),
      { kind: 'password', email: 'a@example.com', password: 'pw123456' },
      'failed',
    );
    await expect(failed).rejects.toMatchObject({ message: 'failed' });
    await expect(failed).rejects.toBeInstanceOf(FormSubmitError);
  });

  it('hands the login form the field the server refused (the captcha it asks for) and sends the answer', async () => {
    const asked = 'Enter the characters shown in the image';
    let logins = 0;
    const { actor, requests } = setup((path, request) => {
      // The first login is refused as the server's throttle refuses one without the captcha.
      if (path === '/user/login' && ++logins === 1) {
        return envelope(
          { fields: { captcha: asked } },
          { status: 400, code: 'E0002', msg: 'Validation failed' },
        );
      }
      return server(path, request);
    });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    const refused = logInWith(
      actor,
      { kind: 'password', email: 'a@example.com', password: 'pw123456' },
      'failed',
    );
    await expect(refused).rejects.toBeInstanceOf(FormSubmitError);
    await expect(refused).rejects.toMatchObject({ message: 'Validation failed', fields: { captcha: asked } });
    await logInWith(
      actor,
      { kind: 'password', email: 'a@example.com', password: 'pw123456', captchaId: 'c-1', captcha: 'A7K1' },
      'failed',
    );
    expect(await requests[1]?.json()).toEqual({
      email: 'a@example.com',
      password: 'pw123456',
      captchaId: 'c-1',
      captcha: 'A7K1',
    });
  });
});

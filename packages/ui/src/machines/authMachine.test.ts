import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AuthCredentials,
  type AuthInput,
  type AuthUserInfo,
  authMachine,
  type LoginResult,
  type PasswordLoginInput,
  type StoredSession,
  type UserRecordResult,
} from './authMachine';

const HOUR = 3_600_000;
const profile: AuthUserInfo = { id: 7, name: 'Ada', phone: '13800000000' };

interface Fakes {
  stored?: StoredSession;
  readFails?: boolean;
  /** User info never answers, to send events while it is loading. */
  userRecordHangs?: boolean;
  userRecord?: UserRecordResult | Error;
  profile?: AuthUserInfo | Error;
  login?: LoginResult | Error;
  logout?: Error;
}

/** The machine with fake actors; every action call is recorded in `calls` with its params. */
function start(fakes: Fakes, input?: AuthInput) {
  const calls: { name: string; params?: unknown }[] = [];
  const inputs: { name: string; input: unknown }[] = [];
  const record = (name: string) => (_: unknown, params?: unknown) => {
    calls.push(params === undefined ? { name } : { name, params });
  };
  const settle = <T, I>(name: string, value: T | Error | undefined) =>
    fromPromise<T, I>(async ({ input: actorInput }) => {
      inputs.push({ name, input: actorInput });
      if (fakes.userRecordHangs && name === 'fetchUserRecord') await new Promise(() => {});
      if (value instanceof Error) throw value;
      if (value === undefined) throw new Error(`unexpected call of ${name}`);
      return value;
    });
  const machine = authMachine.provide({
    actors: {
      readSession: fromPromise(async () => {
        if (fakes.readFails) throw new Error('storage blocked');
        return fakes.stored ?? { token: null, username: null, expiration: null };
      }),
      fetchUserRecord: settle<UserRecordResult, { token: string }>('fetchUserRecord', fakes.userRecord),
      fetchProfile: settle<AuthUserInfo, { token: string; username: string; userId: number | null }>(
        'fetchProfile',
        fakes.profile,
      ),
      loginWithPassword: settle<LoginResult, PasswordLoginInput>('loginWithPassword', fakes.login),
      loginWithSms: settle<LoginResult, { phone: string; code: string }>('loginWithSms', fakes.login),
      logout: fromPromise(async ({ input: actorInput }) => {
        inputs.push({ name: 'logout', input: actorInput });
        if (fakes.logout) throw fakes.logout;
      }),
    },
    actions: {
      storeSession: record('storeSession'),
      storeUsername: record('storeUsername'),
      storeUserInfo: record('storeUserInfo'),
      clearSession: record('clearSession'),
      clearDrafts: record('clearDrafts'),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, calls, inputs, names: () => calls.map((c) => c.name) };
}

type AuthActor = ReturnType<typeof start>['actor'];
type AuthStateValue = Parameters<ReturnType<AuthActor['getSnapshot']>['matches']>[0];
const settled = (actor: AuthActor, state: AuthStateValue) => waitFor(actor, (s) => s.matches(state));

describe('start from storage', () => {
  test('nothing stored: logged out, nothing fetched', async () => {
    const { actor, inputs } = start({});
    const snapshot = await settled(actor, { loggedOut: 'idle' });
    expect(snapshot.context).toMatchObject({ token: null, username: null, error: null });
    expect(inputs).toEqual([]);
  });

  test('storage that cannot be read leaves the user logged out with an error', async () => {
    const { actor } = start({ readFails: true });
    const snapshot = await settled(actor, 'loggedOut');
    expect(snapshot.context.error).toEqual({ source: 'session', message: 'storage blocked' });
  });

  test('a stored username fetches the fuller profile and stores it', async () => {
    const { actor, calls, inputs } = start({
      stored: { token: 't1', username: 'ada@example.com', expiration: Date.now() + HOUR },
      profile,
    });
    const snapshot = await settled(actor, { loggedIn: 'ready' });
    expect(snapshot.context).toMatchObject({ token: 't1', username: 'ada@example.com', userInfo: profile });
    expect(inputs).toEqual([
      { name: 'fetchProfile', input: { token: 't1', username: 'ada@example.com', userId: null } },
    ]);
    expect(calls).toEqual([{ name: 'storeUserInfo', params: { userInfo: profile } }]);
  });

  test('a profile failure clears the login data (SPEC §8)', async () => {
    const { actor, names } = start({
      stored: { token: 't1', username: 'ada@example.com', expiration: Date.now() + HOUR },
      profile: new Error('server down'),
    });
    const snapshot = await settled(actor, 'loggedOut');
    expect(snapshot.context).toMatchObject({ token: null, username: null, userInfo: null });
    expect(snapshot.context.error).toEqual({ source: 'profile', message: 'server down' });
    expect(names()).toEqual(['clearSession', 'clearDrafts']);
  });

  test('a token without a username fetches user info; a user stores the username and logs in', async () => {
    const { actor, calls, inputs } = start({
      stored: { token: 't1', username: null, expiration: Date.now() + HOUR },
      userRecord: { kind: 'user', id: 7, account: 'ada@example.com' },
      profile,
    });
    const snapshot = await settled(actor, { loggedIn: 'ready' });
    expect(snapshot.context).toMatchObject({ username: 'ada@example.com', userId: 7 });
    expect(inputs.map((i) => i.name)).toEqual(['fetchUserRecord', 'fetchProfile']);
    expect(inputs[1]?.input).toEqual({ token: 't1', username: 'ada@example.com', userId: 7 });
    expect(calls[0]).toEqual({ name: 'storeUsername', params: { username: 'ada@example.com' } });
  });

  test('user info refused clears username, token and expiry and logs out', async () => {
    const { actor, names } = start({
      stored: { token: 't1', username: null, expiration: Date.now() + HOUR },
      userRecord: { kind: 'refused', message: 'Not logged in' },
    });
    const snapshot = await settled(actor, 'loggedOut');
    expect(snapshot.context).toMatchObject({ token: null, expiration: null, username: null });
    expect(snapshot.context.error).toEqual({ source: 'userRecord', message: 'Not logged in' });
    expect(names()).toEqual(['clearSession']);
  });

  test('a thrown user-info call also clears the login data', async () => {
    const { actor, names } = start({
      stored: { token: 't1', username: null, expiration: Date.now() + HOUR },
      userRecord: new Error('network'),
    });
    const snapshot = await settled(actor, 'loggedOut');
    expect(snapshot.context.error).toEqual({ source: 'userRecord', message: 'network' });
    expect(names()).toEqual(['clearSession']);
  });

  test('an expired stored token is cleared without any call', async () => {
    const { actor, names, inputs } = start({
      stored: { token: 't1', username: 'ada@example.com', expiration: Date.now() - 1 },
    });
    const snapshot = await settled(actor, 'loggedOut');
    expect(snapshot.context.token).toBeNull();
    expect(names()).toEqual(['clearSession']);
    expect(inputs).toEqual([]);
  });
});

describe('start with a token in the URL', () => {
  test('stores it with the time remaining as lifetime, then loads user info', async () => {
    const expiration = Date.now() + 2 * HOUR;
    const { actor, calls, inputs } = start(
      {
        userRecord: { kind: 'user', id: 9, account: 'bob@example.com' },
        profile,
      },
      { urlToken: 'url-token', urlExpiration: expiration },
    );
    const snapshot = await settled(actor, { loggedIn: 'ready' });
    expect(snapshot.context).toMatchObject({ token: 'url-token', expiration, username: 'bob@example.com' });
    expect(calls[0]).toEqual({ name: 'clearSession' });
    expect(calls[1]?.name).toBe('storeSession');
    const params = calls[1]?.params as { token: string; expiration: number; lifetimeMs: number };
    expect(params).toMatchObject({ token: 'url-token', expiration });
    expect(params.lifetimeMs).toBeGreaterThan(2 * HOUR - 1000);
    expect(params.lifetimeMs).toBeLessThanOrEqual(2 * HOUR);
    expect(inputs[0]).toEqual({ name: 'fetchUserRecord', input: { token: 'url-token' } });
  });

  test('an already expired URL token is ignored and storage is read', async () => {
    const { actor, names } = start({}, { urlToken: 'old', urlExpiration: Date.now() - 1 });
    const snapshot = await settled(actor, { loggedOut: 'idle' });
    expect(snapshot.context.token).toBeNull();
    expect(names()).toEqual([]);
  });
});

describe('login', () => {
  const result: LoginResult = { token: 'new', expiration: Date.now() + HOUR, username: 'ada@example.com' };
  const byPassword: AuthCredentials = { kind: 'password', email: 'ada@example.com', password: 'abc123' };
  const bySms: AuthCredentials = { kind: 'sms', phone: '13800000000', code: '123456' };

  test('with e-mail and password stores the session and loads the profile', async () => {
    const { actor, calls, inputs } = start({ login: result, profile });
    await settled(actor, { loggedOut: 'idle' });
    expect(actor.getSnapshot().can({ type: 'auth.login', credentials: byPassword })).toBe(true);
    actor.send({ type: 'auth.login', credentials: byPassword });
    expect(actor.getSnapshot().matches({ loggedOut: 'loggingInWithPassword' })).toBe(true);
    const snapshot = await settled(actor, { loggedIn: 'ready' });
    expect(snapshot.context).toMatchObject({ token: 'new', username: 'ada@example.com', userInfo: profile });
    expect(inputs[0]).toEqual({
      name: 'loginWithPassword',
      input: { email: 'ada@example.com', password: 'abc123' },
    });
    expect(calls.map((c) => c.name)).toEqual(['storeSession', 'storeUsername', 'storeUserInfo']);
    expect(calls[0]?.params).toMatchObject({ token: 'new', expiration: result.expiration, phone: null });
    // The password never enters the context.
    expect(JSON.stringify(snapshot.context)).not.toContain('abc123');
  });

  test('with phone and SMS code uses the SMS actor', async () => {
    const { actor, calls, inputs } = start({ login: result, profile });
    await settled(actor, { loggedOut: 'idle' });
    actor.send({ type: 'auth.login', credentials: bySms });
    expect(actor.getSnapshot().matches({ loggedOut: 'loggingInWithSms' })).toBe(true);
    await settled(actor, { loggedIn: 'ready' });
    expect(inputs[0]).toEqual({ name: 'loginWithSms', input: { phone: '13800000000', code: '123456' } });
    // SPEC §3 keeps the phone in storage; the code never enters the context.
    expect(calls[0]?.params).toMatchObject({ token: 'new', phone: '13800000000' });
    expect(actor.getSnapshot().context.phone).toBe('13800000000');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('123456');
  });

  test("a failure is a state with the server's message; dismissing and retrying works", async () => {
    const { actor, names } = start({ login: new Error('Wrong account or password') });
    await settled(actor, { loggedOut: 'idle' });
    actor.send({ type: 'auth.login', credentials: byPassword });
    const failed = await settled(actor, { loggedOut: 'failed' });
    expect(failed.context.error).toEqual({ source: 'login', message: 'Wrong account or password' });
    expect(names()).toEqual([]);
    actor.send({ type: 'auth.dismissError' });
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'auth.login', credentials: bySms });
    const again = await settled(actor, { loggedOut: 'failed' });
    expect(again.context.error?.message).toBe('Wrong account or password');
  });

  test('a refusal on a field keeps the field messages; the captcha answer goes to the actor', async () => {
    const refusal = Object.assign(new Error('Validation failed'), {
      fields: { captcha: 'Enter the characters shown in the image' },
    });
    const { actor, inputs } = start({ login: refusal });
    await settled(actor, { loggedOut: 'idle' });
    actor.send({ type: 'auth.login', credentials: { ...byPassword, captchaId: 'c1', captcha: 'A7K1' } });
    const failed = await settled(actor, { loggedOut: 'failed' });
    expect(failed.context.error).toEqual({
      source: 'login',
      message: 'Validation failed',
      fields: { captcha: 'Enter the characters shown in the image' },
    });
    expect(inputs[0]).toEqual({
      name: 'loginWithPassword',
      input: { email: 'ada@example.com', password: 'abc123', captchaId: 'c1', captcha: 'A7K1' },
    });
    expect(JSON.stringify(failed.context)).not.toContain('A7K1');
  });

  test('a new login from the failed state clears the error while it runs', async () => {
    const { actor } = start({ login: new Error('Wrong code') });
    await settled(actor, { loggedOut: 'idle' });
    actor.send({ type: 'auth.login', credentials: bySms });
    await settled(actor, { loggedOut: 'failed' });
    actor.send({ type: 'auth.login', credentials: bySms });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('logout', () => {
  const stored: StoredSession = { token: 't1', username: 'ada@example.com', expiration: Date.now() + HOUR };

  test('asks first; cancel keeps the session', async () => {
    const { actor, names } = start({ stored, profile });
    await settled(actor, { loggedIn: 'ready' });
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().matches({ loggedIn: 'confirmingLogout' })).toBe(true);
    actor.send({ type: 'auth.cancel' });
    expect(actor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('t1');
    expect(names()).toEqual(['storeUserInfo']);
  });

  test('confirm revokes the token and clears session and drafts', async () => {
    const { actor, names, inputs } = start({ stored, profile });
    await settled(actor, { loggedIn: 'ready' });
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.confirm' });
    expect(actor.getSnapshot().matches({ loggedIn: 'loggingOut' })).toBe(true);
    const snapshot = await settled(actor, { loggedOut: 'idle' });
    expect(snapshot.context).toMatchObject({
      token: null,
      expiration: null,
      username: null,
      userInfo: null,
      error: null,
    });
    expect(inputs.at(-1)).toEqual({ name: 'logout', input: { token: 't1' } });
    expect(names()).toEqual(['storeUserInfo', 'clearSession', 'clearDrafts']);
  });

  test('a server failure on logout still clears everything', async () => {
    const { actor, names } = start({ stored, profile, logout: new Error('offline') });
    await settled(actor, { loggedIn: 'ready' });
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.confirm' });
    const snapshot = await settled(actor, 'loggedOut');
    expect(snapshot.context).toMatchObject({ token: null, username: null });
    expect(snapshot.context.error).toEqual({ source: 'logout', message: 'offline' });
    expect(names()).toEqual(['storeUserInfo', 'clearSession', 'clearDrafts']);
  });

  test('logout is only offered when logged in', async () => {
    const { actor } = start({});
    await settled(actor, { loggedOut: 'idle' });
    expect(actor.getSnapshot().can({ type: 'auth.logout' })).toBe(false);
  });
});

describe('expired (any 401)', () => {
  test('logs out at once, without asking or calling the server', async () => {
    const stored: StoredSession = { token: 't1', username: 'ada@example.com', expiration: Date.now() + HOUR };
    const { actor, names, inputs } = start({ stored, profile });
    await settled(actor, { loggedIn: 'ready' });
    actor.send({ type: 'auth.expired' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ loggedOut: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({ token: null, username: null, userInfo: null });
    expect(snapshot.context.error).toEqual({ source: 'expired', message: null });
    expect(names()).toEqual(['storeUserInfo', 'clearSession', 'clearDrafts']);
    expect(inputs.map((i) => i.name)).toEqual(['fetchProfile']);
  });

  test('also applies while user info is loading', async () => {
    const { actor, names } = start({
      stored: { token: 't1', username: null, expiration: Date.now() + HOUR },
      userRecordHangs: true,
    });
    await settled(actor, 'loadingUserRecord');
    actor.send({ type: 'auth.expired' });
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(names()).toEqual(['clearSession', 'clearDrafts']);
  });

  test('also applies while asking to confirm a logout', async () => {
    const stored: StoredSession = { token: 't1', username: 'ada@example.com', expiration: Date.now() + HOUR };
    const { actor } = start({ stored, profile });
    await settled(actor, { loggedIn: 'ready' });
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.expired' });
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
  });
});

test('an actor the app did not provide shows as an error, not a hang', async () => {
  const actor = createActor(authMachine, { input: {} });
  actor.start();
  const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
  expect(snapshot.context.error?.message).toContain('provide the "readSession" actor');
});

import { describe, expect, it } from 'vitest';
import { createPrefixedStorage, memoryStorage } from '../browser/storage';
import {
  authInputFromUrl,
  createAuthSessionStore,
  loginHref,
  safeRedirect,
  withoutUrlToken,
} from './authSession';

function setup(start = 1_000_000) {
  let clock = start;
  const backend = memoryStorage();
  const now = () => clock;
  const storage = createPrefixedStorage(backend, { now });
  const store = createAuthSessionStore(storage, { now });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { backend, store, advance, now };
}

describe('auth session storage', () => {
  it('stores jti, expiration and phone under prefixed keys that expire with the token', () => {
    const { backend, store, advance, now } = setup();
    store.storeSession({ token: 't1', expiration: now() + 5000, lifetimeMs: 5000, phone: '13800138000' });
    store.storeUsername('alice@example.com');
    expect([...backend.entries.keys()].sort()).toEqual([
      'sf_expiration',
      'sf_jti',
      'sf_phone',
      'sf_username',
    ]);
    expect(store.read()).toEqual({ token: 't1', username: 'alice@example.com', expiration: now() + 5000 });
    expect(store.getToken()).toBe('t1');
    advance(4999);
    expect(store.getToken()).toBe('t1');
    advance(1);
    expect(store.getToken()).toBeNull();
    expect(store.read()).toEqual({ token: null, username: null, expiration: null });
  });

  it('gives the username only the lifetime the token has left', () => {
    const { store, advance, now } = setup();
    store.storeSession({ token: 't1', expiration: now() + 10_000, lifetimeMs: 10_000, phone: null });
    advance(6000);
    store.storeUsername('bob');
    advance(3999);
    expect(store.read().username).toBe('bob');
    advance(1);
    expect(store.read().username).toBeNull();
  });

  it('stores nothing for a token that has already expired', () => {
    const { backend, store, now } = setup();
    store.storeSession({ token: 't1', expiration: now() - 1, lifetimeMs: -1, phone: null });
    store.storeUsername('bob');
    expect(backend.entries.size).toBe(0);
  });

  it('clears the session and, on logout, the apply, paper-apply and user data', () => {
    const { backend, store, now } = setup();
    store.storeSession({ token: 't1', expiration: now() + 5000, lifetimeMs: 5000, phone: '13800138000' });
    store.storeUsername('bob');
    store.storeUserInfo({ name: 'Bob' });
    backend.setItem('sf_apply', JSON.stringify({ value: {}, expiresAt: null }));
    backend.setItem('sf_paperApply', JSON.stringify({ value: {}, expiresAt: null }));
    backend.setItem('sf_@lang', JSON.stringify({ value: 'en', expiresAt: null }));
    store.clearSession();
    store.clearDrafts();
    expect([...backend.entries.keys()]).toEqual(['sf_@lang']);
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/product-list?id=5&page=2')).toBe('/product-list?id=5&page=2');
    expect(safeRedirect('/en/order-list#top')).toBe('/en/order-list#top');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'product-list',
    '/foo\nbar',
    '/login',
    '/en/phone-login?redirect=/',
  ])('falls back for %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
    expect(safeRedirect(value, '/en')).toBe('/en');
  });
});

describe('loginHref', () => {
  it('returns to the page the visitor came from, not to home or a login page', () => {
    expect(loginHref('cn', '/product-list?id=5')).toBe('/login?redirect=%2Fproduct-list%3Fid%3D5');
    expect(loginHref('en', '/en/products')).toBe('/en/login?redirect=%2Fen%2Fproducts');
    expect(loginHref('cn', '/')).toBe('/login');
    expect(loginHref('en', '/en')).toBe('/en/login');
    expect(loginHref('cn', '/login?redirect=/x')).toBe('/login');
  });
});

describe('token in the URL', () => {
  it('reads token and expiration (epoch ms or ISO) and ignores an incomplete pair', () => {
    expect(authInputFromUrl('?token=abc&expiration=1700000000000')).toEqual({
      urlToken: 'abc',
      urlExpiration: 1_700_000_000_000,
    });
    expect(authInputFromUrl('?token=abc&expiration=2030-01-01T00:00:00Z')).toEqual({
      urlToken: 'abc',
      urlExpiration: Date.parse('2030-01-01T00:00:00Z'),
    });
    expect(authInputFromUrl('?token=abc')).toEqual({ urlToken: null, urlExpiration: null });
    expect(authInputFromUrl('?expiration=1')).toEqual({ urlToken: null, urlExpiration: null });
  });

  it('drops them from the address, keeping the rest', () => {
    expect(withoutUrlToken(new URL('http://x.test/en/products?token=a&expiration=1&id=4#top'))).toBe(
      '/en/products?id=4#top',
    );
  });
});

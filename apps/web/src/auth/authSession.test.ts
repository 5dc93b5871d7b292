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
    // Dot segments are resolved as the browser would: what is left is a path on this site.
    expect(safeRedirect('/a/../cart')).toBe('/cart');
    expect(safeRedirect('/en/./products')).toBe('/en/products');
  });

  /**
   * Known open-redirect bypasses: each must fall back rather than leave the site. A browser reads `//`
   * and `/\` as "another host", drops tabs and newlines from a URL and resolves dot segments, so a
   * value can turn into `//evil.example` only after parsing, and some layers decode once more.
   */
  const bypasses = [
    null,
    '',
    'https://evil.example/',
    'http:evil.example',
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/./..//evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5c%5Cevil.example',
    '/.%2F/evil.example',
    '/%2E%2E//evil.example',
    '/%2e/%2fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/\u0000/evil.example',
    '/%zz',
    ' //evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'product-list',
    '/foo\nbar',
    '/login',
    '/en/phone-login?redirect=/',
  ];

  it.each(bypasses)('falls back for %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
    expect(safeRedirect(value, '/en')).toBe('/en');
  });

  it('falls back for a value longer than any page address', () => {
    expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it.each([
    '/%252F%252Fevil.example',
    '/products/javascript:alert(1)',
    '/search?keywords=//evil.example',
    '/search#//evil.example',
  ])('keeps %j on this site', (value) => {
    const target = safeRedirect(value, '');
    expect(target.startsWith('/')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
    expect(new URL(target, 'https://www.example.cn').origin).toBe('https://www.example.cn');
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

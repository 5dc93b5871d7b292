/**
 * The login data of SPEC §3 (local storage items `jti`, `username`, `phone`, `expiration`) kept in the
 * prefixed, expiring storage, and the same-site redirect rule of the login pages. The machine actions
 * of `@storefront/ui`'s authMachine write through this module; the API client reads the token here.
 */
import type { PrefixedStorage } from '../browser/storage';
import { type Locale, localizePath } from '../i18n/locale';

/** Storage keys (stored as `sf_<key>`); names follow SPEC §3. */
export const authStorageKeys = {
  token: 'jti',
  username: 'username',
  phone: 'phone',
  expiration: 'expiration',
  userInfo: 'userInfo',
  apply: 'apply',
  paperApply: 'paperApply',
} as const;

export interface StoredAuth {
  token: string | null;
  username: string | null;
  /** Epoch milliseconds. */
  expiration: number | null;
}

export interface AuthSessionStore {
  read(): StoredAuth;
  /** The token while it is valid, for the API client's `getToken`. */
  getToken(): string | null;
  /** Stores token, expiration and (SMS login) phone for `lifetimeMs`, the time the token has left. */
  storeSession(session: {
    token: string;
    expiration: number;
    lifetimeMs: number;
    phone: string | null;
  }): void;
  /** Stores the username for as long as the stored token lives. */
  storeUsername(username: string): void;
  storeUserInfo(userInfo: Record<string, unknown>): void;
  storedUserInfo(): Record<string, unknown> | null;
  /** Removes token, expiration, username and phone. */
  clearSession(): void;
  /** Removes the stored apply, paper-apply and user data (SPEC §4 logout). */
  clearDrafts(): void;
}

export function createAuthSessionStore(
  storage: PrefixedStorage,
  { now = Date.now }: { now?: () => number } = {},
): AuthSessionStore {
  const remaining = () => {
    const expiration = storage.get<number>(authStorageKeys.expiration);
    return typeof expiration === 'number' ? expiration - now() : null;
  };
  const read = (): StoredAuth => {
    const expiration = storage.get<number>(authStorageKeys.expiration);
    return {
      token: storage.get<string>(authStorageKeys.token),
      username: storage.get<string>(authStorageKeys.username),
      expiration: typeof expiration === 'number' ? expiration : null,
    };
  };
  return {
    read,
    getToken() {
      const { token, expiration } = read();
      if (!token) return null;
      // A token without a known expiry is still sent: the server is the judge and answers 401.
      if (expiration !== null && expiration <= now()) return null;
      return token;
    },
    storeSession({ token, expiration, lifetimeMs, phone }) {
      if (lifetimeMs <= 0) return;
      storage.set(authStorageKeys.token, token, lifetimeMs);
      storage.set(authStorageKeys.expiration, expiration, lifetimeMs);
      if (phone) storage.set(authStorageKeys.phone, phone, lifetimeMs);
      else storage.remove(authStorageKeys.phone);
    },
    storeUsername(username) {
      const lifetime = remaining();
      if (lifetime === null || lifetime <= 0) return;
      storage.set(authStorageKeys.username, username, lifetime);
    },
    storeUserInfo(userInfo) {
      const lifetime = remaining();
      if (lifetime === null || lifetime <= 0) return;
      storage.set(authStorageKeys.userInfo, userInfo, lifetime);
    },
    storedUserInfo() {
      return storage.get<Record<string, unknown>>(authStorageKeys.userInfo);
    },
    clearSession() {
      storage.remove(authStorageKeys.token);
      storage.remove(authStorageKeys.expiration);
      storage.remove(authStorageKeys.username);
      storage.remove(authStorageKeys.phone);
    },
    clearDrafts() {
      storage.remove(authStorageKeys.apply);
      storage.remove(authStorageKeys.paperApply);
      storage.remove(authStorageKeys.userInfo);
    },
  };
}

/**
 * The origin `redirect` values are resolved against. Any origin would do for the check (a value that
 * stays on it stays on whichever origin serves the page); this one can never be a real site.
 */
const SITE = new URL('https://site.invalid');

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * Whether a parsed path could take the browser to another host: `//host` (protocol-relative), or the
 * same once a layer decodes it again and resolves its dot segments (`/%2F/host`, `/.%2F/host`), or
 * characters a browser drops or reads as `/` (tabs, newlines, `\`), encoded or not.
 */
function leavesTheSite(pathname: string): boolean {
  if (pathname.startsWith('//')) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  if (UNSAFE_CHARACTERS.test(decoded) || decoded.startsWith('//')) return true;
  return new URL(decoded, SITE).pathname.startsWith('//');
}

/**
 * The `redirect` query parameter of the login pages, accepted only as a path on this site: the value is
 * parsed against the site's origin and must stay on it, and the path it resolves to must not be
 * protocol-relative (`/.//evil.com` resolves to `//evil.com`). Control characters and backslashes,
 * raw or encoded, are refused rather than guessed at. Anything else, and the login pages themselves,
 * fall back to `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE.origin || leavesTheSite(url.pathname)) return fallback;
  const loginPages = ['/login', '/phone-login', '/registered', '/reset'];
  const path = url.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  if (loginPages.includes(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page of a site that returns to `from` after logging in. */
export function loginHref(locale: Locale, from: string): string {
  const target = safeRedirect(from, '');
  const login = localizePath(locale, '/login');
  return target && target !== localizePath(locale, '/')
    ? `${login}?redirect=${encodeURIComponent(target)}`
    : login;
}

/**
 * SPEC §4: a token and expiry handed over in the URL query (`token`, `expiration` as epoch milliseconds
 * or an ISO date) become the machine's input; the machine stores them with the time remaining.
 */
export function authInputFromUrl(search: string): { urlToken: string | null; urlExpiration: number | null } {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim() || null;
  const raw = params.get('expiration')?.trim() ?? '';
  const expiration = /^\d+$/.test(raw) ? Number(raw) : raw ? Date.parse(raw) : Number.NaN;
  if (!token || !Number.isFinite(expiration)) return { urlToken: null, urlExpiration: null };
  return { urlToken: token, urlExpiration: expiration };
}

/** The URL without the handed-over token, so that it stays out of history, bookmarks and referrers. */
export function withoutUrlToken(url: URL): string {
  const next = new URL(url);
  next.searchParams.delete('token');
  next.searchParams.delete('expiration');
  return `${next.pathname}${next.search}${next.hash}`;
}

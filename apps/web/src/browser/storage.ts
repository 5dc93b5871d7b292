/**
 * Local storage with prefixed keys and optional expiry (SPEC §3 "Keys are prefixed and may expire").
 * Values are stored as JSON `{ value, expiresAt }`; an expired or unreadable entry reads as absent and
 * is removed. Storage that throws (private mode, quota, disabled cookies) degrades to "nothing stored".
 */

/** The part of the Web Storage API this module needs; tests pass an in-memory one. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PrefixedStorage {
  get<T>(key: string): T | null;
  /** Stores `value`; with `ttlMs` it expires that many milliseconds from now. */
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
}

interface Entry {
  value: unknown;
  expiresAt: number | null;
}

/** Prefix of every key the storefront writes, so that sister apps on the same origin do not collide. */
export const storagePrefix = 'sf_';

/** Key of the language (SPEC §9 '@lang'); stored as `sf_@lang`. */
export const languageKey = '@lang';

export function createPrefixedStorage(
  backend: StorageBackend | null,
  { prefix = storagePrefix, now = Date.now }: { prefix?: string; now?: () => number } = {},
): PrefixedStorage {
  const fullKey = (key: string) => `${prefix}${key}`;
  const remove = (key: string) => {
    try {
      backend?.removeItem(fullKey(key));
    } catch {
      // Nothing to undo when storage is unavailable.
    }
  };
  return {
    get<T>(key: string): T | null {
      let raw: string | null = null;
      try {
        raw = backend?.getItem(fullKey(key)) ?? null;
      } catch {
        return null;
      }
      if (raw === null) return null;
      let entry: Entry;
      try {
        entry = JSON.parse(raw) as Entry;
      } catch {
        remove(key);
        return null;
      }
      if (typeof entry !== 'object' || entry === null || !('value' in entry)) {
        remove(key);
        return null;
      }
      if (typeof entry.expiresAt === 'number' && entry.expiresAt <= now()) {
        remove(key);
        return null;
      }
      return entry.value as T;
    },
    set(key, value, ttlMs) {
      const entry: Entry = { value, expiresAt: ttlMs === undefined ? null : now() + ttlMs };
      try {
        backend?.setItem(fullKey(key), JSON.stringify(entry));
      } catch {
        // Full or disabled storage: the value is simply not cached.
      }
    },
    remove,
  };
}

/** The browser's local storage, or null where there is none (SSR) or access throws. */
export function browserLocalStorage(): StorageBackend | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's session storage, or null where there is none (SSR) or access throws. */
export function browserSessionStorage(): StorageBackend | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** An in-memory backend, for tests and as a stand-in where the browser offers none. */
export function memoryStorage(): StorageBackend & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

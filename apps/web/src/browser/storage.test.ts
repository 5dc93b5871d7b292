import { describe, expect, it } from 'vitest';
import { createPrefixedStorage, memoryStorage } from './storage';

describe('createPrefixedStorage', () => {
  it('stores JSON under the prefixed key and reads it back', () => {
    const backend = memoryStorage();
    const storage = createPrefixedStorage(backend, { prefix: 'sf_', now: () => 1000 });
    storage.set('@lang', 'en');
    expect(JSON.parse(backend.entries.get('sf_@lang') ?? '')).toEqual({ value: 'en', expiresAt: null });
    expect(storage.get('@lang')).toBe('en');
    expect(backend.entries.has('@lang')).toBe(false);
  });

  it('expires an entry at its time and removes it', () => {
    const backend = memoryStorage();
    let time = 1000;
    const storage = createPrefixedStorage(backend, { now: () => time });
    storage.set('brand', { fileId: '7' }, 500);
    time = 1499;
    expect(storage.get('brand')).toEqual({ fileId: '7' });
    time = 1500;
    expect(storage.get('brand')).toBeNull();
    expect(backend.entries.size).toBe(0);
  });

  it('treats malformed entries as absent and drops them', () => {
    const backend = memoryStorage();
    backend.setItem('sf_phone', 'not json');
    backend.setItem('sf_mail', '42');
    const storage = createPrefixedStorage(backend);
    expect(storage.get('phone')).toBeNull();
    expect(storage.get('mail')).toBeNull();
    expect(backend.entries.size).toBe(0);
  });

  it('degrades to nothing stored when the storage throws or is missing', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storage = createPrefixedStorage(failing);
    expect(() => storage.set('a', 1)).not.toThrow();
    expect(storage.get('a')).toBeNull();
    expect(() => storage.remove('a')).not.toThrow();
    expect(createPrefixedStorage(null).get('a')).toBeNull();
  });

  it('removes an entry', () => {
    const storage = createPrefixedStorage(memoryStorage());
    storage.set('a', 1);
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });
});

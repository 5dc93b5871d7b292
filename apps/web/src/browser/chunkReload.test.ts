import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError } from './chunkReload';
import { createPrefixedStorage, memoryStorage } from './storage';

describe('claimChunkReload', () => {
  it('allows one reload, then none until 60 seconds have passed', () => {
    const session = createPrefixedStorage(memoryStorage());
    expect(claimChunkReload(session, 100_000)).toBe(true);
    expect(claimChunkReload(session, 100_001)).toBe(false);
    expect(claimChunkReload(session, 159_999)).toBe(false);
    expect(claimChunkReload(session, 160_000)).toBe(true);
    expect(claimChunkReload(session, 170_000)).toBe(false);
  });

  it('allows a reload when the stored time lies in the future (clock changed)', () => {
    const session = createPrefixedStorage(memoryStorage());
    claimChunkReload(session, 500_000);
    expect(claimChunkReload(session, 10_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://shop.test/assets/detail-x.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/detail-x.css'),
  ])('recognizes %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

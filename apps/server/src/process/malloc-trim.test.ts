import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMallocTrim } from './malloc-trim.js';

const onGlibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
);

describe("malloc's trim", () => {
  afterEach(() => {
    vi.doUnmock('koffi');
    vi.resetModules();
  });

  it.runIf(onGlibc)('loads on glibc and tells whether memory went back', async () => {
    const trim = await loadMallocTrim();
    expect(trim).toBeTypeOf('function');
    expect(typeof trim?.()).toBe('boolean');
  });

  it('is left out where the FFI cannot load', async () => {
    vi.doMock('koffi', () => {
      throw new Error('no prebuilt binary for this platform');
    });
    const { loadMallocTrim: load } = await import('./malloc-trim.js');
    await expect(load()).resolves.toBeUndefined();
  });
});

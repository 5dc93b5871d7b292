import { describe, expect, it } from 'vitest';
import { createPrefixedStorage, memoryStorage } from '../browser/storage';
import { globalConfigFromEntries, readCachedGlobalConfig, writeCachedGlobalConfig } from './globalConfig';

describe('global config', () => {
  it('keeps the known keys of the entries', () => {
    expect(
      globalConfigFromEntries([
        { key: 'mail', value: 'order@example.com' },
        { key: 'brand', value: '2024' },
        { key: 'unknown', value: 'x' },
      ]),
    ).toEqual({ mail: 'order@example.com', brand: '2024' });
  });

  it('caches per site under prefixed keys until they expire', () => {
    const backend = memoryStorage();
    let time = 0;
    const storage = createPrefixedStorage(backend, { now: () => time });
    expect(readCachedGlobalConfig(storage, 'en')).toBeNull();
    writeCachedGlobalConfig(storage, 'en', { mail: 'order@example.com', phone: '+86 10' }, 1000);
    expect(backend.entries.has('sf_cfg.en.mail')).toBe(true);
    expect(readCachedGlobalConfig(storage, 'en')).toEqual({ mail: 'order@example.com', phone: '+86 10' });
    expect(readCachedGlobalConfig(storage, 'cn')).toBeNull();
    time = 1000;
    expect(readCachedGlobalConfig(storage, 'en')).toBeNull();
  });
});

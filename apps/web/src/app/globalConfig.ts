import type { GlobalCfgEntry } from '@storefront/api-client';
import type { PrefixedStorage } from '../browser/storage';
import type { Locale } from '../i18n/locale';

/**
 * The global config keys the shell shows (SPEC §3/§7: mail, phone, brand, privacy_policy,
 * terms_conditions), plus the footer's other stored lines (toll-free number, ICP licence, stock code,
 * WeChat account, LinkedIn page) so that no contact detail is written into the app.
 */
export const globalConfigKeys = [
  'mail',
  'phone',
  'brand',
  'privacy_policy',
  'terms_conditions',
  'toll_free',
  'icp_licence',
  'stock_code',
  'wechat',
  'linkedin',
] as const;

export type GlobalConfigKey = (typeof globalConfigKeys)[number];
export type GlobalConfig = Partial<Record<GlobalConfigKey, string>>;

/** How long a cached config value lives in local storage before it is asked again. */
export const globalConfigTtlMs = 6 * 60 * 60 * 1000;

export function globalConfigFromEntries(entries: readonly GlobalCfgEntry[]): GlobalConfig {
  const config: GlobalConfig = {};
  for (const { key, value } of entries) {
    if ((globalConfigKeys as readonly string[]).includes(key) && value)
      config[key as GlobalConfigKey] = value;
  }
  return config;
}

/** Storage key of one value: the values differ by language, so the site is part of the key. */
const storageKey = (locale: Locale, key: GlobalConfigKey) => `cfg.${locale}.${key}`;

/** The cached config of a site, or null when any key is missing or expired (then all are asked again). */
export function readCachedGlobalConfig(storage: PrefixedStorage, locale: Locale): GlobalConfig | null {
  const config: GlobalConfig = {};
  for (const key of globalConfigKeys) {
    const value = storage.get<string | false>(storageKey(locale, key));
    // `false` records a key the server does not have, so that its absence is cached too.
    if (value === null) return null;
    if (value !== false) config[key] = value;
  }
  return config;
}

export function writeCachedGlobalConfig(
  storage: PrefixedStorage,
  locale: Locale,
  config: GlobalConfig,
  ttlMs = globalConfigTtlMs,
): void {
  for (const key of globalConfigKeys) storage.set(storageKey(locale, key), config[key] ?? false, ttlMs);
}

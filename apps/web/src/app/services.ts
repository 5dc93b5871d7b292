import { type ApiClient, type CategoryNode, createApiClient, unwrap } from '@storefront/api-client';
import type { LanguageTag } from '@storefront/site';
import { createContext } from 'react-router-dom';
import type { PrefixedStorage } from '../browser/storage';
import { defaultLocale, type Locale, languageTags } from '../i18n/locale';
import {
  type GlobalConfig,
  globalConfigFromEntries,
  globalConfigKeys,
  readCachedGlobalConfig,
  writeCachedGlobalConfig,
} from './globalConfig';

export type { ApiClient };

/** What loaders need from the outside world; the server and the browser each supply their own. */
export interface AppServices {
  /** The API client that asks for content in the language of `locale`'s site. */
  api(locale: Locale): ApiClient;
  /** Whether the visitor is in mainland China (prices are shown only there); asked once per session. */
  isChina(): Promise<boolean>;
  /** The visible category tree of a site (`status=0`), asked once per services instance. */
  categoryTree(locale: Locale): Promise<CategoryNode[]>;
  /** Contact lines and document ids of a site; cached in local storage where there is one. */
  globalConfig(locale: Locale): Promise<GlobalConfig>;
}

/** Loaders read the services from their router context: `context.get(servicesContext)`. */
export const servicesContext = createContext<AppServices>();

export interface ServicesOptions {
  /** `/api/v1` in the browser; an absolute URL on the server, where `fetch` is routed in-process. */
  baseUrl: string;
  fetch: typeof fetch;
  /** Headers of the page request to pass on to the API (client address, cookies, country). */
  forwardedHeaders?: Headers;
  /** Local storage for the global config (browser only). */
  configCache?: PrefixedStorage;
  /** The login token for SPEC §6 calls (browser only; the server renders logged out). */
  getToken?: () => string | null;
  /** Called on a 401 answer with the operation's path (the browser logs out unless it was a login). */
  onUnauthorized?: (schemaPath: string) => void;
  /**
   * Server only: the server's own client in a site's language, which calls its handlers without HTTP.
   * When given, `baseUrl` and `fetch` are not used.
   */
  client?: (language: LanguageTag) => ApiClient;
}

/** Memoizes a promise per key; a rejected one is forgotten so that the next call asks again. */
function memoized<Key, Value>(ask: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const answers = new Map<Key, Promise<Value>>();
  return (key) => {
    const existing = answers.get(key);
    if (existing) return existing;
    const answer = ask(key).catch((error: unknown) => {
      answers.delete(key);
      throw error;
    });
    answers.set(key, answer);
    return answer;
  };
}

export function createServices({
  baseUrl,
  fetch: baseFetch,
  forwardedHeaders,
  configCache,
  getToken = () => null,
  onUnauthorized,
  client: serverClient,
}: ServicesOptions): AppServices {
  const clients = new Map<Locale, ApiClient>();
  const api = (locale: Locale): ApiClient => {
    const existing = clients.get(locale);
    if (existing) return existing;
    if (serverClient) {
      const client = serverClient(languageTags[locale]);
      clients.set(locale, client);
      return client;
    }
    const forwardingFetch = (request: Request) => {
      forwardedHeaders?.forEach((value, name) => {
        if (!request.headers.has(name)) request.headers.set(name, value);
      });
      return baseFetch(request);
    };
    const client = createApiClient({
      baseUrl,
      fetch: forwardingFetch,
      // Content follows the site, not the browser: the English site shows English to a Chinese browser.
      locale: languageTags[locale],
      // The client only attaches it on SPEC §6 paths; user-info calls pass `bearerHeaders` themselves.
      getToken,
      onUnauthorized: onUnauthorized && ((event) => onUnauthorized(event.schemaPath)),
    });
    clients.set(locale, client);
    return client;
  };
  // SPEC §7: the flag is cached for the session. A browser keeps these services for the page's life;
  // the server makes new ones per request. A failure is not cached.
  let isChina: Promise<boolean> | undefined;
  const askIsChina = (): Promise<boolean> => {
    isChina ??= unwrap(api(defaultLocale).GET('/isChina')).catch((error: unknown) => {
      isChina = undefined;
      throw error;
    });
    return isChina;
  };
  // The server makes services per request, so this is one call per page render; the browser keeps them
  // for the page's life, and the tree changes rarely enough for that.
  const categoryTree = memoized((locale: Locale) =>
    unwrap(api(locale).GET('/tree_structure/child', { params: { query: { status: 0 } } })),
  );
  const globalConfig = memoized(async (locale: Locale) => {
    const cached = configCache ? readCachedGlobalConfig(configCache, locale) : null;
    if (cached) return cached;
    const entries = await unwrap(
      api(locale).GET('/config/globalCfg/values', {
        params: { query: { keyList: globalConfigKeys.join(',') } },
      }),
    );
    const config = globalConfigFromEntries(entries);
    if (configCache) writeCachedGlobalConfig(configCache, locale, config);
    return config;
  });
  return { api, isChina: askIsChina, categoryTree, globalConfig };
}

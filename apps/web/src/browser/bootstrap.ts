import type { ApiClient } from '@storefront/api-client';
import { type ChannelAnalytics, createChannelAnalytics } from '../analytics/channelAnalytics';
import type { SiteConfig } from '../app/siteConfig';
import { localeFromPath } from '../i18n/locale';
import { claimChunkReload } from './chunkReload';
import {
  browserLocalStorage,
  browserSessionStorage,
  createPrefixedStorage,
  languageKey,
  type PrefixedStorage,
} from './storage';
import { whenIdle } from './tasks';
import { installZoomGuard } from './zoomGuard';

export interface BrowserRuntime {
  analytics: ChannelAnalytics;
  local: PrefixedStorage;
  session: PrefixedStorage;
}

/** Hosts of both sites: a referrer from either is internal navigation, not a channel. */
function ownHosts(siteConfig: SiteConfig): string[] {
  const hosts = new Set([window.location.hostname]);
  for (const origin of [siteConfig.origins.cn, siteConfig.origins.en]) {
    if (origin) hosts.add(new URL(origin).hostname);
  }
  return [...hosts];
}

/**
 * Everything the browser does besides rendering (SPEC §2, §4, §7): blocks zoom, reloads once after a
 * failed chunk (Vite's `vite:preloadError`), keeps the language under '@lang', records the session's
 * channel and sends queued analytics events when the page is hidden.
 */
export function startBrowserRuntime(api: ApiClient, siteConfig: SiteConfig): BrowserRuntime {
  const local = createPrefixedStorage(browserLocalStorage());
  const session = createPrefixedStorage(browserSessionStorage());

  installZoomGuard(window);

  window.addEventListener('vite:preloadError', (event) => {
    if (claimChunkReload(session, Date.now())) {
      event.preventDefault();
      window.location.reload();
    }
  });

  // SPEC §4: the language is kept in storage; the site (URL) decides it, storage remembers it.
  local.set(languageKey, localeFromPath(window.location.pathname));

  const analytics = createChannelAnalytics({
    api,
    session,
    referrer: document.referrer,
    ownHosts: ownHosts(siteConfig),
    onError: (error) => console.warn('[web] analytics call failed:', error),
  });
  // Not urgent, and its request costs the main thread a few milliseconds: out of the task that starts the app.
  whenIdle(() => void analytics.recordFirstVisit());
  window.addEventListener('pagehide', () => void analytics.flush());

  return { analytics, local, session };
}

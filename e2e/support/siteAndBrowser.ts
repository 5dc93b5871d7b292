import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './browser.ts';
import { type RunningSite, type SiteOptions, startSite } from './server.ts';

/**
 * A journey file's site and browser, started side by side (each takes seconds). The site starts on a copy
 * of the run's seeded data directory (seeded-site.ts), or, with `fresh`, on a new one as README's first
 * command does. When one fails to start, the other is closed before the failure is thrown, so that a
 * failed file leaves no server or Chromium behind.
 */
export async function startSiteAndBrowser(
  options: Omit<SiteOptions, 'copyOf'> & { fresh?: boolean } = {},
): Promise<{ site: RunningSite; browser: Browser }> {
  const { fresh, ...siteOptions } = options;
  const [site, browser] = await Promise.allSettled([
    startSite(fresh ? siteOptions : { ...siteOptions, copyOf: inject('seededDataDir') }),
    launchChromium(),
  ]);
  if (site.status === 'fulfilled' && browser.status === 'fulfilled') {
    return { site: site.value, browser: browser.value };
  }
  await stopSiteAndBrowser(
    site.status === 'fulfilled' ? site.value : undefined,
    browser.status === 'fulfilled' ? browser.value : undefined,
  );
  throw site.status === 'rejected' ? site.reason : (browser as PromiseRejectedResult).reason;
}

/** Closes the browser, then stops the site; either may be missing (its file's start failed). */
export async function stopSiteAndBrowser(
  site: RunningSite | undefined,
  browser: Browser | undefined,
): Promise<void> {
  await browser?.close();
  await site?.stop();
}

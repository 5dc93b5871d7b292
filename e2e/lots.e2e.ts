import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import { apiData, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 14's lot journey: a product page's lot table → another lot → its figures → its COA downloaded →
 * the COA's verification page shows the same numbers from the database.
 */

interface Lot {
  lotNumber: string;
  sdsPurityPercent: number | null;
}

const sites = [
  { name: 'Chinese', prefix: '', locale: 'zh-CN', language: 'zh-CN', web: webZhCN, width: 1440 },
  {
    name: 'English, on a 375 px phone',
    prefix: '/en',
    locale: 'en-US',
    language: 'en',
    web: webEn,
    width: 375,
  },
] as const;

/** A demo product with several lots, gel and curve. */
const catalogNumber = 'IL6-H1011';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});

afterAll(() => stopSiteAndBrowser(site, browser));

const say = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

describe('product page → a lot → its figures → its COA → verified', () => {
  it.each(sites)('$name', async ({ prefix, locale, language, web, width }) => {
    const { page, errors } = await openPage(browser, { locale, viewport: { width, height: 900 } });
    const lots = await apiData<Lot[]>(site.origin, `/product/${catalogNumber}/lots`, language);
    expect(lots.length).toBeGreaterThan(1);
    const lot = lots[lots.length - 1] as Lot;

    await page.goto(`${site.origin}${prefix}/product-detail?catalogNumber=${catalogNumber}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: web['web.productLots.title'] }).waitFor();
    await page.getByRole('link', { name: lot.lotNumber, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('lot') === lot.lotNumber);

    const figures = page.getByRole('figure', {
      name: say(web['web.productLots.figures'], { lot: lot.lotNumber }),
    });
    await figures.waitFor();
    // The gel and the curve are images with their numbers as text alternatives.
    expect(await figures.getByRole('img').count()).toBeGreaterThanOrEqual(2);
    if (width === 375) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }

    const coaLink = page.getByRole('link', { name: say(web['web.productLots.coa'], { lot: lot.lotNumber }) });
    const href = await coaLink.getAttribute('href');
    const coa = await fetch(new URL(href ?? '', site.origin));
    expect(coa.status).toBe(200);
    expect(coa.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await coa.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // What the COA's QR code opens: the same lot's numbers, read from the database.
    await page.goto(
      `${site.origin}${prefix}/coa/verify?${new URLSearchParams({ catalogNumber, lot: lot.lotNumber })}`,
    );
    await page.getByRole('heading', { level: 1, name: web['web.coaVerify.title'] }).waitFor();
    const main = page.getByRole('main');
    expect(await main.textContent()).toContain(lot.lotNumber);
    if (lot.sdsPurityPercent !== null)
      expect(await main.textContent()).toContain(String(lot.sdsPurityPercent));
    expect(errors).toEqual([]);
  });
});

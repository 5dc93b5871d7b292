import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import { apiData, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

interface Product {
  catalogNumber: string;
  name: string;
  target: string;
}
interface SearchCount {
  product: number;
  service: number;
  content: number;
}

const sites = [
  { name: 'Chinese', prefix: '', locale: 'zh-CN', language: 'zh-CN', ui: uiZhCN, web: webZhCN },
  { name: 'English', prefix: '/en', locale: 'en-US', language: 'en', ui: uiEn, web: webEn },
] as const;

/** SPEC's narrowest layout the journeys check. */
const phone = { width: 375, height: 667 };

let site: RunningSite;
let browser: Browser;
/** A product of the demo data, searched for by its target. */
let product: Product;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
  const section = await apiData<{ products: Product[] }>(site.origin, '/tree_structure?pid=4&size=50', 'en');
  const withTarget = section.products.find((candidate) => candidate.target.trim().length > 1);
  if (!withTarget) throw new Error('the demo data has no product with a target in category 4');
  product = withTarget;
});

afterAll(() => stopSiteAndBrowser(site, browser));

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

describe('search journey in Chromium at 375 px', () => {
  for (const { name, prefix, locale, language, ui, web } of sites) {
    it(`${name}: types in the header box → suggestion list → results → filter → product`, async () => {
      const { page, errors } = await openPage(browser, { locale, viewport: phone });
      await page.goto(`${site.origin}${prefix}/`);
      await waitForHydration(page);

      // The header box suggests as the visitor types (ARIA combobox), in the page's language.
      const box = page.getByRole('combobox', { name: ui['ui.SearchBox.label'] });
      await box.click();
      await box.pressSequentially(product.target.slice(0, 4), { delay: 30 });
      const suggestions = page.getByRole('listbox', { name: ui['ui.SearchBox.suggestions'] });
      await suggestions.getByRole('option').first().waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      await box.press('Escape');
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      // Enter without a chosen suggestion searches the typed text.
      await box.fill(product.target);
      await box.press('Enter');
      await page.waitForURL(
        (url) => url.pathname === `${prefix}/search` && url.searchParams.get('keywords') === product.target,
      );
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The page as served (the router changed pages without a document load): not for search engines.
      const served = await (await fetch(page.url())).text();
      expect(served).toContain('<meta name="robots" content="noindex"/>');

      // The tab counts are the API's, and the product tab lists that many hits over its pages.
      const counts = await apiData<SearchCount>(
        site.origin,
        `/search/count?keywords=${encodeURIComponent(product.target)}`,
        language,
      );
      const tabs = page.getByRole('navigation', { name: ui['ui.SearchTabs.label'] });
      const productTab = tabs.getByRole('link', { name: new RegExp(ui['ui.SearchTabs.product']) });
      expect(await productTab.getAttribute('aria-current')).toBe('page');
      expect(Number(((await productTab.textContent()) ?? '').replace(/\D/g, ''))).toBe(counts.product);
      const results = page.getByRole('list', { name: ui['ui.SearchResults.listLabel'] });
      expect(await results.locator(':scope > li').count()).toBe(Math.min(counts.product, 20));
      // The matched terms are marked.
      expect(await results.locator('mark').count()).toBeGreaterThan(0);
      await expectNoSideways(page);

      // On a phone the filters are folded; open them and choose the first species.
      const filters = page.getByRole('navigation', { name: ui['ui.FacetList.label'] });
      const species = filters.getByRole('region', { name: web['web.search.facetSpecies'] });
      const firstSpecies = species.getByRole('link').nth(1);
      expect(await firstSpecies.isVisible()).toBe(false);
      await filters.locator('summary').click();
      await firstSpecies.waitFor({ state: 'visible' });
      const speciesCount = Number(((await firstSpecies.textContent()) ?? '').replace(/\D/g, ''));
      await firstSpecies.click();
      await page.waitForURL((url) => url.searchParams.has('species'));
      const filteredCounts = await apiData<SearchCount>(
        site.origin,
        `/search/count?${new URL(page.url()).searchParams}`,
        language,
      );
      await expect
        .poll(async () => Number(((await productTab.textContent()) ?? '').replace(/\D/g, '')))
        .toBe(filteredCounts.product);
      expect(filteredCounts.product).toBeLessThanOrEqual(counts.product);
      expect(speciesCount).toBeGreaterThan(0);
      await expectNoSideways(page);

      // Loaded as a document, the filtered page hydrates into the same results (its state is all in the URL).
      await page.reload();
      await waitForHydration(page);
      await results.locator(':scope > li').first().waitFor();
      expect(Number(((await productTab.textContent()) ?? '').replace(/\D/g, ''))).toBe(
        filteredCounts.product,
      );

      // A product hit leads to its product page.
      const firstHit = results.locator(':scope > li').first().getByRole('link').first();
      const href = (await firstHit.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^${prefix}/product-detail\\?catalogNumber=`));
      await firstHit.click();
      await page.waitForURL((url) => url.pathname === `${prefix}/product-detail`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`${name}: works without JavaScript — the header form, the tabs and the filters are plain GETs`, async () => {
      const { page } = await openPage(browser, { locale, viewport: phone, javaScriptEnabled: false });
      await page.goto(`${site.origin}${prefix}/`);
      const box = page
        .getByRole('searchbox', { name: ui['ui.SearchBox.label'] })
        .or(page.getByRole('combobox', { name: ui['ui.SearchBox.label'] }));
      await box.fill(product.catalogNumber);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === `${prefix}/search`);
      const results = page.getByRole('list', { name: ui['ui.SearchResults.listLabel'] });
      // A catalog number comes first.
      expect(await results.locator(':scope > li').first().textContent()).toContain(product.catalogNumber);
      await page
        .getByRole('navigation', { name: ui['ui.SearchTabs.label'] })
        .getByRole('link', { name: new RegExp(ui['ui.SearchTabs.content']) })
        .click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'content');
      await page.context().close();
    });

    it(`${name}: a search that finds nothing says 'No search' and leads to /search-not-found`, async () => {
      const { page } = await openPage(browser, { locale, viewport: phone });
      await page.goto(`${site.origin}${prefix}/search?keywords=${encodeURIComponent('qqxzjv')}`);
      await page.getByRole('heading', { name: web['web.search.emptyTitle'] }).waitFor();
      const link = page.getByRole('link', { name: web['web.search.notFoundLink'] });
      expect(await link.getAttribute('href')).toBe(`${prefix}/search-not-found?keywords=qqxzjv`);
      await page.context().close();
    });
  }
});

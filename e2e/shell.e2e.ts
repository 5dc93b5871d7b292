import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDataIds } from '../apps/web/src/app/documentData.ts';
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import {
  apiData as fetchApiData,
  layoutShifts,
  openPage as openBrowserPage,
  waitForHydration,
} from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}
interface CategorySection {
  category: CategoryNode;
  products: { catalogNumber: string; name: string }[];
}

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});

afterAll(() => stopSiteAndBrowser(site, browser));

async function apiData<T>(path: string, language: 'zh-CN' | 'en'): Promise<T> {
  return fetchApiData<T>(site.origin, path, language);
}

function openPage(locale: string) {
  return openBrowserPage(browser, { locale });
}

describe('the bilingual shell in Chromium', () => {
  it('serves the Chinese site at / with the category menus and the products of categories 4, 5 and 6', async () => {
    const { page, errors } = await openPage('zh-CN');
    const response = await page.goto(`${site.origin}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await waitForHydration(page);

    const tree = await apiData<CategoryNode[]>('/tree_structure/child?status=0', 'zh-CN');
    const family = tree.find((node) => node.id === 4);
    expect(family?.name).toMatch(/[\u4e00-\u9fff]/);
    const navigation = page.getByRole('navigation', { name: uiZhCN['ui.MegaMenu.navigation'] });
    const productsToggle = navigation.getByRole('button', {
      name: uiZhCN['ui.MegaMenu.toggle'].replace('{label}', webZhCN['web.nav.products']),
    });
    await productsToggle.click();
    await navigation
      .getByText(family?.name ?? '', { exact: true })
      .first()
      .waitFor();

    for (const pid of [4, 5, 6]) {
      const section = await apiData<CategorySection>(`/tree_structure?pid=${pid}`, 'zh-CN');
      expect(section.products.length).toBeGreaterThan(0);
      await page
        .locator('main')
        .getByText(section.products[0]?.catalogNumber ?? '')
        .first()
        .waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('redirects an English browser from / to /en and shows the English shell with English data', async () => {
    const { page, errors } = await openPage('en-US');
    const response = await page.goto(`${site.origin}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await waitForHydration(page);

    const section = await apiData<CategorySection>('/tree_structure?pid=5', 'en');
    expect(section.category.name).toMatch(/[A-Za-z]/);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('button', { name: 'Products submenu' }).click();
    await navigation.getByText(section.category.name, { exact: true }).first().waitFor();
    await page
      .locator('main')
      .getByText(section.products[0]?.catalogNumber ?? '')
      .first()
      .waitFor();

    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en');
    expect(errors).toEqual([]);
  });

  it('hydrates: a mega-menu opens and closes in the browser', async () => {
    const { page } = await openPage('en-US');
    await page.goto(`${site.origin}/en`);
    await waitForHydration(page);
    const toggle = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Products submenu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('preloads every chunk the server lists for the page once it is painted', async () => {
    const { page } = await openPage('zh-CN');
    await page.goto(`${site.origin}/`);
    await waitForHydration(page);
    const { listed, preloaded } = await page.evaluate(
      (listId) => ({
        listed: JSON.parse(document.getElementById(listId)?.textContent ?? '[]') as string[],
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        ),
      }),
      documentDataIds.modulePreloads,
    );
    // The home page's app and route chunks: more than one task's share (entry.client.ts starts a few per task).
    expect(listed.length).toBeGreaterThan(10);
    // Vite's own preloading adds the links of what the app imports later (the cart and login machines).
    expect(preloaded).toEqual(expect.arrayContaining(listed));
  });

  it('reserves the bottom band of a phone for the floating widgets from the first paint', async () => {
    const phone = { locale: 'zh-CN', viewport: { width: 375, height: 800 } };
    // What the body's end and the band look like: its padding, and the band drawn under it or not.
    const dockLayout = () =>
      ({
        padding: getComputedStyle(document.body).paddingBottom,
        band: getComputedStyle(document.body, '::after').content,
      }) as const;
    // The server's page alone: the space is there, the band (drawn under its items) not yet.
    const { page: bare } = await openBrowserPage(browser, { ...phone, javaScriptEnabled: false });
    await bare.goto(`${site.origin}/`);
    expect(await bare.evaluate(dockLayout)).toEqual({ padding: '64px', band: 'none' });
    // The widgets come once the browser is idle after hydration: the band is drawn under them, and the page
    // neither moves nor changes its end.
    const { page, errors } = await openBrowserPage(browser, phone);
    await page.goto(`${site.origin}/`);
    await page.getByRole('complementary', { name: uiZhCN['ui.FloatingCart.region'] }).waitFor();
    expect(await page.evaluate(dockLayout)).toEqual({ padding: '64px', band: '""' });
    expect(await layoutShifts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the Chinese top bar on one line on a 360 px phone: the stock code, language, account and cart', async () => {
    const { page, errors } = await openBrowserPage(browser, {
      locale: 'zh-CN',
      viewport: { width: 360, height: 740 },
    });
    const [stockCode] = await apiData<{ value: string }[]>(
      '/config/globalCfg/values?keyList=stock_code',
      'zh-CN',
    );
    await page.goto(`${site.origin}/`);
    const topBar = page.getByRole('list', { name: uiZhCN['ui.SiteHeader.topBar'] });
    const cart = topBar.getByRole('link', { name: new RegExp(`^${uiZhCN['ui.CartLink.text']}`) });
    const middles = await Promise.all(
      [
        page.getByText(stockCode?.value ?? '', { exact: true }),
        topBar.getByRole('link', { name: uiZhCN['ui.AccountMenu.login'] }),
        cart,
      ].map(async (part) => {
        const box = await part.boundingBox();
        return box ? Math.round(box.y + box.height / 2) : null;
      }),
    );
    expect(new Set(middles).size, `vertical middles ${middles.join(', ')}`).toBe(1);
    // The cart keeps its icon and badge and its name; the word itself gives way.
    await expect
      .poll(() => cart.getByText(uiZhCN['ui.CartLink.text'], { exact: true }).isVisible())
      .toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(errors).toEqual([]);
  });

  it('answers an unknown route with a 404 page and a link home, in both languages', async () => {
    const { page } = await openPage('en-US');
    const english = await page.goto(`${site.origin}/en/no-such-page`);
    expect(english?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
    const homeLinks = page.locator('main a[href="/en"]');
    expect(await homeLinks.count()).toBeGreaterThan(0);

    const chinese = await page.goto(`${site.origin}/no-such-page`);
    expect(chinese?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.getByRole('heading', { name: webZhCN['web.status.notFoundTitle'] }).waitFor();
    expect(await page.locator('main a[href="/"]').count()).toBeGreaterThan(0);
  });
});

describe('one language rule for the pages and the API (issue 10)', () => {
  // For each header: the site the root page sends the browser to, and the language the API answers in.
  it.each([
    ['fr, en;q=0.5', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['en;q=0.5, zh-TW;q=0.8', 'cn'],
    ['de-DE', 'cn'],
    ['zh;q=0, en', 'en'],
  ])('Accept-Language %s: page and API both pick %s', async (acceptLanguage, expected) => {
    const headers = { 'accept-language': acceptLanguage };
    const page = await fetch(`${site.origin}/`, { headers, redirect: 'manual' });
    const pageSite = page.status === 302 && page.headers.get('location') === '/en' ? 'en' : 'cn';
    if (pageSite === 'cn') expect(page.status).toBe(200);
    const api = (await (await fetch(`${site.origin}/api/v1/banner/show`, { headers })).json()) as {
      msg: string;
    };
    const apiSite = api.msg === 'Success' ? 'en' : api.msg === '成功' ? 'cn' : api.msg;
    expect({ page: pageSite, api: apiSite }).toEqual({ page: expected, api: expected });
  });
});

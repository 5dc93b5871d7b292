import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import { launchChromium } from './support/browser.ts';
import { type RunningSite, startSite } from './support/server.ts';

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
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** What the server holds, asked the way the page asks it, so the journey checks real data. */
async function apiData<T>(path: string, language: 'zh-CN' | 'en'): Promise<T> {
  const response = await fetch(`${site.origin}/api/v1${path}`, { headers: { 'accept-language': language } });
  const envelope = (await response.json()) as { code: string; data: T };
  expect(envelope.code).toBe('E0001');
  return envelope.data;
}

async function openPage(browserLocale: string) {
  const context = await browser.newContext({ locale: browserLocale });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

describe('the bilingual shell in Chromium', () => {
  it('serves the Chinese site at / with the category tree and the products of categories 4, 5 and 6', async () => {
    const { page, errors } = await openPage('zh-CN');
    const response = await page.goto(`${site.origin}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');

    const tree = await apiData<CategoryNode[]>('/tree_structure/child?status=0', 'zh-CN');
    const tree4 = tree.find((node) => node.id === 4);
    expect(tree4?.name).toMatch(/[\u4e00-\u9fff]/);
    await page
      .getByRole('tree')
      .getByText(tree4?.name ?? '', { exact: true })
      .first()
      .waitFor();

    for (const pid of [4, 5, 6]) {
      const section = await apiData<CategorySection>(`/tree_structure?pid=${pid}`, 'zh-CN');
      expect(section.products.length).toBeGreaterThan(0);
      await page
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

    const section = await apiData<CategorySection>('/tree_structure?pid=5', 'en');
    expect(section.category.name).toMatch(/[A-Za-z]/);
    await page.getByRole('tree').getByText(section.category.name, { exact: true }).first().waitFor();
    await page
      .getByText(section.products[0]?.catalogNumber ?? '')
      .first()
      .waitFor();

    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en');
    expect(errors).toEqual([]);
  });

  it('hydrates: the category tree expands a node in the browser', async () => {
    const { page } = await openPage('zh-CN');
    await page.goto(`${site.origin}/`);
    const tree = await apiData<CategoryNode[]>('/tree_structure/child?status=0', 'zh-CN');
    const parent = tree.find((node) => node.id === 4);
    const child = parent?.children[0];
    expect(child).toBeDefined();
    const parentItem = page.getByRole('treeitem', { name: parent?.name ?? '', exact: true });
    // hydrateRoot marks its container at once; React replays a click that arrives mid-hydration.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        ),
      )
      .toBe(true);
    const wasExpanded = await parentItem.getAttribute('aria-expanded');
    await parentItem.click();
    await expect.poll(() => parentItem.getAttribute('aria-expanded')).not.toBe(wasExpanded);
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
    await page.getByRole('heading', { name: zhCN['web.status.notFoundTitle'] }).waitFor();
    expect(await page.locator('main a[href="/"]').count()).toBeGreaterThan(0);
  });
});

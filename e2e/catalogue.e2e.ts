import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import validationZhCN from '../packages/validation/src/i18n/zh-CN.json' with { type: 'json' };
import { readStoredData } from './support/database.ts';
import { apiData, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

interface Product {
  catalogNumber: string;
  name: string;
  sizes: { size: string; priceFen: number | null }[];
}

/** The trusted proxy header the site is started with, so a test can say where a visitor is. */
const countryHeader = 'x-test-country';

let site: RunningSite;
let browser: Browser;
let pricedProduct: Product;
/** The site's embedded database, read after the journeys to check what the pages acknowledged. */
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-catalogue-'));

/** What the server acknowledged (E0001 with the new row's id), checked against the database at the end. */
const acknowledged = {
  enquiries: new Map<number, Record<string, string>>(),
  leaveMessages: new Map<number, Record<string, string>>(),
};

/** Clicks `submit` and returns the id the server answered to the form's POST to `path`. */
async function submitAndReadId(page: Page, path: string, submit: () => Promise<void>): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.request().method() === 'POST' && new URL(candidate.url()).pathname === path,
    ),
    submit(),
  ]);
  const body = (await response.json()) as { code: string; data: { id: number } };
  expect(body.code).toBe('E0001');
  expect(body.data.id).toBeGreaterThan(0);
  return body.data.id;
}

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ dataDir, env: { COUNTRY_HEADER: countryHeader } }));
  const section = await apiData<{ products: Product[] }>(
    site.origin,
    '/tree_structure?pid=4&size=50',
    'zh-CN',
  );
  const withPrice = section.products.find((product) => product.sizes.some((size) => size.priceFen !== null));
  if (!withPrice) throw new Error('the demo data has no priced product in category 4');
  pricedProduct = withPrice;
});

afterAll(async () => {
  await stopSiteAndBrowser(site, browser);
  rmSync(dataDir, { recursive: true, force: true });
});

const detailPath = (product: Product) =>
  `/product-detail?catalogNumber=${encodeURIComponent(product.catalogNumber)}`;

async function productJsonLd(page: Page): Promise<{ '@type': string; offers?: unknown }> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}');
}

describe('catalogue journey in Chromium', () => {
  it('goes home → mega-menu → category → product → every tab → enquiry sent', async () => {
    const { page, errors } = await openPage(browser, {
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${site.origin}/en`);
    await waitForHydration(page);

    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('button', { name: 'Products submenu' }).click();
    const categoryLink = navigation.locator('a[href*="/product-list?id="]').first();
    await categoryLink.click();
    await page.waitForURL(/\/en\/product-list\?id=\d+/);

    const productLink = page.locator('main a[href*="/product-detail?catalogNumber="]').first();
    await productLink.click();
    await page.waitForURL(/\/en\/product-detail\?catalogNumber=/);
    const catalogNumber = new URL(page.url()).searchParams.get('catalogNumber') ?? '';
    const [product] = (
      await apiData<{ list: Product[] }>(site.origin, `/product?catalogNumber=${catalogNumber}`, 'en')
    ).list;
    await page.getByRole('heading', { level: 1, name: product?.name }).waitFor();

    for (const name of ['Information', 'Related products', 'Citations', 'Troubleshooting']) {
      const tab = page.getByRole('tab', { name });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      const panel = page.getByRole('tabpanel', { name });
      await panel.waitFor();
      expect((await panel.textContent())?.trim().length).toBeGreaterThan(0);
    }

    await page.getByRole('button', { name: 'Enquire' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Enquiry / Quote' });
    await dialog.waitFor();
    await dialog.getByLabel('Full Name').fill('Ada Lovelace');
    await dialog.getByLabel('Company').fill('Analytical Engines Ltd');
    await dialog.getByLabel('Department').fill('Protein Science');
    await dialog.getByLabel('Industry').selectOption({ index: 1 });
    await dialog.getByLabel('Country / Region').selectOption({ index: 1 });
    await dialog.getByLabel('Phone Number').fill('+44 20 7946 0000');
    await dialog.getByLabel('Email').fill('ada@example.org');
    const content = `A quote for 1 mg of ${catalogNumber}, please.`;
    await dialog.getByLabel('Requirements').fill(content);
    const id = await submitAndReadId(page, '/api/v1/enquiry', () =>
      dialog.getByRole('button', { name: 'Submit' }).click(),
    );
    acknowledged.enquiries.set(id, {
      name: 'Ada Lovelace',
      company: 'Analytical Engines Ltd',
      email: 'ada@example.org',
      content,
      catalogNumber,
      locale: 'en',
    });
    await page.getByText('Submitted Successfully').first().waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the online-message form', () => {
  it('refuses blank fields and an unticked privacy box, then sends (English site)', async () => {
    const { page } = await openPage(browser, { locale: 'en-US', viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.origin}/en`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Online message' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Full Name cannot be blank').first().waitFor();
    await form.getByText('Please check the privacy policy').first().waitFor();

    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Company').fill('Harvard University');
    await form.getByLabel('Department').fill('Computation Lab');
    await fillAddress(page, form.getByLabel(/Province|Address/));
    // The English site drops the mainland mobile rule.
    await form.getByLabel('Phone Number').fill('+1 617 555 0100');
    await form.getByLabel('Email').fill('grace@example.org');
    await form.getByLabel('Message').fill('Do you ship TNF-alpha to the United States?');
    await form.getByRole('checkbox').check();
    const id = await submitAndReadId(page, '/api/v1/leave_word', () =>
      form.getByRole('button', { name: 'Submit' }).click(),
    );
    acknowledged.leaveMessages.set(id, {
      name: 'Grace Hopper',
      phone: '+1 617 555 0100',
      email: 'grace@example.org',
      content: 'Do you ship TNF-alpha to the United States?',
      locale: 'en',
    });
    await page.getByRole('dialog', { name: 'Message Succeeded' }).waitFor();
  });

  it('applies the mainland mobile rule and answers in Chinese on the cn site', async () => {
    const { page } = await openPage(browser, { locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.origin}/`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: uiZhCN['ui.LeaveMessageForm.formLabel'] });
    await form.getByLabel(uiZhCN['ui.LeaveMessageForm.name']).fill('李雷');
    await form.getByLabel(uiZhCN['ui.LeaveMessageForm.company']).fill('北京大学');
    await form.getByLabel(uiZhCN['ui.LeaveMessageForm.department']).fill('生命科学学院');
    await fillAddress(
      page,
      form.getByLabel(
        new RegExp(`${uiZhCN['ui.LeaveMessageForm.province']}|${uiZhCN['ui.LeaveMessageForm.address']}`),
      ),
    );
    await form.getByLabel(uiZhCN['ui.LeaveMessageForm.phone']).fill('12345678901');
    await form.getByLabel(uiZhCN['ui.LeaveMessageForm.email']).fill('lilei@example.cn');
    await form.getByLabel(uiZhCN['ui.LeaveMessageForm.content']).fill('请问 PD-1 蛋白的货期？');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: uiZhCN['ui.LeaveMessageForm.submit'] }).click();
    await form.getByText(validationZhCN['validation.mobile']).first().waitFor();

    await form.getByLabel(uiZhCN['ui.LeaveMessageForm.phone']).fill('13812345678');
    const id = await submitAndReadId(page, '/api/v1/leave_word', () =>
      form.getByRole('button', { name: uiZhCN['ui.LeaveMessageForm.submit'] }).click(),
    );
    acknowledged.leaveMessages.set(id, {
      name: '李雷',
      phone: '13812345678',
      email: 'lilei@example.cn',
      content: '请问 PD-1 蛋白的货期？',
      locale: 'cn',
    });
    await page.getByRole('dialog', { name: uiZhCN['ui.LeaveMessageForm.succeededTitle'] }).waitFor();
  });
});

/** The address is a province list when the site has one, else free text. */
async function fillAddress(page: Page, field: ReturnType<Page['getByLabel']>) {
  const tag = await field.evaluate((element) => element.tagName);
  if (tag === 'SELECT') await field.selectOption({ index: 1 });
  else await field.fill(page.url().includes('/en') ? 'Massachusetts' : '北京');
}

describe('prices (SPEC §1)', () => {
  it('shows CNY prices and an Offer to a visitor in China on the cn site', async () => {
    const { page } = await openPage(browser, {
      locale: 'zh-CN',
      extraHTTPHeaders: { [countryHeader]: 'CN' },
    });
    await page.goto(`${site.origin}${detailPath(pricedProduct)}`);
    await page.locator('main').getByText('¥').first().waitFor();
    expect((await productJsonLd(page)).offers).toBeDefined();
  });

  it('shows the Inquiry label and no Offer to a visitor outside China on the cn site', async () => {
    const { page } = await openPage(browser, {
      locale: 'zh-CN',
      extraHTTPHeaders: { [countryHeader]: 'US' },
    });
    await page.goto(`${site.origin}${detailPath(pricedProduct)}`);
    await page.locator('main').getByText(uiZhCN['ui.PriceTag.inquiry']).first().waitFor();
    expect(await page.locator('main').getByText('¥').count()).toBe(0);
    const jsonLd = await productJsonLd(page);
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers).toBeUndefined();
  });

  it('always shows Inquiry on the English site, even in China', async () => {
    const { page } = await openPage(browser, {
      locale: 'en-US',
      extraHTTPHeaders: { [countryHeader]: 'CN' },
    });
    await page.goto(`${site.origin}/en${detailPath(pricedProduct)}`);
    await page.locator('main').getByText('Inquiry').first().waitFor();
    expect(await page.locator('main').getByText('¥').count()).toBe(0);
    expect((await productJsonLd(page)).offers).toBeUndefined();
  });
});

describe('narrow screens', () => {
  it('lets the 80 × 60 cart icon be dragged, snaps it to the nearer edge, and opens the cart on a tap', async () => {
    const { page } = await openPage(browser, { locale: 'en-US', viewport: { width: 375, height: 740 } });
    await page.goto(`${site.origin}/en`);
    await waitForHydration(page);
    const cart = page.locator('a[data-edge]');
    await cart.waitFor();
    const start = await cart.boundingBox();
    expect(start).not.toBeNull();
    if (!start) return;
    expect([Math.round(start.width), Math.round(start.height)]).toEqual([80, 60]);
    const startEdge = await cart.getAttribute('data-edge');
    expect(['left', 'right']).toContain(startEdge);
    const otherEdge = startEdge === 'left' ? 'right' : 'left';

    // Dropped just past the middle on the other side, it snaps to that edge.
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(otherEdge === 'left' ? 120 : 255, 300, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => cart.getAttribute('data-edge')).toBe(otherEdge);
    const snapped = await cart.boundingBox();
    const gap =
      otherEdge === 'left' ? (snapped?.x ?? 999) : 375 - ((snapped?.x ?? 0) + (snapped?.width ?? 0));
    expect(gap).toBeLessThan(20);
    expect(new URL(page.url()).pathname).toBe('/en');

    await cart.click();
    await page.waitForURL(/\/en\/cart$/);
  });
});

// Last in the file: it stops the site to read its embedded database.
describe('what the visitors sent', () => {
  it('is stored exactly as each page acknowledged it', async () => {
    expect(acknowledged.enquiries.size).toBe(1);
    expect(acknowledged.leaveMessages.size).toBe(2);
    await site.stop();
    const stored = await readStoredData(dataDir, async (db) => ({
      enquiries: await db.query.enquiries.findMany({
        where: (row, { inArray }) => inArray(row.id, [...acknowledged.enquiries.keys()]),
      }),
      leaveMessages: await db.query.leaveMessages.findMany({
        where: (row, { inArray }) => inArray(row.id, [...acknowledged.leaveMessages.keys()]),
      }),
    }));
    expect(stored.enquiries).toHaveLength(acknowledged.enquiries.size);
    for (const row of stored.enquiries) expect(row).toMatchObject(acknowledged.enquiries.get(row.id) ?? {});
    expect(stored.leaveMessages).toHaveLength(acknowledged.leaveMessages.size);
    for (const row of stored.leaveMessages)
      expect(row).toMatchObject(acknowledged.leaveMessages.get(row.id) ?? {});
  });
});

import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import { apiData, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 14's resource downloads (SPEC §6) on a phone: a visitor's first download asks for the download
 * form, then the PDF arrives and registration is offered with the form's details; the next download needs
 * no form. In both languages.
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});

afterAll(() => stopSiteAndBrowser(site, browser));

interface ResourcePage {
  list: { id: number; title: string; fileName: string }[];
}

/** A control of the download form by its label as the catalog words it (a required one ends in a marker). */
function field(page: Page, ui: Record<string, string>, key: string) {
  const text = ui[`ui.ResourceDownloadForm.${key}`] ?? key;
  return page
    .getByRole('form', { name: ui['ui.ResourceDownloadForm.formLabel'] })
    .getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** The download link of a file: its visible words start its name, the title ends it. */
function downloadLink(page: Page, ui: Record<string, string>, title: string) {
  return page
    .getByRole('link', { name: new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .filter({
      hasText: ui['ui.DocumentList.downloadShort'] ?? 'Download',
    });
}

describe.each([
  ['zh-CN', '', webZhCN, uiZhCN, '13812345678'],
  ['en', '/en', webEn, uiEn, '+44 20 7946 0000'],
] as const)('resources (%s): a visitor downloads by the form once', (language, prefix, web, ui, phone) => {
  it('asks for the form, sends the PDF, offers registration with the details, then downloads directly', async () => {
    const { list } = await apiData<ResourcePage>(site.origin, '/resource?category=manual', language);
    const [first, second] = list;
    if (!first || !second) throw new Error('the demo data has two manuals');
    const { page, errors } = await openPage(browser, {
      locale: language,
      viewport: { width: 375, height: 812 },
      acceptDownloads: true,
    });
    const response = await page.goto(`${site.origin}${prefix}/resources?activeIndex=0`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: web['web.resources.title'] }).waitFor();
    await waitForHydration(page);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await downloadLink(page, ui, first.title).click();
    await field(page, ui, 'name').fill('Li Lei');
    await field(page, ui, 'email').fill(`lilei-${language}@example.com`);
    await field(page, ui, 'phone').fill(phone);
    await field(page, ui, 'province').fill('Beijing');
    await field(page, ui, 'unit').fill('Peking University');
    await field(page, ui, 'department').fill('School of Life Sciences');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: ui['ui.ResourceDownloadForm.submit'] }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(first.fileName);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Registration is offered with the details given.
    await page.getByRole('link', { name: ui['ui.ResourceDownloadForm.register'] }).click();
    await page.waitForURL(new RegExp(`${prefix}/registered`));
    const registration = page.getByRole('form', { name: ui['ui.RegisterForm.formLabel'] });
    await expect.poll(() => registration.locator('input[name="name"]').inputValue()).toBe('Li Lei');
    expect(await registration.locator('input[name="email"]').inputValue()).toBe(
      `lilei-${language}@example.com`,
    );
    expect(await registration.locator('input[name="unit"]').inputValue()).toBe('Peking University');

    // "Once": back on the list, the next file downloads without the form.
    await page.goto(`${site.origin}${prefix}/resources?activeIndex=0`);
    await waitForHydration(page);
    const [next] = await Promise.all([
      page.waitForEvent('download'),
      downloadLink(page, ui, second.title).click(),
    ]);
    expect(next.suggestedFilename()).toBe(second.fileName);
    expect(await page.getByRole('form', { name: ui['ui.ResourceDownloadForm.formLabel'] }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import { apiData, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 14's services journey: the header's Services link, the list, a service page with its workflow and
 * `Service` JSON-LD, and an enquiry about it sent through the product page's enquiry dialog.
 */

const sites = [
  { name: 'Chinese', prefix: '', locale: 'zh-CN', language: 'zh-CN', ui: uiZhCN, web: webZhCN, width: 1440 },
  {
    name: 'English, on a 375 px phone',
    prefix: '/en',
    locale: 'en-US',
    language: 'en',
    ui: uiEn,
    web: webEn,
    width: 375,
  },
] as const;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});

afterAll(() => stopSiteAndBrowser(site, browser));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('services list → service → enquiry sent', () => {
  it.each(sites)('$name', async ({ prefix, locale, language, ui, web, width }) => {
    const { page, errors } = await openPage(browser, { locale, viewport: { width, height: 900 } });
    const services = await apiData<{ id: number; title: string }[]>(site.origin, '/services', language);
    const service = services[0];
    if (!service) throw new Error('no service');

    await page.goto(`${site.origin}${prefix}/service-list`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: web['web.service.title'] }).waitFor();
    if (width === 375) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await page.getByRole('link', { name: service.title }).click();
    await page.waitForURL(`${site.origin}${prefix}/service?menuId=${service.id}`);
    await page.getByRole('heading', { level: 1, name: service.title }).waitFor();
    await waitForHydration(page);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Service', name: service.title });
    const steps = page.getByRole('list', { name: web['web.service.workflow'] });
    expect(await steps.getByRole('listitem').count()).toBeGreaterThan(2);
    if (width === 375) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }

    await page.getByRole('button', { name: web['web.service.enquiryButton'] }).click();
    const dialog = page.getByRole('dialog', { name: web['web.service.enquiry'] });
    await dialog.waitFor();
    const field = (key: string) =>
      dialog.getByLabel(
        new RegExp(`^${escapeRegExp((ui as Record<string, string>)[`ui.EnquiryForm.${key}`] ?? key)}\\*?$`),
      );
    // The service is named in the form already, under the page's own label.
    const subject = dialog.getByLabel(new RegExp(`^${escapeRegExp(web['web.service.enquirySubject'])}\\*?$`));
    expect(await subject.inputValue()).toBe(service.title);
    await field('name').fill('Lin Test');
    await field('company').fill('Example Institute');
    await field('department').fill('Protein Science');
    await field('industryName').selectOption({ index: 1 });
    await field('areaName').selectOption({ index: 1 });
    await field('phone').fill('13912345678');
    await field('email').fill(`service${prefix ? '-en' : '-cn'}@example.com`);
    await field('content').fill('A quote for this service, please.');
    const [response] = await Promise.all([
      page.waitForResponse(
        (candidate) =>
          candidate.request().method() === 'POST' && new URL(candidate.url()).pathname === '/api/v1/enquiry',
      ),
      dialog.getByRole('button', { name: ui['ui.EnquiryForm.submit'] }).click(),
    ]);
    expect(response.request().postDataJSON()).toMatchObject({ otherTreeName: service.title });
    const body = (await response.json()) as { code: string; data: { id: number } };
    expect(body.code).toBe('E0001');
    await page.getByText(ui['ui.EnquiryForm.succeeded']).first().waitFor();
    expect(errors).toEqual([]);
  });
});

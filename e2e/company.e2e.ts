import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import validationEn from '../packages/validation/src/i18n/en.json' with { type: 'json' };
import validationZhCN from '../packages/validation/src/i18n/zh-CN.json' with { type: 'json' };
import { apiData, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 13's company pages as a visitor reaches them: the header's About Us and Investors, a history
 * section, an investor report downloaded as a real PDF, the footer's privacy policy, the quick link to
 * the distributors and their country selector, and the contact page's message form (refused when blank,
 * in the page's language, then sent). Each site in its language, the English one on a 375 px phone.
 */

const sites = [
  {
    name: 'English, on a 375 px phone',
    prefix: '/en',
    language: 'en' as const,
    locale: 'en-US',
    ui: uiEn,
    web: webEn,
    validation: validationEn,
    viewport: { width: 375, height: 812 },
    phone: '+44 20 7946 0000',
  },
  {
    name: 'Chinese',
    prefix: '',
    language: 'zh-CN' as const,
    locale: 'zh-CN',
    ui: uiZhCN,
    web: webZhCN,
    validation: validationZhCN,
    viewport: { width: 1440, height: 900 },
    phone: '13912345678',
  },
];
type Site = (typeof sites)[number];

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});

afterAll(() => stopSiteAndBrowser(site, browser));

/** Follows a link of the header (the drawer on a phone) or the footer by its catalog name. */
async function follow(page: Page, target: Site, name: string, where: 'header' | 'footer') {
  if (where === 'header' && (page.viewportSize()?.width ?? 0) < 1280) {
    await page.getByRole('button', { name: target.ui['ui.MobileNav.openMenu'] }).click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).first().click();
  } else {
    await page.locator(where).getByRole('link', { name, exact: true }).first().click();
  }
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('company pages: about us, investors, legal, distributors', () => {
  it.each(sites)('$name', async (target: Site) => {
    const { prefix, language, locale, web, ui, viewport } = target;
    const { page, errors } = await openPage(browser, { locale, viewport });
    await page.goto(`${site.origin}${prefix || '/'}`);
    await waitForHydration(page);

    await follow(page, target, web['web.nav.about'], 'header');
    await page.waitForURL(`${site.origin}${prefix}/about-us`);
    await page.getByRole('heading', { level: 1, name: web['web.company.aboutTitle'] }).waitFor();
    const about = await apiData<{ sections: { id: number; key: string; title: string }[] }>(
      site.origin,
      '/company/about',
      language,
    );
    const history = about.sections.find((section) => section.key === 'history');
    await page
      .getByRole('navigation', { name: web['web.company.aboutSections'] })
      .getByRole('link', { name: history?.title })
      .click();
    await page.waitForURL(`${site.origin}${prefix}/about-us?childId=${history?.id}`);
    await page.getByRole('list', { name: history?.title }).waitFor();
    const organization = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; contactPoint: unknown[] };
    expect(organization['@type']).toBe('Organization');
    expect(organization.contactPoint.length).toBeGreaterThanOrEqual(3);
    if (viewport.width === 375) expect(await noOverflow(page)).toBeLessThanOrEqual(375);

    await follow(page, target, web['web.shell.investors'], 'footer');
    await page.waitForURL(`${site.origin}${prefix}/investors`);
    await page.getByRole('heading', { level: 1, name: web['web.company.investorsTitle'] }).waitFor();
    const download = page.locator('main a[download]').first();
    const href = await download.getAttribute('href');
    const file = await fetch(`${site.origin}${href}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    if (viewport.width === 375) expect(await noOverflow(page)).toBeLessThanOrEqual(375);

    await follow(page, target, web['web.shell.privacy'], 'footer');
    await page.waitForURL(/\/rich-detail\?/);
    // The address changes when the navigation starts; the document's title is there once its data is.
    const documentTitle = language === 'en' ? 'Privacy Policy' : '隐私政策';
    await page.getByRole('heading', { level: 1, name: documentTitle }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(documentTitle);

    await page.getByRole('link', { name: web['web.shell.distributors'], exact: true }).first().click();
    await page.waitForURL(`${site.origin}${prefix}/contact?type=authorized`);
    await waitForHydration(page);
    const country = page.getByLabel(web['web.company.country']);
    await country.waitFor();
    const [, firstCountry] = await country
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    await country.selectOption(firstCountry as string);
    await page.waitForURL(`${site.origin}${prefix}/contact?type=authorized&country=${firstCountry}`);
    const shown = await apiData<{ countryCode: string }[]>(
      site.origin,
      `/distributor?countryCode=${firstCountry}`,
      language,
    );
    await expect.poll(() => page.locator('main article, main li h3, main li h4').count()).toBeGreaterThan(0);
    expect(shown.length).toBeGreaterThan(0);
    expect(await page.getByText(ui['ui.DistributorList.emptyTitle']).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the contact page: the 24-hour promise and the message form', () => {
  it.each(sites)('$name', async (target: Site) => {
    const { prefix, locale, web, ui, validation, viewport, phone } = target;
    const { page, errors } = await openPage(browser, { locale, viewport });
    await page.goto(`${site.origin}${prefix}/contact?type=contact`);
    await page.getByText(web['web.company.contactPromise']).waitFor();
    await waitForHydration(page);
    const form = page.locator('main').getByRole('form', { name: ui['ui.LeaveMessageForm.formLabel'] });
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/leave_word'))
        posted.push(request.url());
    });

    await form.getByRole('button', { name: ui['ui.LeaveMessageForm.submit'] }).click();
    await form.getByText(validation['validation.required.name']).first().waitFor();
    expect(posted).toEqual([]);

    await form.getByLabel(ui['ui.LeaveMessageForm.name']).fill('Lin Test');
    await form.getByLabel(ui['ui.LeaveMessageForm.company']).fill('Example Institute');
    await form.getByLabel(ui['ui.LeaveMessageForm.department']).fill('Biochemistry');
    const address = form.getByLabel(
      new RegExp(`${ui['ui.LeaveMessageForm.province']}|${ui['ui.LeaveMessageForm.address']}`),
    );
    if ((await address.evaluate((element) => element.tagName)) === 'SELECT')
      await address.selectOption({ index: 1 });
    else await address.fill('Shanghai');
    await form.getByLabel(ui['ui.LeaveMessageForm.phone']).fill(phone);
    await form.getByLabel(ui['ui.LeaveMessageForm.email']).fill('lin@example.org');
    await form.getByLabel(ui['ui.LeaveMessageForm.content']).fill('A quote for 1 mg of IL-6, please.');
    await form.getByRole('checkbox').check();
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/v1/leave_word'),
      form.getByRole('button', { name: ui['ui.LeaveMessageForm.submit'] }).click(),
    ]);
    expect(((await response.json()) as { code: string }).code).toBe('E0001');
    await page.getByRole('dialog', { name: ui['ui.LeaveMessageForm.succeededTitle'] }).waitFor();
    if (viewport.width === 375) expect(await noOverflow(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});

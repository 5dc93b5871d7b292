import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughApi, testSiteEnv } from './support/accounts.ts';
import {
  applicationSites,
  demoProduct,
  enterMailedCode,
  logInHere,
  sentConfirmation,
  wizardButton,
  wizardField,
  wizardForm,
} from './support/applications.ts';
import { openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 15's trial journey: a logged-in researcher applies for a free trial sample on /apply (the
 * catalog number from the suggestions, the categories, segments and provinces from the API, the code
 * from the mail catcher), gets the reference, and finds the application in the personal center.
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ env: testSiteEnv }));
});

afterAll(() => stopSiteAndBrowser(site, browser));

describe('/apply → reference → personal center', () => {
  it.each(applicationSites)('$name', async (target) => {
    const { prefix, locale, ui, web, viewport } = target;
    const account = await registerThroughApi(site, `trial${prefix ? '-en' : '-cn'}`);
    const { catalogNumber, typed } = await demoProduct(site);
    const { page, errors } = await openPage(browser, { locale, viewport });
    const form = wizardForm(page, target, 'trial');

    const response = await page.goto(`${site.origin}${prefix}/apply`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('heading', { level: 1, name: web['web.apply.title'] }).waitFor();
    await waitForHydration(page);

    // Step 1, the product: Next with nothing typed shows the messages and stays.
    await wizardButton(form, target, 'next').click();
    await expect.poll(() => wizardField(form, target, 'sku').getAttribute('aria-invalid')).toBe('true');
    await wizardField(form, target, 'sku').fill(typed);
    await form.getByRole('option', { name: catalogNumber }).click();
    expect(await wizardField(form, target, 'sku').inputValue()).toBe(catalogNumber);
    await wizardField(form, target, 'productName').fill('Human IL-6 protein');
    await wizardField(form, target, 'treeId').selectOption({ index: 1 });
    await wizardField(form, target, 'productApplication').fill('ELISA standard curve');
    await wizardButton(form, target, 'next').click();

    // A visitor is offered the login; the detour comes back to this step, the details filled in.
    await page
      .getByText(web['web.applications.loginHint'] as string)
      .getByRole('link')
      .click();
    await logInHere(page, site, target, account, `${prefix}/apply`);
    // Step 2, the applicant, prefilled from the profile.
    await expect.poll(() => wizardField(form, target, 'email').inputValue()).toBe(account.email);
    expect(await wizardField(form, target, 'name').inputValue()).toBe('Test Buyer');
    // A reload keeps the answers and the step (the draft).
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => wizardField(form, target, 'email').inputValue()).toBe(account.email);
    await enterMailedCode(form, site, target, 'trial-applicant');
    await wizardField(form, target, 'phone').fill(account.phone);
    await wizardField(form, target, 'industryId').selectOption({ index: 1 });
    await wizardField(form, target, 'areaId').selectOption({ index: 1 });
    await wizardField(form, target, 'address').fill('1 Test Road, Shanghai');
    if (viewport.width === 375) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await wizardButton(form, target, 'next').click();

    // The review, then the reference.
    await page.getByText(catalogNumber).first().waitFor();
    await wizardButton(form, target, 'submit').click();
    await page.getByRole('heading', { name: ui['ui.ApplicationWizard.sentTitle'] }).waitFor();
    const sent = await sentConfirmation(page, target).textContent();
    const reference = /\b[A-Z]+-[0-9][0-9-]{4,}\b/.exec(sent ?? '')?.[0];
    expect(reference, sent ?? '').toBeTruthy();

    // The personal center lists it.
    await page.goto(`${site.origin}${prefix}/my-applications`);
    await waitForHydration(page);
    await page.getByText(reference as string).waitFor();
    expect(await page.content()).toContain(catalogNumber);
    expect(errors).toEqual([]);
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughApi, testSiteEnv } from './support/accounts.ts';
import {
  applicationSites,
  demoProduct,
  enterMailedCode,
  idCardPng,
  logInThroughPage,
  sentConfirmation,
  wizardButton,
  wizardField,
  wizardForm,
} from './support/applications.ts';
import { openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 15's award journey: a logged-in author applies for the paper award on /reward (ID photos
 * uploaded, the code from the mail catcher), sees the amounts of the impact factor's tier before
 * submitting, gets the reference; a second application for the same DOI is refused with the server's
 * message; the personal center lists the application with the account masked and no ID number.
 */

/** A valid GB 11643 number (check character X). */
const ID_NUMBER = '11010519491231002X';
const ACCOUNT = '6222020200112233';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ env: testSiteEnv }));
});

afterAll(() => stopSiteAndBrowser(site, browser));

describe('/reward → amounts → reference → personal center', () => {
  it.each(applicationSites)('$name', async (target) => {
    const { prefix, locale, ui, web, viewport } = target;
    const account = await registerThroughApi(site, `award${prefix ? '-en' : '-cn'}`);
    const { catalogNumber } = await demoProduct(site);
    const doi = `10.1234/e2e.${Date.now().toString(36)}${prefix ? 'en' : 'cn'}`;
    const { page, errors } = await openPage(browser, { locale, viewport });
    const form = wizardForm(page, target, 'award');

    const response = await page.goto(`${site.origin}${prefix}/reward`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: web['web.reward.title'] }).waitFor();
    await logInThroughPage(page, site, target, account, `${prefix}/reward`);
    await waitForHydration(page);

    /** Fills the five steps; the impact factor 5 is the edge of the 2,000 CNY tier. */
    const fillSteps = async () => {
      await expect.poll(() => wizardField(form, target, 'email').inputValue()).toBe(account.email);
      await wizardField(form, target, 'areaId').selectOption({ index: 1 });
      await wizardField(form, target, 'education').fill('PhD');
      await wizardField(form, target, 'idNumber').fill(ID_NUMBER);
      for (const name of ['idPhotoFront', 'idPhotoBack']) {
        await wizardField(form, target, name).setInputFiles({
          name: `${name}.png`,
          mimeType: 'image/png',
          buffer: idCardPng(),
        });
      }
      await expect.poll(() => form.getByText(ui['ui.IdPhotoInput.done'] as string).count()).toBe(2);
      await enterMailedCode(form, site, target, 'award-applicant');
      await wizardButton(form, target, 'next').click();
      await wizardField(form, target, 'mentor').fill('Prof. Wang');
      await wizardField(form, target, 'labAddress').fill('1 Lab Road, Shanghai');
      await wizardField(form, target, 'labPhone').fill(account.phone);
      await wizardButton(form, target, 'next').click();
      await wizardField(form, target, 'paperTitle').fill('IL-6 signalling in test journeys');
      await wizardField(form, target, 'magazinePublished').fill('Journal of Tests');
      await wizardField(form, target, 'influenceFactor').fill('5');
      await wizardField(form, target, 'issueTime').fill('2025-03-01');
      await wizardField(form, target, 'doi').fill(doi);
      await wizardField(form, target, 'firstAuthor').fill('Test Buyer');
      await wizardField(form, target, 'correspondingAuthor').fill('Prof. Wang');
      await wizardButton(form, target, 'next').click();
      await wizardField(form, target, 'sku').fill(catalogNumber);
      await wizardField(form, target, 'productName').fill('Human IL-6 protein');
      await wizardField(form, target, 'buyPackaging').fill('100 µg');
      await wizardField(form, target, 'distr').fill('Direct');
      await wizardButton(form, target, 'next').click();
      await wizardField(form, target, 'username').fill('Test Buyer');
      await wizardField(form, target, 'remittancesAccount').fill(ACCOUNT);
      await wizardField(form, target, 'openingBank').fill('Bank of Tests');
      if (viewport.width === 375) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
      await wizardButton(form, target, 'next').click();
      // The review shows the tier's amounts before submitting: 2,000 gross, 400 tax, 1,600 net.
      await form.getByText(ui['ui.ApplicationWizard.gross'] as string).waitFor();
      const review = (await form.textContent()) ?? '';
      for (const amount of [/2,?000/, /400/, /1,?600/]) expect(review).toMatch(amount);
    };

    await fillSteps();
    await wizardButton(form, target, 'submit').click();
    await page.getByRole('heading', { name: ui['ui.ApplicationWizard.sentTitle'] }).waitFor();
    const sent = (await sentConfirmation(page, target).textContent()) ?? '';
    const reference = /\b[A-Z]+-[0-9][0-9-]{4,}\b/.exec(sent)?.[0];
    expect(reference, sent).toBeTruthy();

    // The same paper again: refused with the server's message, nothing sent twice.
    await page.goto(`${site.origin}${prefix}/reward`);
    await waitForHydration(page);
    await fillSteps();
    await wizardButton(form, target, 'submit').click();
    // The server's message in the page language names the DOI.
    await page.getByRole('alert').filter({ hasText: 'DOI' }).waitFor();
    expect(await page.getByRole('heading', { name: ui['ui.ApplicationWizard.sentTitle'] }).count()).toBe(0);

    // The personal center: the award with its masked account, and no ID number or full account anywhere.
    await page.goto(`${site.origin}${prefix}/my-applications`);
    await waitForHydration(page);
    await page.getByText(reference as string).waitFor();
    const html = await page.content();
    expect(html).toContain(`**** ${ACCOUNT.slice(-4)}`);
    expect(html).not.toContain(ID_NUMBER);
    expect(html).not.toContain(ACCOUNT);
    expect(errors).toEqual([]);
  });
});

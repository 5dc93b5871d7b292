import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, receivedCode, testSiteEnv } from './support/accounts.ts';
import {
  type ApplicationSite,
  applicationSites,
  demoProduct,
  idCardPng,
  sentConfirmation,
  wizardButton,
  wizardField,
  wizardForm,
} from './support/applications.ts';
import { openPage } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 15's "forms that work without JavaScript" for the two wizards: with scripts off, each step is a
 * form the page's action checks (400 with the messages on the fields), keeps in the encrypted draft
 * cookie and answers with the next step (303); the last one sends the application and shows its
 * reference. The award's ID photos go with the applicant step's post.
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ env: testSiteEnv }));
});

afterAll(() => stopSiteAndBrowser(site, browser));

/** A page of a browser that runs no script at all. */
async function pageWithoutScript(target: ApplicationSite): Promise<Page> {
  const { page } = await openPage(browser, {
    locale: target.locale,
    viewport: target.viewport,
    javaScriptEnabled: false,
  });
  return page;
}

/** Presses a button of the form and waits for the page the server answers. */
async function press(page: Page, button: Locator) {
  await Promise.all([page.waitForNavigation(), button.click()]);
}

/** Fills a step's fields by their labels (names of the catalog's ApplicationFields), then presses Next. */
async function fillStep(page: Page, form: Locator, target: ApplicationSite, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await wizardField(form, target, name).fill(value);
  await press(page, wizardButton(form, target, 'next'));
}

/** Types a fresh address, has the server send its code (a post of the step) and types the code. */
async function enterMailedCode(page: Page, form: Locator, target: ApplicationSite, label: string) {
  const email = freshEmail(label);
  await wizardField(form, target, 'email').fill(email);
  await press(page, form.getByRole('button', { name: target.ui['ui.VerificationCodeField.send'] }));
  await wizardField(form, target, 'verification').fill(await receivedCode(site.inbox, 'mail', email));
}

/** On a phone the page fits its width: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, target: ApplicationSite) {
  if (target.viewport.width > 375) return;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** The reference in the sent confirmation. */
async function referenceShown(page: Page, target: ApplicationSite): Promise<string | undefined> {
  await page.getByRole('heading', { name: target.ui['ui.ApplicationWizard.sentTitle'] }).waitFor();
  const sent = (await sentConfirmation(page, target).textContent()) ?? '';
  return /\b[A-Z]+-[0-9][0-9-]{4,}\b/.exec(sent)?.[0];
}

describe('the wizards without JavaScript', () => {
  it.each(applicationSites)('/apply, $name: step by step to the reference', async (target) => {
    const { catalogNumber } = await demoProduct(site);
    const page = await pageWithoutScript(target);
    const form = wizardForm(page, target, 'trial');
    expect((await page.goto(`${site.origin}${target.prefix}/apply`))?.status()).toBe(200);

    // Next with a field missing: the server's messages on the fields, the answers kept.
    await wizardField(form, target, 'productName').fill('Human IL-6 protein');
    await press(page, wizardButton(form, target, 'next'));
    expect(await wizardField(form, target, 'sku').getAttribute('aria-invalid')).toBe('true');
    expect(await wizardField(form, target, 'productName').inputValue()).toBe('Human IL-6 protein');

    await wizardField(form, target, 'sku').fill(catalogNumber);
    await wizardField(form, target, 'treeId').selectOption({ index: 1 });
    await wizardField(form, target, 'productApplication').fill('ELISA standard curve');
    await press(page, wizardButton(form, target, 'next'));
    expect(new URL(page.url()).searchParams.get('step')).toBe('applicant');

    await wizardField(form, target, 'name').fill('Zhang San');
    await wizardField(form, target, 'company').fill('Test University');
    await wizardField(form, target, 'department').fill('Immunology');
    await enterMailedCode(page, form, target, `nojs-trial-${target.viewport.width}`);
    await wizardField(form, target, 'phone').fill('13812345678');
    await wizardField(form, target, 'industryId').selectOption({ index: 1 });
    await wizardField(form, target, 'areaId').selectOption({ index: 1 });
    await wizardField(form, target, 'address').fill('1 Test Road, Shanghai');
    await press(page, wizardButton(form, target, 'next'));

    // The review lists the answers kept in the draft.
    await form.getByText(catalogNumber).waitFor();
    await press(page, wizardButton(form, target, 'submit'));
    expect(await referenceShown(page, target)).toBeTruthy();
    await expectNoSidewaysScroll(page, target);
  });

  it.each(applicationSites)(
    '/reward, $name: the photos with the applicant step, the amounts, the reference',
    async (target) => {
      const { ui } = target;
      const { catalogNumber } = await demoProduct(site);
      const page = await pageWithoutScript(target);
      const form = wizardForm(page, target, 'award');
      expect((await page.goto(`${site.origin}${target.prefix}/reward`))?.status()).toBe(200);

      await wizardField(form, target, 'name').fill('Li Si');
      await wizardField(form, target, 'company').fill('Test University');
      await wizardField(form, target, 'department').fill('Life Sciences');
      await wizardField(form, target, 'areaId').selectOption({ index: 1 });
      await wizardField(form, target, 'education').fill('PhD');
      await wizardField(form, target, 'idNumber').fill('11010519491231002X');
      await enterMailedCode(page, form, target, `nojs-award-${target.viewport.width}`);
      // Without the photos the step is refused, its answers kept.
      await press(page, wizardButton(form, target, 'next'));
      expect(await wizardField(form, target, 'idPhotoFront').getAttribute('aria-invalid')).toBe('true');
      expect(await wizardField(form, target, 'education').inputValue()).toBe('PhD');
      for (const name of ['idPhotoFront', 'idPhotoBack']) {
        await wizardField(form, target, name).setInputFiles({
          name: `${name}.png`,
          mimeType: 'image/png',
          buffer: idCardPng(),
        });
      }
      await press(page, wizardButton(form, target, 'next'));
      expect(new URL(page.url()).searchParams.get('step')).toBe('lab');

      await fillStep(page, form, target, {
        mentor: 'Prof. Wang',
        labAddress: '1 Lab Road, Shanghai',
        labPhone: '13912345678',
      });
      await fillStep(page, form, target, {
        paperTitle: 'IL-6 signalling without scripts',
        magazinePublished: 'Journal of Tests',
        influenceFactor: '5',
        issueTime: '2025-03-01',
        doi: `10.1234/nojs.${target.language}.${Date.now().toString(36)}`,
        firstAuthor: 'Li Si',
        correspondingAuthor: 'Prof. Wang',
      });
      await fillStep(page, form, target, {
        sku: catalogNumber,
        productName: 'Human IL-6 protein',
        buyPackaging: '100 µg',
        distr: 'Direct',
      });
      await fillStep(page, form, target, {
        username: 'Li Si',
        remittancesAccount: '6222020200112233',
        openingBank: 'Bank of Tests',
      });

      // The review with the tier's amounts: 2,000 gross, 400 tax, 1,600 net.
      await form.getByText(ui['ui.ApplicationWizard.gross'] as string).waitFor();
      const review = (await form.textContent()) ?? '';
      for (const amount of [/2,?000/, /400/, /1,?600/]) expect(review).toMatch(amount);
      await press(page, wizardButton(form, target, 'submit'));
      expect(await referenceShown(page, target)).toBeTruthy();
      await expectNoSidewaysScroll(page, target);
    },
  );
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import validationZhCN from '../packages/validation/src/i18n/zh-CN.json' with { type: 'json' };
import { apiCaller, registerThroughApi, testSiteEnv } from './support/accounts.ts';
import { openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 12's journey "no result → suggestion sent": a researcher who found nothing lands on
 * /search-not-found with the words searched, suggests the product, and the staff's mail arrives in the
 * site's local mail catcher (read through its REST API). The /search page links here; the journey
 * starts at the page itself.
 */

const STAFF_EMAIL = 'products-e2e@example.com';

/** Each site in its own language, one of them on a 375 px phone. */
const sites = [
  {
    name: 'English, on a 375 px phone',
    prefix: '/en',
    locale: 'en-US',
    ui: uiEn,
    web: webEn,
    viewport: { width: 375, height: 812 },
    phone: '+44 20 7946 0000',
  },
  {
    name: 'Chinese',
    prefix: '',
    locale: 'zh-CN',
    ui: uiZhCN,
    web: webZhCN,
    viewport: { width: 1440, height: 900 },
    phone: '13912345678',
  },
] as const;
type Site = (typeof sites)[number];

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  // NODE_ENV=test: the captcha of the logged-in journey's account set-up is readable.
  ({ site, browser } = await startSiteAndBrowser({ env: { ...testSiteEnv, STAFF_EMAIL } }));
});

afterAll(() => stopSiteAndBrowser(site, browser));

interface CaughtMail {
  subject: string;
  text: string;
}

/** The staff's mail about a product, waiting for it to arrive (the server mails after answering). */
function staffMailAbout(productName: string): Promise<CaughtMail> {
  return vi.waitFor(
    async () => {
      const response = await fetch(
        `${site.inbox}/api/email?${new URLSearchParams({ 'to.address': STAFF_EMAIL })}`,
      );
      const mails = (await response.json()) as CaughtMail[];
      const mail = mails.find((caught) => caught.subject.endsWith(`: ${productName}`));
      if (!mail) throw new Error(`no staff mail about ${productName} yet`);
      return mail;
    },
    { timeout: 10_000, interval: 200 },
  );
}

/** The suggestion form of the page (the footer has a form of its own). */
function suggestionForm(page: Page, { ui }: Site) {
  return page.getByRole('form', { name: ui['ui.ProductSuggestionForm.formLabel'] });
}

/** A control of the form by its label as the catalog words it (a required field's label ends in a marker). */
function field(page: Page, target: Site, key: string) {
  const { ui } = target;
  const text = (ui as Record<string, string>)[`ui.ProductSuggestionForm.${key}`];
  if (text === undefined) throw new Error(`no label ${key}`);
  return suggestionForm(page, target).getByLabel(
    new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`),
  );
}

describe('no result → /search-not-found → suggestion sent → staff mail', () => {
  it.each(sites)('$name', async (target) => {
    const { prefix, locale, ui, web, viewport, phone } = target;
    // Unique per run and site, and within the product name's 10 characters.
    const productName = `NF-${Date.now().toString(36).slice(-4)}${prefix ? 'E' : 'C'}`;
    const email = `suggester${prefix ? '-en' : '-cn'}@example.com`;
    const { page, errors } = await openPage(browser, { locale, viewport });

    const response = await page.goto(`${site.origin}${prefix}/search-not-found?keywords=${productName}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('heading', { level: 1, name: web['web.searchNotFound.title'] }).waitFor();
    await page.getByText(web['web.searchNotFound.tipSpelling']).waitFor();
    await waitForHydration(page);

    // The words searched are the product's name already.
    expect(await field(page, target, 'productName').inputValue()).toBe(productName);
    await field(page, target, 'species').selectOption('human');
    await field(page, target, 'tagPosition').selectOption('c-terminus');
    await field(page, target, 'expressionSystem').selectOption('mammalian');
    await field(page, target, 'tag').selectOption('his');
    await field(page, target, 'expressionRange').fill('Val30-Met212');
    await field(page, target, 'accessionNumber').fill('P05231');
    await field(page, target, 'quantity').fill('1 mg');
    await field(page, target, 'longTermNeed').selectOption('true');
    await field(page, target, 'quality').fill('> 95%');
    await field(page, target, 'deliveryTime').fill('4 weeks');
    await field(page, target, 'purpose').fill('ELISA standard');
    await field(page, target, 'otherRequirements').fill('None');
    await field(page, target, 'name').fill('Lin Test');
    await field(page, target, 'company').fill('Example Institute');
    await field(page, target, 'department').fill('Biochemistry');
    await field(page, target, 'region').selectOption({ index: 1 });
    await field(page, target, 'email').fill(email);
    await field(page, target, 'phone').fill(phone);
    await field(page, target, 'industry').selectOption('research');

    if (viewport.width === 375) {
      // The phone layout: one column, nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }

    await suggestionForm(page, target)
      .getByRole('button', { name: ui['ui.ProductSuggestionForm.submit'] })
      .click();
    await page.getByText(ui['ui.ProductSuggestionForm.succeeded']).waitFor();
    // Sent: the form is back to its prefill, ready for another suggestion.
    await expect.poll(() => field(page, target, 'species').inputValue()).toBe('');

    const mail = await staffMailAbout(productName);
    expect(mail.text).toContain(`Product name: ${productName}`);
    expect(mail.text).toContain(`E-mail: ${email}`);
    expect(mail.text).toContain(`Phone: ${phone}`);
    expect(mail.text).toContain(prefix ? 'English site' : 'Chinese site');
    expect(errors).toEqual([]);
  });

  it('refuses a product name of one character on the page, in the page language, sending nothing', async () => {
    const target = sites[1];
    const { page } = await openPage(browser, { locale: target.locale });
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/suggest'))
        posted.push(request.url());
    });
    await page.goto(`${site.origin}/search-not-found?keywords=X`);
    await waitForHydration(page);
    const productName = field(page, target, 'productName');
    // Searched words that break the rule are not prefilled: the visitor types the name.
    expect(await productName.inputValue()).toBe('');
    await productName.fill('X');
    await suggestionForm(page, target)
      .getByRole('button', { name: target.ui['ui.ProductSuggestionForm.submit'] })
      .click();
    await expect.poll(() => productName.getAttribute('aria-invalid')).toBe('true');
    const description = await productName.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain(
      validationZhCN['validation.length'].replace('{min}', '2').replace('{max}', '10'),
    );
    expect(posted).toEqual([]);
  });

  it("prefills a logged-in researcher's contact details, and the staff mail names the account", async () => {
    const target = sites[0];
    const { ui } = target;
    const account = await registerThroughApi(site, 'suggester');
    const [area] = await apiCaller(site.origin, 'en')<{ name: string }[]>('GET', '/distributor/area');
    const { page, errors } = await openPage(browser, { locale: target.locale });
    await page.goto(`${site.origin}/en/login?redirect=${encodeURIComponent('/en/search-not-found')}`);
    await waitForHydration(page);
    const login = page.getByRole('form', { name: ui['ui.LoginForm.formLabel'] });
    await login.getByLabel(ui['ui.LoginForm.email']).fill(account.email);
    await login.getByLabel(ui['ui.LoginForm.password']).fill(account.password);
    await login.getByRole('button', { name: ui['ui.LoginForm.submit'] }).click();
    await page.waitForURL(`${site.origin}/en/search-not-found`);

    await expect.poll(() => field(page, target, 'email').inputValue()).toBe(account.email);
    expect(await field(page, target, 'name').inputValue()).toBe('Test Buyer');
    expect(await field(page, target, 'company').inputValue()).toBe('Example Institute');
    expect(await field(page, target, 'department').inputValue()).toBe('Biochemistry');
    expect(await field(page, target, 'phone').inputValue()).toBe(account.phone);
    expect(await field(page, target, 'region').inputValue()).toBe(area?.name);

    const productName = `LI-${Date.now().toString(36).slice(-5)}`;
    await field(page, target, 'productName').fill(productName);
    await field(page, target, 'species').selectOption('mouse');
    await field(page, target, 'tagPosition').selectOption('n-terminus');
    await field(page, target, 'expressionSystem').selectOption('e-coli');
    await field(page, target, 'tag').selectOption('tag-free');
    for (const key of ['expressionRange', 'accessionNumber', 'quantity', 'quality', 'deliveryTime']) {
      await field(page, target, key).fill('-');
    }
    await field(page, target, 'purpose').fill('Western blot');
    await field(page, target, 'otherRequirements').fill('None');
    await field(page, target, 'longTermNeed').selectOption('false');
    await field(page, target, 'industry').selectOption('industrial');
    await suggestionForm(page, target)
      .getByRole('button', { name: ui['ui.ProductSuggestionForm.submit'] })
      .click();
    await page.getByText(ui['ui.ProductSuggestionForm.succeeded']).waitFor();

    const mail = await staffMailAbout(productName);
    expect(mail.text).toContain(`E-mail: ${account.email}`);
    expect(mail.text).toMatch(/Account: #\d+/);
    expect(errors).toEqual([]);
  });
});

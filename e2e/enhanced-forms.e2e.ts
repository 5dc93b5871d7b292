import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import { apiData, firstCatalogNumber, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 15's progressive enhancement of the forms whose answer stays where they are (the footer's
 * message, the enquiry dialog, the COA, the resource download): with JavaScript on, each posts through a
 * fetcher to the same route action the server runs without JavaScript. The proof that the action runs,
 * not a send of the form's own: the API is asked once, the page does not move, and a filled honeypot
 * (a rule of the route action only) is answered as sent without asking the API at all.
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});

afterAll(() => stopSiteAndBrowser(site, browser));

type Catalog = Record<string, string>;

/** A field of `form` by its catalog label (a required field's label ends in a marker). */
function field(form: ReturnType<Page['getByRole']>, label: string) {
  return form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/**
 * The paths `page` posts to from now on, but for the visit records (`/user/channel_analyse` and
 * `/channel_analyse/detail`): the first visit's is sent once the browser is idle (browser/bootstrap.ts),
 * which may be while a form is being filled.
 */
function postsFrom(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && !/\/channel_analyse(?:\/|$)/.test(path)) posts.push(path);
  });
  return posts;
}

/** A page with scripts on, hydrated, and the paths it posts to from now on. */
async function hydratedPage(locale: 'en-US' | 'zh-CN', url: string) {
  const { page, errors } = await openPage(browser, { locale, viewport: { width: 1440, height: 900 } });
  await page.goto(url);
  await waitForHydration(page);
  return { page, errors, apiPosts: postsFrom(page) };
}

/** Fills the honeypot, which only a bot sees. */
async function fillHoneypot(form: ReturnType<Page['getByRole']>) {
  await form.locator('input[name="website"]').evaluate((input) => {
    (input as HTMLInputElement).value = 'https://spam.example';
  });
}

async function fillMessage(form: ReturnType<Page['getByRole']>, ui: Catalog, content: string) {
  await field(form, ui['ui.LeaveMessageForm.name'] as string).fill('Lin Test');
  await field(form, ui['ui.LeaveMessageForm.company'] as string).fill('Example Institute');
  await field(form, ui['ui.LeaveMessageForm.department'] as string).fill('Biochemistry');
  // The address is a province list when the site has one, else free text.
  const address = form.getByLabel(
    new RegExp(`^(?:${ui['ui.LeaveMessageForm.province']}|${ui['ui.LeaveMessageForm.address']})\\*?$`),
  );
  if ((await address.evaluate((element) => element.tagName)) === 'SELECT')
    await address.selectOption({ index: 1 });
  else await address.fill('Shanghai');
  await field(form, ui['ui.LeaveMessageForm.phone'] as string).fill('13812345678');
  await field(form, ui['ui.LeaveMessageForm.email'] as string).fill('enhanced@example.com');
  await field(form, ui['ui.LeaveMessageForm.content'] as string).fill(content);
  await form.getByRole('checkbox').check();
}

describe("the footer's message with JavaScript", () => {
  it.each([
    ['zh-CN', '', uiZhCN],
    ['en-US', '/en', uiEn],
  ] as const)(
    '%s: posts to the contact page’s action and answers on the page it was sent from',
    async (locale, prefix, ui) => {
      const url = `${site.origin}${prefix}/products`;
      const { page, errors, apiPosts } = await hydratedPage(locale, url);
      const form = page.getByRole('form', { name: ui['ui.LeaveMessageForm.formLabel'] });
      await fillMessage(form, ui, `Enhanced message ${Date.now().toString(36)}`);
      await form.getByRole('button', { name: ui['ui.LeaveMessageForm.submit'] }).click();
      const dialog = page.getByRole('dialog', { name: ui['ui.LeaveMessageForm.succeededTitle'] });
      await dialog.waitFor();
      expect(apiPosts.filter((path) => path === '/api/v1/leave_word')).toHaveLength(1);
      expect(page.url()).toBe(url);

      // The route action's honeypot rule: answered as sent, the API not asked.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await fillMessage(form, ui, 'A bot’s message');
      await fillHoneypot(form);
      await form.getByRole('button', { name: ui['ui.LeaveMessageForm.submit'] }).click();
      await dialog.waitFor();
      expect(apiPosts.filter((path) => path === '/api/v1/leave_word')).toHaveLength(1);
      expect(page.url()).toBe(url);
      expect(errors).toEqual([]);
    },
  );
});

describe("the footer's message form's script", () => {
  it('is not in the first load: it comes when the footer comes near, the server’s form shown until then', async () => {
    const { page, errors } = await openPage(browser, {
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
    });
    const formScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/SiteMessageForm-[^/]+\.js$/.test(new URL(request.url()).pathname))
        formScripts.push(request.url());
    });
    const url = `${site.origin}/en`;
    await page.goto(url);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: uiEn['ui.LeaveMessageForm.formLabel'] });
    // The home page's footer is more than two screens down: out of the loading's reach at the top.
    const formTop = await form.evaluate(
      (element) => element.getBoundingClientRect().top / window.innerHeight,
    );
    expect(formTop).toBeGreaterThan(2);
    await page.waitForTimeout(500);
    expect(formScripts).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => formScripts.length).toBe(1);
    // Rendered by the app now: a blank submit is refused in place by the form's own checks.
    await form.getByRole('button', { name: uiEn['ui.LeaveMessageForm.submit'] }).click();
    await form.getByRole('status').filter({ hasText: /\d/ }).waitFor();
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
  });
});

describe('the enquiry dialog of a product page with JavaScript', () => {
  it('posts to the page’s action, closes on its answer and opens again on a fresh form', async () => {
    const ui = uiEn;
    const catalogNumber = await firstCatalogNumber(site.origin);
    const url = `${site.origin}/en/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`;
    const { page, errors, apiPosts } = await hydratedPage('en-US', url);
    const trigger = page.getByRole('button', { name: ui['ui.EnquiryDialog.trigger'] }).first();
    const dialog = page.getByRole('dialog', { name: ui['ui.EnquiryDialog.title'] });
    const form = dialog.getByRole('form', { name: ui['ui.EnquiryForm.formLabel'] });
    const fill = async () => {
      await field(form, ui['ui.EnquiryForm.name']).fill('Lin Test');
      await field(form, ui['ui.EnquiryForm.company']).fill('Example Institute');
      await field(form, ui['ui.EnquiryForm.department']).fill('Biochemistry');
      await field(form, ui['ui.EnquiryForm.industryName']).selectOption({ index: 1 });
      await field(form, ui['ui.EnquiryForm.areaName']).selectOption({ index: 1 });
      await field(form, ui['ui.EnquiryForm.phone']).fill('+44 20 7946 0000');
      await field(form, ui['ui.EnquiryForm.email']).fill('enhanced@example.com');
      await field(form, ui['ui.EnquiryForm.content']).fill('A quote, please.');
    };
    await trigger.click();
    await fill();
    const [response] = await Promise.all([
      page.waitForResponse(
        (candidate) =>
          candidate.request().method() === 'POST' && new URL(candidate.url()).pathname === '/api/v1/enquiry',
      ),
      form.getByRole('button', { name: ui['ui.EnquiryForm.submit'] }).click(),
    ]);
    expect(response.request().postDataJSON()).toMatchObject({ catalogNumber, content: 'A quote, please.' });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(ui['ui.EnquiryForm.succeeded']).first().waitFor();
    expect(page.url()).toBe(url);

    // Opened again: a new form, not the last answer; a bot's post is answered as sent, the API not asked.
    await trigger.click();
    await form.waitFor();
    await fill();
    await fillHoneypot(form);
    await form.getByRole('button', { name: ui['ui.EnquiryForm.submit'] }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(apiPosts.filter((path) => path === '/api/v1/enquiry')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

/** A demo product with lots, whose COA the server has. */
const coaCatalogNumber = 'IL6-H1011';

describe('the COA request', () => {
  it.each([
    ['without JavaScript', false],
    ['with JavaScript (through the route action)', true],
  ] as const)('%s: shows the documents found in place', async (_, javaScriptEnabled) => {
    const ui = uiEn;
    const lots = await apiData<{ lotNumber: string }[]>(
      site.origin,
      `/product/${coaCatalogNumber}/lots`,
      'en',
    );
    const lot = lots[0]?.lotNumber;
    if (!lot) throw new Error('the demo product has lots');
    const { page, errors } = await openPage(browser, { locale: 'en-US', javaScriptEnabled });
    const url = `${site.origin}/en/coa`;
    await page.goto(url);
    if (javaScriptEnabled) await waitForHydration(page);
    const apiPosts = postsFrom(page);
    const form = page.getByRole('form', { name: ui['ui.CoaRequestForm.formLabel'] });
    await field(form, ui['ui.CoaRequestForm.name']).fill('Lin Test');
    await field(form, ui['ui.CoaRequestForm.dept']).fill('Example Institute');
    await field(form, ui['ui.CoaRequestForm.catalogNumbers']).fill(coaCatalogNumber);
    await field(form, ui['ui.CoaRequestForm.lotNumber']).fill(lot);
    await field(form, ui['ui.CoaRequestForm.areaId']).selectOption({ index: 1 });
    await field(form, ui['ui.CoaRequestForm.industryId']).selectOption({ index: 1 });
    await form.getByRole('button', { name: ui['ui.CoaRequestForm.submit'] }).click();
    const document = page.getByRole('link', {
      name: ui['ui.CoaRequestForm.document']
        .replace('{catalogNumber}', coaCatalogNumber)
        .replace('{lot}', lot),
    });
    await document.waitFor();
    expect(await document.getAttribute('href')).toBeTruthy();
    // Without JavaScript the page itself was posted; with it, the route action asked the API once.
    expect(apiPosts).toEqual(javaScriptEnabled ? ['/api/v1/coa'] : ['/en/coa']);
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
  });
});

describe('the resource download dialog with JavaScript', () => {
  it('posts to the page’s action, keeps the pass it answers and downloads, the page staying', async () => {
    const ui = uiEn;
    const { list } = await apiData<{ list: { title: string; fileName: string }[] }>(
      site.origin,
      '/resource?category=manual',
      'en',
    );
    const [file] = list;
    if (!file) throw new Error('the demo data has a manual');
    const url = `${site.origin}/en/resources?activeIndex=0`;
    const { page, errors } = await openPage(browser, {
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    await page.goto(url);
    await waitForHydration(page);
    const apiPosts = postsFrom(page);
    await page
      .getByRole('link', { name: new RegExp(`${file.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .filter({ hasText: ui['ui.DocumentList.downloadShort'] })
      .click();
    const form = page.getByRole('form', { name: ui['ui.ResourceDownloadForm.formLabel'] });
    const label = (key: string) => (ui as Catalog)[`ui.ResourceDownloadForm.${key}`] as string;
    await field(form, label('name')).fill('Li Lei');
    await field(form, label('email')).fill('enhanced-download@example.com');
    await field(form, label('phone')).fill('+44 20 7946 0000');
    await field(form, label('province')).fill('Beijing');
    await field(form, label('unit')).fill('Peking University');
    await field(form, label('department')).fill('School of Life Sciences');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: label('submit') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.fileName);
    await page.getByRole('heading', { name: label('succeededTitle') }).waitFor();
    expect(apiPosts).toEqual(['/api/v1/resource']);
    expect(page.url()).toBe(url);
    // The pass the action answered, kept by the script for the next downloads (and the page without it).
    expect(await page.evaluate(() => document.cookie)).toContain('resource_pass=');
    expect(errors).toEqual([]);
  });
});

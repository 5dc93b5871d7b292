import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import validationEn from '../packages/validation/src/i18n/en.json' with { type: 'json' };
import validationZhCN from '../packages/validation/src/i18n/zh-CN.json' with { type: 'json' };
import { readStoredData } from './support/database.ts';
import { apiData, firstCatalogNumber, openPage } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 15's "forms that work without JavaScript": with scripts off, each public form posts to its page,
 * whose route action validates it with the browser's rules, answers 400 with the messages on the
 * fields, or sends it and redirects to the page's sent state; a filled honeypot is answered as sent and
 * keeps nothing.
 */

const STAFF_EMAIL = 'products-nojs@example.com';
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-nojs-'));

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ dataDir, env: { STAFF_EMAIL } }));
});

afterAll(async () => {
  await stopSiteAndBrowser(site, browser);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A page of a browser that runs no script at all. */
async function pageWithoutScript(locale: 'en-US' | 'zh-CN', acceptDownloads = false): Promise<Page> {
  const { page } = await openPage(browser, { locale, javaScriptEnabled: false, acceptDownloads });
  return page;
}

/** A field of `form` by its catalog label (a required field's label ends in a marker). */
function field(form: ReturnType<Page['getByRole']>, label: string) {
  return form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** The error texts a field is described by. */
function describedBy(control: ReturnType<Page['getByLabel']>): Promise<string> {
  return control.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

interface CaughtMail {
  subject: string;
  text: string;
}

async function staffMails(): Promise<CaughtMail[]> {
  const response = await fetch(
    `${site.inbox}/api/email?${new URLSearchParams({ 'to.address': STAFF_EMAIL })}`,
  );
  return (await response.json()) as CaughtMail[];
}

const sentMessages: string[] = [];
const sentEnquiries: string[] = [];
const sentSubscriptions: string[] = [];

describe('the suggestion without JavaScript', () => {
  const ui = uiEn;
  const suggestionForm = (page: Page) =>
    page.getByRole('form', { name: ui['ui.ProductSuggestionForm.formLabel'] });
  const label = (key: string) => (ui as Record<string, string>)[`ui.ProductSuggestionForm.${key}`] as string;

  async function fill(page: Page, productName: string) {
    const form = suggestionForm(page);
    await field(form, label('productName')).fill(productName);
    await field(form, label('species')).selectOption('human');
    await field(form, label('tagPosition')).selectOption('c-terminus');
    await field(form, label('expressionSystem')).selectOption('mammalian');
    await field(form, label('tag')).selectOption('his');
    await field(form, label('expressionRange')).fill('Val30-Met212');
    await field(form, label('accessionNumber')).fill('P05231');
    await field(form, label('quantity')).fill('1 mg');
    await field(form, label('longTermNeed')).selectOption('true');
    await field(form, label('quality')).fill('> 95%');
    await field(form, label('deliveryTime')).fill('4 weeks');
    await field(form, label('purpose')).fill('ELISA standard');
    await field(form, label('otherRequirements')).fill('None');
    await field(form, label('name')).fill('Lin Test');
    await field(form, label('company')).fill('Example Institute');
    await field(form, label('department')).fill('Biochemistry');
    await field(form, label('region')).selectOption({ index: 1 });
    await field(form, label('email')).fill('nojs@example.com');
    await field(form, label('phone')).fill('+44 20 7946 0000');
    await field(form, label('industry')).selectOption('research');
  }

  it('shows the messages in place, the values kept; then sends, confirms and mails the staff', async () => {
    const page = await pageWithoutScript('en-US');
    const productName = `NJ-${Date.now().toString(36).slice(-4)}`;
    await page.goto(`${site.origin}/en/search-not-found`);
    await fill(page, productName);
    const email = field(suggestionForm(page), label('email'));
    await email.fill('not-an-address');
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      suggestionForm(page).getByRole('button', { name: ui['ui.ProductSuggestionForm.submit'] }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.waitForLoadState();
    const refusedEmail = field(suggestionForm(page), label('email'));
    expect(await refusedEmail.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(refusedEmail)).toContain(validationEn['validation.email']);
    expect(await field(suggestionForm(page), label('quantity')).inputValue()).toBe('1 mg');
    expect(await staffMails()).toEqual([]);

    await refusedEmail.fill('nojs@example.com');
    await suggestionForm(page).getByRole('button', { name: ui['ui.ProductSuggestionForm.submit'] }).click();
    await page.waitForURL(/[?&]sent=suggestion/);
    await page.getByRole('status').filter({ hasText: ui['ui.ProductSuggestionForm.succeeded'] }).waitFor();
    const mail = await vi.waitFor(
      async () => {
        const found = (await staffMails()).find((caught) => caught.subject.endsWith(`: ${productName}`));
        if (!found) throw new Error('no staff mail yet');
        return found;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(mail.text).toContain('E-mail: nojs@example.com');
  });

  it('answers a filled honeypot as sent, and mails nobody', async () => {
    const page = await pageWithoutScript('en-US');
    const productName = `HP-${Date.now().toString(36).slice(-4)}`;
    await page.goto(`${site.origin}/en/search-not-found`);
    await fill(page, productName);
    // What a bot does: fill every input it finds, the hidden one too.
    await suggestionForm(page).locator('input[name="website"]').fill('http://spam.example', { force: true });
    await suggestionForm(page).getByRole('button', { name: ui['ui.ProductSuggestionForm.submit'] }).click();
    await page.waitForURL(/[?&]sent=suggestion/);
    await page.getByText(ui['ui.ProductSuggestionForm.succeeded']).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await staffMails()).some((mail) => mail.subject.endsWith(`: ${productName}`))).toBe(false);
  });
});

describe('the mail subscription of the home page without JavaScript', () => {
  it.each([
    { prefix: '', locale: 'zh-CN', ui: uiZhCN, validation: validationZhCN },
    { prefix: '/en', locale: 'en-US', ui: uiEn, validation: validationEn },
  ] as const)(
    '$locale: refuses a bad address in place, then subscribes',
    async ({ prefix, locale, ui, validation }) => {
      const page = await pageWithoutScript(locale);
      await page.goto(`${site.origin}${prefix || '/'}`);
      const form = page.getByRole('form', { name: ui['ui.MailSubscriptionForm.formLabel'] });
      await field(form, ui['ui.MailSubscriptionForm.email']).fill('nobody');
      await form.getByRole('button', { name: ui['ui.MailSubscriptionForm.submit'] }).click();
      await page.waitForLoadState();
      const email = field(
        page.getByRole('form', { name: ui['ui.MailSubscriptionForm.formLabel'] }),
        ui['ui.MailSubscriptionForm.email'],
      );
      expect(await describedBy(email)).toContain(validation['validation.email']);
      expect(await email.inputValue()).toBe('nobody');

      const address = `nojs-${locale}-${Date.now().toString(36)}@example.com`;
      await email.fill(address);
      await page
        .getByRole('form', { name: ui['ui.MailSubscriptionForm.formLabel'] })
        .getByRole('button', { name: ui['ui.MailSubscriptionForm.submit'] })
        .click();
      await page.waitForURL(/[?&]sent=subscription/);
      await page.getByText(ui['ui.MailSubscriptionForm.sent']).waitFor();
      sentSubscriptions.push(address);
    },
  );
});

describe('the online message of the footer without JavaScript', () => {
  it('posts from any page to the contact page, which confirms it', async () => {
    const ui = uiEn;
    const page = await pageWithoutScript('en-US');
    await page.goto(`${site.origin}/en/products`);
    const form = page.getByRole('form', { name: ui['ui.LeaveMessageForm.formLabel'] });
    const content = `No-script message ${Date.now().toString(36)}`;
    await field(form, ui['ui.LeaveMessageForm.name']).fill('Lin Test');
    await field(form, ui['ui.LeaveMessageForm.company']).fill('Example Institute');
    await field(form, ui['ui.LeaveMessageForm.department']).fill('Biochemistry');
    await field(form, ui['ui.LeaveMessageForm.address']).fill('Shanghai');
    await field(form, ui['ui.LeaveMessageForm.phone']).fill('+44 20 7946 0000');
    await field(form, ui['ui.LeaveMessageForm.email']).fill('nojs@example.com');
    await field(form, ui['ui.LeaveMessageForm.content']).fill(content);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: ui['ui.LeaveMessageForm.submit'] }).click();
    await page.waitForURL(`${site.origin}/en/contact?sent=message`);
    await page.getByRole('heading', { name: ui['ui.LeaveMessageForm.succeededTitle'] }).waitFor();
    sentMessages.push(content);
  });
});

describe('the job application without JavaScript (multipart, a CV)', () => {
  it('asks for the CV in place, then sends it and the applicant gets the confirmation mail', async () => {
    const ui = uiEn;
    const page = await pageWithoutScript('en-US');
    await page.goto(`${site.origin}/en/recruitment/job?id=1`);
    const form = () => page.getByRole('form', { name: ui['ui.JobApplicationForm.formLabel'] });
    const applicant = `nojs-applicant-${Date.now().toString(36)}@example.com`;
    await field(form(), ui['ui.JobApplicationForm.name']).fill('Li Lei');
    await field(form(), ui['ui.JobApplicationForm.email']).fill(applicant);
    await field(form(), ui['ui.JobApplicationForm.phone']).fill('+44 20 7946 0000');
    await form().getByRole('button', { name: ui['ui.JobApplicationForm.submit'] }).click();
    await page.waitForLoadState();
    const cv = field(form(), ui['ui.JobApplicationForm.cv']);
    expect(await describedBy(cv)).toContain(validationEn['validation.required.cv']);
    expect(await field(form(), ui['ui.JobApplicationForm.email']).inputValue()).toBe(applicant);

    await cv.setInputFiles({
      name: 'Li Lei CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    await form().getByRole('button', { name: ui['ui.JobApplicationForm.submit'] }).click();
    await page.waitForURL(/[?&]sent=application/);
    await page.getByText(ui['ui.JobApplicationForm.succeeded']).waitFor();
    await vi.waitFor(
      async () => {
        const response = await fetch(
          `${site.inbox}/api/email?${new URLSearchParams({ 'to.address': applicant })}`,
        );
        if (((await response.json()) as CaughtMail[]).length === 0) throw new Error('no confirmation yet');
      },
      { timeout: 10_000, interval: 200 },
    );
  });
});

describe('the enquiry of a product page without JavaScript', () => {
  it('leads the trigger to the form in the page, refuses in place, then sends and confirms', async () => {
    const ui = uiEn;
    const catalogNumber = await firstCatalogNumber(site.origin);
    const page = await pageWithoutScript('en-US');
    await page.goto(`${site.origin}/en/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`);
    await page.getByRole('link', { name: ui['ui.EnquiryDialog.trigger'] }).click();
    await page.waitForURL(/[?&]enquiry=1#enquiry$/);
    const form = () => page.getByRole('form', { name: ui['ui.EnquiryForm.formLabel'] });
    const content = `No-script enquiry ${Date.now().toString(36)}`;
    await field(form(), ui['ui.EnquiryForm.name']).fill('Lin Test');
    await field(form(), ui['ui.EnquiryForm.company']).fill('Example Institute');
    await field(form(), ui['ui.EnquiryForm.department']).fill('Biochemistry');
    await field(form(), ui['ui.EnquiryForm.industryName']).selectOption({ index: 1 });
    await field(form(), ui['ui.EnquiryForm.areaName']).selectOption({ index: 1 });
    await field(form(), ui['ui.EnquiryForm.phone']).fill('+44 20 7946 0000');
    await field(form(), ui['ui.EnquiryForm.email']).fill('not-an-address');
    await field(form(), ui['ui.EnquiryForm.content']).fill(content);
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form().getByRole('button', { name: ui['ui.EnquiryForm.submit'] }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.waitForLoadState();
    const email = field(form(), ui['ui.EnquiryForm.email']);
    expect(await describedBy(email)).toContain(validationEn['validation.email']);
    expect(await field(form(), ui['ui.EnquiryForm.content']).inputValue()).toBe(content);

    await email.fill('nojs@example.com');
    await form().getByRole('button', { name: ui['ui.EnquiryForm.submit'] }).click();
    await page.waitForURL(/[?&]sent=enquiry/);
    await page.getByRole('status').filter({ hasText: ui['ui.EnquiryForm.succeeded'] }).waitFor();
    sentEnquiries.push(content);
  });
});

describe('the resource download without JavaScript', () => {
  it('asks for the details once, remembers the visitor in a cookie, and the file links download', async () => {
    const ui = uiEn;
    const { list } = await apiData<{ list: { id: number; title: string; fileName: string }[] }>(
      site.origin,
      '/resource?category=manual',
      'en',
    );
    const [first, second] = list;
    if (!first || !second) throw new Error('the demo data has two manuals');
    const page = await pageWithoutScript('en-US', true);
    await page.goto(`${site.origin}/en/resources?activeIndex=0`);
    const fileLink = (title: string) =>
      page
        .getByRole('link', { name: new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
        .filter({ hasText: ui['ui.DocumentList.downloadShort'] });
    await fileLink(first.title).click();
    await page.waitForURL(/[?&]details=\d+#download$/);
    const form = () => page.getByRole('form', { name: ui['ui.ResourceDownloadForm.formLabel'] });
    const label = (key: string) => (ui as Record<string, string>)[`ui.ResourceDownloadForm.${key}`] as string;
    await field(form(), label('name')).fill('Li Lei');
    await field(form(), label('email')).fill('nobody');
    await field(form(), label('phone')).fill('+44 20 7946 0000');
    await field(form(), label('province')).fill('Beijing');
    await field(form(), label('unit')).fill('Peking University');
    await field(form(), label('department')).fill('School of Life Sciences');
    await form()
      .getByRole('button', { name: label('submit') })
      .click();
    await page.waitForLoadState();
    const email = field(form(), label('email'));
    expect(await describedBy(email)).toContain(validationEn['validation.email']);
    expect(await field(form(), label('unit')).inputValue()).toBe('Peking University');

    await email.fill('lilei-nojs@example.com');
    await form()
      .getByRole('button', { name: label('submit') })
      .click();
    await page.waitForURL(/[?&]sent=download/);
    await page.getByRole('heading', { name: label('readyTitle') }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: label('fileLink').replace('{title}', first.title) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(first.fileName);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // "Once": the list's next file downloads at once, the cookie standing for the form.
    await page.goto(`${site.origin}/en/resources?activeIndex=0`);
    const [next] = await Promise.all([page.waitForEvent('download'), fileLink(second.title).click()]);
    expect(next.suggestedFilename()).toBe(second.fileName);
  });
});

// Last in the file: it stops the site to read its embedded database.
describe('what was sent without JavaScript', () => {
  it('is stored', async () => {
    expect(sentMessages).toHaveLength(1);
    expect(sentSubscriptions).toHaveLength(2);
    expect(sentEnquiries).toHaveLength(1);
    await site.stop();
    const stored = await readStoredData(dataDir, async (db) => ({
      messages: await db.query.leaveMessages.findMany(),
      subscriptions: await db.query.mailSubscriptions.findMany(),
      enquiries: await db.query.enquiries.findMany(),
    }));
    for (const content of sentEnquiries) {
      expect(stored.enquiries.some((row) => row.content === content)).toBe(true);
    }
    for (const content of sentMessages) {
      expect(stored.messages.some((row) => row.content === content)).toBe(true);
    }
    for (const email of sentSubscriptions) {
      expect(stored.subscriptions.some((row) => row.email === email)).toBe(true);
    }
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import validationEn from '../packages/validation/src/i18n/en.json' with { type: 'json' };
import { apiData, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 13's journeys of literature and recruitment: a researcher narrows the citations by the GET form
 * and finds the ready citation line; an applicant opens a job from the careers page, sends a PDF CV, and
 * HR's mail (with the CV) and the confirmation arrive in the local mail catcher; a program renamed .pdf
 * is refused on the page, in the page's language.
 */

const HR_EMAIL = 'hr-e2e@example.com';

let site: RunningSite;
let browser: Browser;
const files = mkdtempSync(join(tmpdir(), 'storefront-cv-'));

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ env: { HR_EMAIL } }));
});

afterAll(async () => {
  await stopSiteAndBrowser(site, browser);
  rmSync(files, { recursive: true, force: true });
});

interface CaughtMail {
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string }[];
}

/** The mails to an address, waiting until one whose subject contains `about` arrived. */
function mailTo(address: string, about: string): Promise<CaughtMail> {
  return vi.waitFor(
    async () => {
      const response = await fetch(
        `${site.inbox}/api/email?${new URLSearchParams({ 'to.address': address })}`,
      );
      const mail = ((await response.json()) as CaughtMail[]).find((caught) => caught.subject.includes(about));
      if (!mail) throw new Error(`no mail to ${address} about ${about} yet`);
      return mail;
    },
    { timeout: 10_000, interval: 200 },
  );
}

/** A control of the apply form by its label as the catalog words it (a required one ends in a marker). */
function field(page: Page, ui: Record<string, string>, key: string) {
  const text = ui[`ui.JobApplicationForm.${key}`] ?? key;
  return page
    .getByRole('form', { name: ui['ui.JobApplicationForm.formLabel'] })
    .getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

function file(name: string, content: Buffer): string {
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
}

describe('literature: the GET form narrows the citations', () => {
  it('filters by impact factor in the address, and shows each publication’s citation line', async () => {
    const { page, errors } = await openPage(browser, { locale: 'zh-CN' });
    const response = await page.goto(`${site.origin}/literature`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: webZhCN['web.literature.title'] }).waitFor();
    await page.getByLabel(webZhCN['web.literature.impactFactorMin']).fill('20');
    await page.getByRole('button', { name: webZhCN['web.literature.apply'] }).click();
    await page.waitForURL(/impactFactorMin=20/);
    const figures = await apiData<{ citations: number; highestImpactFactor: number }>(
      site.origin,
      '/reference/statistics?impactFactorMin=20',
      'zh-CN',
    );
    expect(figures.citations).toBeGreaterThan(0);
    const list = page.getByRole('list', { name: uiZhCN['ui.CitationList.listLabel'] });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(figures.citations);
    const lines = page.getByRole('figure', { name: uiZhCN['ui.CitationLine.label'] });
    expect(await lines.first().textContent()).toMatch(/禾泰生物，货号 .+，批号 \d{4}[A-F]\d{2}，北京，中国/);
    expect(errors).toEqual([]);
  });
});

describe('careers → job → application with a CV → mails to HR and the applicant', () => {
  it('English, on a 375 px phone: a PDF CV is accepted and mailed', async () => {
    const { page, errors } = await openPage(browser, {
      locale: 'en-US',
      viewport: { width: 375, height: 812 },
    });
    const response = await page.goto(`${site.origin}/en/recruitment`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 2, name: webEn['web.recruitment.hotJobsTitle'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const [job] = (
      await apiData<{ list: { id: number; title: string }[] }>(
        site.origin,
        '/recruitment_needs?isHot=true',
        'en',
      )
    ).list;
    if (!job) throw new Error('a hot demo job');
    await page.getByRole('link', { name: job.title }).first().click();
    await page.waitForURL(`${site.origin}/en/recruitment/job?id=${job.id}`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('JobPosting');
    await waitForHydration(page);

    const applicant = `applicant-${Date.now().toString(36)}@example.com`;
    await field(page, uiEn, 'name').fill('Li Lei');
    await field(page, uiEn, 'email').fill(applicant);
    await field(page, uiEn, 'phone').fill('+44 20 7946 0000');
    expect(await field(page, uiEn, 'jobId').inputValue()).toBe(String(job.id));
    await field(page, uiEn, 'cv').setInputFiles(file('Li Lei CV.pdf', Buffer.from('%PDF-1.7\n%%EOF\n')));
    await page.getByRole('button', { name: uiEn['ui.JobApplicationForm.submit'] }).click();
    await page.getByText(uiEn['ui.JobApplicationForm.succeeded']).waitFor();

    const hr = await mailTo(HR_EMAIL, job.title);
    expect(hr.text).toContain(applicant);
    expect(hr.attachments?.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ['Li Lei CV.pdf', 'application/pdf'],
    ]);
    const confirmation = await mailTo(applicant, job.title);
    expect(confirmation.subject).toBe(`We received your application: ${job.title}`);
    expect(errors).toEqual([]);
  });

  it('refuses a program renamed .pdf with the field’s message, mailing nothing', async () => {
    const { page } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${site.origin}/en/recruitment/job?id=1`);
    await waitForHydration(page);
    const applicant = `refused-${Date.now().toString(36)}@example.com`;
    await field(page, uiEn, 'name').fill('Han Meimei');
    await field(page, uiEn, 'email').fill(applicant);
    await field(page, uiEn, 'phone').fill('+44 20 7946 0001');
    await field(page, uiEn, 'cv').setInputFiles(
      file('cv.pdf', Buffer.from('MZ\x90\x00 This program cannot be run in DOS mode.')),
    );
    await page.getByRole('button', { name: uiEn['ui.JobApplicationForm.submit'] }).click();
    await page.getByText(validationEn['validation.fileType']).waitFor();
    const response = await fetch(
      `${site.inbox}/api/email?${new URLSearchParams({ 'to.address': applicant })}`,
    );
    expect(await response.json()).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALCULATOR_VERSION } from '../packages/toolbox/src/version.ts';
import { registerThroughApi, testSiteEnv } from './support/accounts.ts';
import { openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/** The worked example of shared/TOOLBOX.md. */
const MRNA = 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG';
const PROBE = 'AAACGCTAGCCAGCTTGGGTCTCCC';
/** The same mRNA as a user may paste it: the first line as a lower-case DNA template. */
const typedSequence = `${MRNA.slice(0, 20).replaceAll('U', 'T').toLowerCase()}\n${MRNA.slice(20)}`;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ env: testSiteEnv }));
});

afterAll(() => stopSiteAndBrowser(site, browser));

/** Types the worked example's mRNA (as a DNA template in two lines, lower case) into the probe design. */
async function designWorkedProbe(page: Page, sequenceLabel: RegExp): Promise<void> {
  const panel = page.getByRole('tabpanel');
  const sequence = panel.getByRole('textbox', { name: sequenceLabel });
  await sequence.fill(typedSequence);
  await expect.poll(() => page.getByTestId('probe').textContent()).toBe(PROBE);
}

/** With TOOLBOX_PDF_DIR set, the downloaded PDFs are kept there to be looked at (e.g. with pdftoppm). */
async function keepForInspection(download: Download, language: string): Promise<void> {
  const dir = process.env.TOOLBOX_PDF_DIR;
  if (dir) await download.saveAs(`${dir}/toolbox-${language}.pdf`);
}

async function savedText(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

describe('the toolbox in Chromium', () => {
  it('shows the preview and a login prompt to visitors on both sites, the design kept in the address', async () => {
    for (const site_ of [
      { prefix: '', locale: 'zh-CN', label: /mRNA 或 DNA 模板序列/, gc: '60%', login: '登录查看完整结果' },
      {
        prefix: '/en',
        locale: 'en-US',
        label: /mRNA or DNA template/,
        gc: '60%',
        login: 'Log in for the full result',
      },
    ]) {
      const { page, errors } = await openPage(browser, {
        locale: site_.locale,
        viewport: { width: 1280, height: 900 },
      });
      await page.goto(`${site.origin}${site_.prefix}/tool-class`);
      await waitForHydration(page);
      await designWorkedProbe(page, site_.label);
      expect(await page.getByTestId('gc').textContent()).toBe(site_.gc);
      // The preview has no full tables.
      expect(await page.getByTestId('product').count()).toBe(0);
      const login = page.getByRole('link', { name: site_.login });
      await expect.poll(() => new URL(page.url()).searchParams.get('sequence')).toContain('gggagaccca');
      await expect
        .poll(async () => decodeURIComponent((await login.getAttribute('href')) ?? ''))
        .toContain(`${site_.prefix}/tool-class?tab=probe&sequence=`);
      expect(await login.getAttribute('href')).toMatch(new RegExp(`^${site_.prefix}/login\\?redirect=`));
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps a design typed before the page hydrated, in the address too', async () => {
    const { page, errors } = await openPage(browser, { locale: 'en-US' });
    // The hydrating chunk waits until the server-rendered textbox holds the design.
    let release = () => {};
    const typed = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/hydrate-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${site.origin}/en/tool-class`, { waitUntil: 'commit' });
    await page
      .getByRole('tabpanel')
      .getByRole('textbox', { name: /mRNA or DNA template/ })
      .fill(typedSequence);
    release();
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('probe').textContent()).toBe(PROBE);
    await expect.poll(() => new URL(page.url()).searchParams.get('sequence')).toContain('gggagaccca');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reopens a shared design on its tab, at 375 px too', async () => {
    const { page, errors } = await openPage(browser, {
      locale: 'en-US',
      viewport: { width: 375, height: 800 },
    });
    const query = new URLSearchParams({ tab: 'mass', massSequence: MRNA, productLength: '18' });
    await page.goto(`${site.origin}/en/tool-class?${query}`);
    await waitForHydration(page);
    expect(
      await page.getByRole('tab', { name: 'Digestion product mass' }).getAttribute('aria-selected'),
    ).toBe('true');
    await expect.poll(() => page.getByTestId('mass-table').textContent()).toContain('6049.51');
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('designs a probe, logs in, gets the full result from the server and downloads both exports', async () => {
    // expect.poll (reading the e-mailed code) works inside a test only.
    const account = await registerThroughApi(site, 'toolbox');
    const { page, errors } = await openPage(browser, {
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    if (process.env.DEBUG_URLS) page.on('framenavigated', (frame) => console.log('URL', frame.url()));
    await page.goto(`${site.origin}/en/tool-class`);
    await waitForHydration(page);
    await designWorkedProbe(page, /mRNA or DNA template/);

    // Log in on the login page and come back to the same design.
    await page.getByRole('link', { name: 'Log in for the full result' }).click();
    await page.waitForURL(/\/en\/login\?redirect=/);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    const calculated = page.waitForResponse((response) => response.url().endsWith('/api/v1/calculator'));
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/en\/tool-class\?tab=probe&sequence=/);
    const calculatorResponse = await calculated;
    const token = (await calculatorResponse.request().allHeaders()).authorization ?? '';
    expect(token).toMatch(/^Bearer /);
    const answer = await calculatorResponse.json();
    expect(answer.code).toBe('E0001');
    expect(answer.data.probeDesign.probe).toBe(PROBE);

    // The full result: the product and the position table, and the export buttons.
    await expect.poll(() => page.getByTestId('product').textContent()).toBe('GGGAGACCCAAGCUGGCU');
    expect(await page.getByTestId('gc').textContent()).toBe('60%');
    expect(await page.getByRole('table', { name: 'Probe positions' }).locator('tbody tr').count()).toBe(25);
    // The full tables scroll inside their frames on a phone; the page itself does not.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1440, height: 900 });

    // One click carries the product to the mass module; the address follows.
    await page.getByRole('button', { name: 'Use this product in the mass calculation' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('mass');
    // Keyboard focus lands on the selected tab (the button that had it is gone).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Digestion product mass');
    expect(new URL(page.url()).searchParams.get('productLength')).toBe('18');
    const massTable = page.getByTestId('mass-table');
    // The preview shows average masses at once; the full table (formulas, monoisotopic, n±1) follows
    // the server's answer.
    await expect.poll(() => massTable.textContent()).toContain('C173H218N74O131P20');
    const tableText = (await massTable.textContent()) ?? '';
    expect(tableText).toContain('6049.51');
    expect(tableText).toContain('6328.77');
    expect(tableText).toContain('6342.80');

    const csvButton = page.getByRole('button', { name: 'Export CSV' });
    await expect.poll(() => csvButton.isEnabled()).toBe(true);
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
    expect(csvDownload.suggestedFilename()).toMatch(
      /^mrna-toolbox-digestion-product-mass-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = (await savedText(csvDownload)).toString('utf8');
    expect(csv).toContain('mRNA capping-rate toolbox: Digestion product mass');
    expect(csv).toContain(`Calculator version,${CALCULATOR_VERSION}`);
    expect(csv).toMatch(/^\uFEFF?mRNA capping-rate toolbox[^\n]*\r\nDate,"?\w+ \d{1,2}, \d{4}/);
    // The inputs as typed (letters only, upper case): the first line was pasted as a DNA template.
    expect(csv).toContain(`mRNA or DNA template (5'→3'),${typedSequence.replace(/\s/g, '').toUpperCase()}`);
    expect(csv).toContain('Product length (nt),18');
    expect(csv).toContain('pppN (pppN),Main product (n),18,C173H218N74O131P20,6049.51');
    expect(csv).toContain(',6328.77,');
    expect(csv).toContain(',6342.80,');

    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await savedText(pdfDownload);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(20_000);
    await keepForInspection(pdfDownload, 'en');

    // The Chinese site (same origin, same login): its exports are in Chinese, the PDF with the CJK font.
    await page.goto(`${site.origin}/tool-class?${new URL(page.url()).searchParams}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('mass-table').textContent()).toContain('C173H218N74O131P20');
    const zhCsvButton = page.getByRole('button', { name: '导出 CSV' });
    await expect.poll(() => zhCsvButton.isEnabled()).toBe(true);
    const [zhCsv] = await Promise.all([page.waitForEvent('download'), zhCsvButton.click()]);
    const zhCsvText = (await savedText(zhCsv)).toString('utf8');
    expect(zhCsvText).toContain('mRNA 加帽率工具箱：酶切产物质量');
    expect(zhCsvText).toContain(`计算器版本,${CALCULATOR_VERSION}`);
    expect(zhCsvText).toContain('pppN (pppN),主产物 (n),18,C173H218N74O131P20,6049.51');
    const [zhPdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 PDF' }).click(),
    ]);
    const zhPdfBytes = await savedText(zhPdf);
    expect(zhPdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The subset CJK font (about 110 KB) is embedded whole.
    expect(zhPdfBytes.length).toBeGreaterThan(50_000);
    await keepForInspection(zhPdf, 'zh-CN');

    // The login ends elsewhere (here: the token is revoked): the next calculation answers 401, the page
    // logs out (auth.expired) and shows the preview with the login prompt again.
    const logout = await fetch(`${site.origin}/api/v1/auth/status`, {
      method: 'DELETE',
      headers: { authorization: token },
    });
    expect(logout.status).toBe(200);
    const rejected = page.waitForResponse((response) => response.url().endsWith('/api/v1/calculator'));
    await page.getByRole('textbox', { name: '产物长度 (nt)' }).fill('17');
    expect((await rejected).status()).toBe(401);
    await page.getByRole('link', { name: '登录查看完整结果' }).waitFor();
    expect(await page.getByRole('button', { name: '导出 PDF' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

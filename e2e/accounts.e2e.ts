import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import { captchaText, freshEmail, receivedCode, testSiteEnv } from './support/accounts.ts';
import { launchChromium } from './support/browser.ts';
import { openPage, waitForHydration } from './support/pages.ts';
import { type RunningSite, startSite } from './support/server.ts';

/** Each site in its own language: the paths and the UI catalog its labels come from. */
const sites = [
  { name: 'English', prefix: '/en', locale: 'en-US', ui: uiEn },
  { name: 'Chinese', prefix: '', locale: 'zh-CN', ui: uiZhCN },
] as const;
type Site = (typeof sites)[number];

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ env: testSiteEnv }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const password = 'Passw0rd';

/** A field's label as it starts (a required field's accessible name carries a marker after it). */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

async function register(page: Page, { prefix, ui }: Site, email: string): Promise<void> {
  await page.goto(`${site.origin}${prefix}/registered`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: ui['ui.RegisterForm.formLabel'] });
  await form.getByLabel(ui['ui.RegisterForm.email']).fill(email);
  await form.getByLabel(ui['ui.RegisterForm.name']).fill('Lin Test');
  await form.getByLabel(ui['ui.RegisterForm.phone']).fill('13912345678');
  await form.getByRole('combobox', { name: label(ui['ui.RegisterForm.unit']) }).fill('Example Institute');
  await form.getByLabel(ui['ui.RegisterForm.department']).fill('Biochemistry');
  await form.getByLabel(label(ui['ui.RegisterForm.password'])).fill(password);
  await form.getByLabel(ui['ui.RegisterForm.confirmPassword']).fill(password);
  await form.getByLabel(ui['ui.RegisterForm.area']).selectOption({ index: 1 });
  await form.getByLabel(ui['ui.RegisterForm.industry']).selectOption({ index: 1 });
  await form.getByRole('checkbox', { name: /privacy|隐私/ }).check();
  await form.getByRole('button', { name: ui['ui.VerificationCodeField.send'] }).click();
  const code = await receivedCode(site.origin, 'mail', email);
  await form.getByLabel(label(ui['ui.VerificationCodeField.label'])).fill(code);
  await form.getByRole('button', { name: ui['ui.RegisterForm.submit'] }).click();
  await page.waitForURL(new RegExp(`${prefix}/login`));
}

async function logIn(page: Page, { ui }: Site, email: string): Promise<void> {
  const form = page.getByRole('form', { name: ui['ui.LoginForm.formLabel'] });
  await expect.poll(() => form.getByLabel(ui['ui.LoginForm.email']).inputValue()).toBe(email);
  await form.getByLabel(ui['ui.LoginForm.password']).fill(password);
  await form.getByRole('button', { name: ui['ui.LoginForm.submit'] }).click();
}

function accountMenu(page: Page, { ui }: Site, name: string) {
  return page.getByRole('button', { name: ui['ui.AccountMenu.trigger'].replace('{name}', name) });
}

async function logOut(page: Page, target: Site, name: string): Promise<void> {
  const { ui } = target;
  await accountMenu(page, target, name).click();
  await page.getByRole('menuitem', { name: ui['ui.AccountMenu.logout'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: ui['ui.ConfirmDialog.confirm'] }).click();
  await page.getByRole('link', { name: ui['ui.AccountMenu.login'] }).first().waitFor();
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('sf_jti'));
}

describe.each(sites)('accounts in Chromium ($name site)', (target) => {
  it('registers with the e-mailed code, logs in, and logs out after confirming', async () => {
    const { page, errors } = await openPage(browser, {
      locale: target.locale,
      viewport: { width: 1440, height: 900 },
    });
    const email = freshEmail('journey');
    await register(page, target, email);
    await logIn(page, target, email);
    await page.waitForURL(`${site.origin}${target.prefix || '/'}`);
    await accountMenu(page, target, email).waitFor();
    expect(await storedToken(page)).not.toBeNull();

    await logOut(page, target, email);
    expect(await storedToken(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('logs in with a mainland mobile, the image code and the texted code', async () => {
    const { page, errors } = await openPage(browser, {
      locale: target.locale,
      viewport: { width: 1440, height: 900 },
    });
    const { ui } = target;
    const phone = target.prefix ? '13800138001' : '13800138002';
    const captchaAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/kaptcha'));
    await page.goto(`${site.origin}${target.prefix}/phone-login`);
    const { data } = (await (await captchaAnswer).json()) as { data: { captchaId: string } };
    await waitForHydration(page);
    const form = page.getByRole('form', { name: ui['ui.PhoneLoginForm.formLabel'] });
    await form.getByLabel(ui['ui.PhoneLoginForm.phone']).fill(phone);
    await form
      .getByLabel(label(ui['ui.VerificationCodeField.captchaLabel']))
      .fill(await captchaText(site.origin, data.captchaId));
    await form.getByRole('button', { name: ui['ui.VerificationCodeField.send'] }).click();
    const code = await receivedCode(site.origin, 'sms', phone);
    await form.getByLabel(label(ui['ui.VerificationCodeField.label'])).fill(code);
    await form.getByRole('button', { name: ui['ui.PhoneLoginForm.submit'] }).click();
    await page.waitForURL(`${site.origin}${target.prefix || '/'}`);
    expect(await storedToken(page)).not.toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('sf_phone'))).toContain(phone);
    expect(errors).toEqual([]);
  });
});

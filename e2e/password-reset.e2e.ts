import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import { receivedCode, registerByMail } from './support/accounts.ts';
import { openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * The password reset on the production build as README's first command runs it (NODE_ENV=production,
 * nothing configured): the code comes from the local mail catcher. A file of its own: its site's
 * per-address and per-IP code limits start from zero.
 */
const sites = [
  { name: 'English', prefix: '/en', locale: 'en-US', language: 'en', ui: uiEn, web: webEn },
  { name: 'Chinese', prefix: '', locale: 'zh-CN', language: 'zh-CN', ui: uiZhCN, web: webZhCN },
] as const;

/** An address receives one code a minute, whatever for: the registration's code came first. */
const CODE_INTERVAL_MS = 60_000;

let site: RunningSite;
let browser: Browser;
const accounts = new Map<string, { email: string; password: string }>();

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
  const registeredAt = Date.now();
  for (const target of sites)
    accounts.set(target.name, await registerByMail(site, { label: 'reset', language: target.language }));
  // The registration's code went out just now; the reset's may follow a minute after it.
  await new Promise((wait) => setTimeout(wait, registeredAt + CODE_INTERVAL_MS + 1000 - Date.now()));
}, 180_000);

afterAll(() => stopSiteAndBrowser(site, browser));

function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

describe.each(sites)('password reset in Chromium ($name site)', (target) => {
  it('mails a code, sets the new password, says so on the login page, and the new password logs in', async () => {
    const account = accounts.get(target.name);
    if (!account) throw new Error('no account');
    const { ui, web, prefix } = target;
    const { page, errors } = await openPage(browser, {
      locale: target.locale,
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${site.origin}${prefix}/reset`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: web['web.reset.title'] }).waitFor();
    const form = page.getByRole('form', { name: ui['ui.ResetPasswordForm.formLabel'] });
    await form.getByLabel(ui['ui.ResetPasswordForm.email']).fill(account.email);
    await form.getByRole('button', { name: ui['ui.VerificationCodeField.send'] }).click();
    const code = await receivedCode(site.inbox, 'mail', account.email, { after: 1 });
    await form.getByLabel(label(ui['ui.VerificationCodeField.label'])).fill(code);
    const newPassword = 'N3wPassw0rd';
    await form.getByLabel(label(ui['ui.ResetPasswordForm.password'])).fill(newPassword);
    await form.getByLabel(label(ui['ui.ResetPasswordForm.confirmPassword'])).fill(newPassword);
    await form.getByRole('button', { name: ui['ui.ResetPasswordForm.submit'] }).click();

    await page.waitForURL(new RegExp(`${prefix}/login$`));
    await page.getByRole('status').filter({ hasText: web['web.login.passwordReset'] }).waitFor();
    const login = page.getByRole('form', { name: ui['ui.LoginForm.formLabel'] });
    await expect.poll(() => login.getByLabel(ui['ui.LoginForm.email']).inputValue()).toBe(account.email);

    // The old password no longer opens the account; the new one does.
    const refused = await fetch(`${site.origin}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }).then((response) => response.json());
    expect(refused.code).not.toBe('E0001');
    await login.getByLabel(ui['ui.LoginForm.password']).fill(newPassword);
    await login.getByRole('button', { name: ui['ui.LoginForm.submit'] }).click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('sf_jti'))).not.toBeNull();
    expect(errors).toEqual([]);
  });
});

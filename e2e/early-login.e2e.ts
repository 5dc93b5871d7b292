import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import { registerThroughApi, testSiteEnv } from './support/accounts.ts';
import { openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * A login sent as soon as the page has hydrated, before the login and cart code (a chunk loaded after
 * hydration) is there: a fast typist, a password manager. A file of its own: its site's per-IP code limits
 * start from zero for the accounts it registers.
 */
const sites = [
  { name: 'English', prefix: '/en', locale: 'en-US', language: 'en', ui: uiEn },
  { name: 'Chinese', prefix: '', locale: 'zh-CN', language: 'zh-CN', ui: uiZhCN },
] as const;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ env: testSiteEnv }));
});

afterAll(() => stopSiteAndBrowser(site, browser));

describe.each(sites)('an early login on the $name site', (target) => {
  it('logs in when the form is sent before the login code has loaded', async () => {
    const { ui, prefix } = target;
    const { email, password } = await registerThroughApi(site, `early-${target.language}`);
    const { page, errors } = await openPage(browser, { locale: target.locale });
    // The login and cart actors come in a chunk of their own after hydration: it is held back, as a
    // slow network would, until the form has been sent.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/appActors-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.origin}${prefix}/login`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: ui['ui.LoginForm.formLabel'] });
    await form.getByLabel(ui['ui.LoginForm.email']).fill(email);
    await form.getByLabel(ui['ui.LoginForm.password']).fill(password);
    await form.getByRole('button', { name: ui['ui.LoginForm.submit'] }).click();
    // Sending, not refused: the submit waits for the actor.
    await expect.poll(() => form.getAttribute('aria-busy')).toBe('true');
    expect(await form.getByRole('alert').count()).toBe(0);
    release();
    await page.waitForURL(`${site.origin}${prefix || '/'}`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: ui['ui.AccountMenu.trigger'].replace('{name}', email) })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

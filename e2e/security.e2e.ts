import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../apps/server/src/accounts/messages.ts';
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import { captchaText, registerThroughApi, testSiteEnv } from './support/accounts.ts';
import { firstCatalogNumber, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * A stand-in for a third-party tracker on another origin (another port of this machine): its script marks
 * the page and reports the visit to its own origin, as analytics scripts do.
 */
async function startTracker(): Promise<{ server: Server; origin: string; visits: string[] }> {
  const visits: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://tracker');
    if (url.pathname === '/t.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(`window.__trackerRan = true;
fetch(new URL('/collect?page=' + encodeURIComponent(location.pathname), document.currentScript.src), { method: 'POST', mode: 'no-cors' });`);
      return;
    }
    if (url.pathname === '/collect') visits.push(url.searchParams.get('page') ?? '');
    response.writeHead(204, { 'access-control-allow-origin': '*' });
    response.end();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, visits };
}

let site: RunningSite;
let browser: Browser;
let tracker: Awaited<ReturnType<typeof startTracker>>;

beforeAll(async () => {
  tracker = await startTracker();
  ({ site, browser } = await startSiteAndBrowser({
    env: {
      ...testSiteEnv,
      TRACKING_SCRIPT_URL: `${tracker.origin}/t.js`,
      // The throttle journey makes its failed logins from other addresses than the browser's.
      TRUST_PROXY: 'true',
    },
  }));
});

afterAll(async () => {
  await stopSiteAndBrowser(site, browser);
  await new Promise((closed) => tracker?.server.close(closed));
});

describe('the Content-Security-Policy in Chromium (issue 10, finding 6)', () => {
  it('lets the built site hydrate, and the configured tracker run and report, with no violation', async () => {
    const catalogNumber = await firstCatalogNumber(site.origin);
    const paths = [
      '/',
      '/en',
      '/en/products',
      `/en/product-detail?catalogNumber=${catalogNumber}`,
      '/login',
      '/en/no-such-page',
    ];
    for (const path of paths) {
      const { page, errors } = await openPage(browser);
      const response = await page.goto(`${site.origin}${path}`);
      // The header and the tag together: the policy names the tracker's origin and allows no inline script.
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(/(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1], path).toBe(`'self' ${tracker.origin}`);
      await waitForHydration(page);
      await expect
        .poll(() => page.evaluate(() => (window as { __trackerRan?: boolean }).__trackerRan))
        .toBe(true);
      // The page where the browser ended up ('/' sends an English browser on to /en).
      const landed = new URL(page.url()).pathname;
      await expect.poll(() => tracker.visits.includes(landed)).toBe(true);
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
  });

  it('renders the API reference under its own policy (its start-up call allowed by hash)', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.origin}/api/docs/`);
    await page.getByRole('heading', { name: 'Storefront API' }).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

const sites = [
  { name: 'English', prefix: '/en', language: 'en', ui: uiEn },
  { name: 'Chinese', prefix: '', language: 'zh', ui: uiZhCN },
] as const;

/** A field's label as it starts (a required field's accessible name carries a marker after it). */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The captcha the page asks for next: its id, read from the page's GET /kaptcha. */
function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/v1/kaptcha'))
    .then(async (response) => ((await response.json()) as { data: { captchaId: string } }).data.captchaId);
}

describe.each(sites)('a login the throttle guards, on the $name site (issue 10, finding 4)', (target) => {
  it('asks the owner for the image captcha after strangers’ failed logins, and lets the owner in with it', async () => {
    const { email, password } = await registerThroughApi(site, `throttle-${target.language}`);
    // Three wrong passwords from three other addresses: the account now asks for the captcha.
    for (const address of ['203.0.113.21', '203.0.113.22', '203.0.113.23']) {
      const response = await fetch(`${site.origin}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password: 'wrong-password-1' }),
      });
      expect(response.status).toBe(401);
    }

    const { page, errors } = await openPage(browser);
    await page.goto(`${site.origin}${target.prefix}/login`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: target.ui['ui.LoginForm.formLabel'] });
    await form.getByLabel(target.ui['ui.LoginForm.email']).fill(email);
    await form.getByLabel(target.ui['ui.LoginForm.password']).fill(password);
    const captchaId = nextCaptcha(page);
    await form.getByRole('button', { name: target.ui['ui.LoginForm.submit'] }).click();

    const captchaField = form.getByLabel(label(target.ui['ui.VerificationCodeField.captchaLabel']));
    await captchaField.waitFor();
    await form.getByText(message('captchaRequired', target.language)).waitFor();
    await captchaField.fill(await captchaText(site.origin, await captchaId));
    await form.getByRole('button', { name: target.ui['ui.LoginForm.submit'] }).click();
    await page.waitForURL(`${site.origin}${target.prefix || '/'}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

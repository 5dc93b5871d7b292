import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../apps/server/src/accounts/messages.ts';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import {
  captchaText,
  freshEmail,
  freshMainlandPhone,
  receivedCode,
  testSiteEnv,
} from './support/accounts.ts';
import { apiData, layoutShifts, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/** Each site in its own language: the paths and the UI catalog its labels come from. */
const sites = [
  { name: 'English', prefix: '/en', locale: 'en-US', language: 'en', ui: uiEn, web: webEn },
  { name: 'Chinese', prefix: '', locale: 'zh-CN', language: 'zh-CN', ui: uiZhCN, web: webZhCN },
] as const;
type Site = (typeof sites)[number];

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ env: testSiteEnv }));
});

afterAll(() => stopSiteAndBrowser(site, browser));

const password = 'Passw0rd';

/** A message of the server's accounts, in the language of a site. */
function accountMessage(key: Parameters<typeof message>[0], language: Site['language']): string {
  return message(key, language === 'en' ? 'en' : 'zh');
}

/** A field's label as it starts (a required field's accessible name carries a marker after it). */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

async function register(page: Page, { prefix, ui, web }: Site, email: string, phone: string): Promise<void> {
  await page.goto(`${site.origin}${prefix}/registered`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: ui['ui.RegisterForm.formLabel'] });
  await form.getByLabel(ui['ui.RegisterForm.email']).fill(email);
  await form.getByLabel(ui['ui.RegisterForm.name']).fill('Lin Test');
  await form.getByLabel(ui['ui.RegisterForm.phone']).fill(phone);
  await form.getByRole('combobox', { name: label(ui['ui.RegisterForm.unit']) }).fill('Example Institute');
  await form.getByLabel(ui['ui.RegisterForm.department']).fill('Biochemistry');
  await form.getByLabel(label(ui['ui.RegisterForm.password'])).fill(password);
  await form.getByLabel(ui['ui.RegisterForm.confirmPassword']).fill(password);
  await form.getByLabel(ui['ui.RegisterForm.area']).selectOption({ index: 1 });
  await form.getByLabel(ui['ui.RegisterForm.industry']).selectOption({ index: 1 });
  await form.getByRole('checkbox', { name: /privacy|隐私/ }).check();
  await form.getByRole('button', { name: ui['ui.VerificationCodeField.send'] }).click();
  const code = await receivedCode(site.inbox, 'mail', email);
  await form.getByLabel(label(ui['ui.VerificationCodeField.label'])).fill(code);
  await form.getByRole('button', { name: ui['ui.RegisterForm.submit'] }).click();
  await page.waitForURL(new RegExp(`${prefix}/login`));
  await page.getByRole('status').filter({ hasText: web['web.login.registered'] }).waitFor();
}

/** The captcha the next page will show: its id, read from the page's GET /kaptcha. */
function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/v1/kaptcha'))
    .then(async (response) => ((await response.json()) as { data: { captchaId: string } }).data.captchaId);
}

/**
 * Logs in with the registered e-mail (prefilled from registration) and lands on the site's home page.
 * On the Chinese site the first login of an e-mail account binds its mobile first: /complete-info with
 * the profile prefilled, the image code and the texted code, then on to where the login was going.
 */
async function logIn(page: Page, target: Site, email: string, phone: string): Promise<void> {
  const { ui, prefix } = target;
  const form = page.getByRole('form', { name: ui['ui.LoginForm.formLabel'] });
  await expect.poll(() => form.getByLabel(ui['ui.LoginForm.email']).inputValue()).toBe(email);
  await form.getByLabel(ui['ui.LoginForm.password']).fill(password);
  const captchaId = prefix === '' ? nextCaptcha(page) : null;
  await form.getByRole('button', { name: ui['ui.LoginForm.submit'] }).click();
  if (captchaId) {
    await page.waitForURL(/\/complete-info\?redirect=/);
    const binding = page.getByRole('form', { name: ui['ui.CompleteInfoForm.formLabel'] });
    await expect.poll(() => binding.getByLabel(ui['ui.CompleteInfoForm.phone']).inputValue()).toBe(phone);
    await binding
      .getByLabel(label(ui['ui.VerificationCodeField.captchaLabel']))
      .fill(await captchaText(site.origin, await captchaId));
    await binding.getByRole('button', { name: ui['ui.VerificationCodeField.send'] }).click();
    const code = await receivedCode(site.inbox, 'sms', phone);
    await binding.getByLabel(label(ui['ui.VerificationCodeField.label'])).fill(code);
    await binding.getByRole('button', { name: ui['ui.CompleteInfoForm.submit'] }).click();
  }
  await page.waitForURL(`${site.origin}${prefix || '/'}`);
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

interface Product {
  catalogNumber: string;
  name: string;
  sizes: { size: string }[];
}

/** Two products that can be ordered online (they have sizes), as the site of `language` names them. */
async function twoOrderableProducts(language: Site['language']): Promise<[Product, Product]> {
  const { list } = await apiData<{ list: Product[] }>(site.origin, '/product?page=1&size=50', language);
  const [first, second] = list.filter((product) => product.sizes.length > 0);
  if (!first || !second) throw new Error('the demo data has fewer than two products with sizes');
  return [first, second];
}

function toast(page: Page, { ui }: Site, text: string) {
  return page.getByRole('region', { name: ui['ui.Toast.region'] }).getByText(text);
}

/** The header's cart link once it counts `count` items ("Cart, 3 items" / "购物车，3 件商品"). */
function headerCart(page: Page, count: number) {
  return page.getByRole('banner').getByRole('link', { name: new RegExp(`[,，]\\s*${count}\\s`) });
}

async function addToCart(page: Page, target: Site, product: Product, quantity: number): Promise<void> {
  const { ui } = target;
  await page.goto(`${site.origin}${target.prefix}/product-detail?catalogNumber=${product.catalogNumber}`);
  await waitForHydration(page);
  const form = page.getByRole('form', {
    name: ui['ui.AddToCart.formLabel'].replace('{productName}', product.name),
  });
  await form.getByRole('spinbutton', { name: ui['ui.AddToCart.quantity'] }).fill(String(quantity));
  const button = form.getByRole('button', { name: ui['ui.AddToCart.submit'] });
  // The button is busy (aria-disabled) until the page knows whether the visitor is logged in.
  await expect.poll(() => button.getAttribute('aria-disabled')).not.toBe('true');
  await button.click();
  await toast(page, target, ui['ui.machines.cart.added']).first().waitFor();
}

/** The login token as the site stores it (`sf_jti`, a `{ value, expiresAt }` entry), or null. */
async function storedToken(page: Page): Promise<string | null> {
  const entry = await page.evaluate(() => window.localStorage.getItem('sf_jti'));
  return entry === null ? null : (JSON.parse(entry) as { value: string }).value;
}

describe.each(sites)('accounts in Chromium ($name site)', (target) => {
  it('registers with the e-mailed code, logs in, and logs out after confirming', async () => {
    const { page, errors } = await openPage(browser, {
      locale: target.locale,
      viewport: { width: 1440, height: 900 },
    });
    const email = freshEmail('journey');
    const phone = freshMainlandPhone();
    await register(page, target, email, phone);
    await logIn(page, target, email, phone);
    await accountMenu(page, target, email).waitFor();
    expect(await storedToken(page)).not.toBeNull();

    // The header is laid out for a visitor until the app learns the login, after the first paint: the
    // account menu then takes the links' place, and nothing moves, on a phone (where the top bar would
    // wrap) or wide. Nor does the personal centre, from its pending state through its loading state to a
    // new account's empty lists; a long user name is cut, not wider than a phone.
    const pages = [
      { path: '/', settled: null },
      { path: '/order-list', settled: target.ui['ui.OrderList.emptyTitle'] },
      { path: '/my-applications', settled: target.ui['ui.ApplicationList.emptyTitle'] },
      { path: '/cart', settled: target.ui['ui.CartView.emptyTitle'] },
    ];
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, settled } of pages) {
        await page.goto(`${site.origin}${target.prefix}${path}`);
        await accountMenu(page, target, email).waitFor();
        if (settled) await page.getByRole('main').getByRole('heading', { name: settled }).waitFor();
        expect(await layoutShifts(page), `${path} at ${width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          width,
        );
      }
    }

    await logOut(page, target, email);
    expect(await storedToken(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('fills the cart from product pages, changes a count, deletes one line, settles, sees the order, and is refused after logout', async () => {
    const { page, errors } = await openPage(browser, {
      locale: target.locale,
      viewport: { width: 1440, height: 900 },
    });
    const { ui, web, prefix } = target;
    const [first, second] = await twoOrderableProducts(target.language);
    const email = freshEmail('cart');
    const phone = freshMainlandPhone();
    await register(page, target, email, phone);
    await logIn(page, target, email, phone);
    await accountMenu(page, target, email).waitFor();
    const token = await storedToken(page);
    const opened = await fetch(`${site.origin}/api/v1/order/order?size=-1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(opened.status).toBe(200);

    await addToCart(page, target, first, 2);
    await addToCart(page, target, second, 1);
    await headerCart(page, 3).waitFor();

    await page.goto(`${site.origin}${prefix}/cart`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: web['web.cart.title'] }).waitFor();
    const firstLine = new RegExp(first.catalogNumber);
    const secondLine = new RegExp(second.catalogNumber);
    const firstCount = page.getByRole('spinbutton', { name: firstLine });
    await expect.poll(() => firstCount.inputValue()).toBe('2');
    await firstCount.fill('5');
    await firstCount.press('Enter');
    await headerCart(page, 6).waitFor();

    await page.getByRole('checkbox', { name: secondLine }).check();
    await page.getByRole('button', { name: ui['ui.CartView.batchDelete'] }).click();
    await toast(page, target, ui['ui.machines.cart.batchDeleted']).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: secondLine }).count()).toBe(0);
    await headerCart(page, 5).waitFor();

    await page.getByRole('button', { name: ui['ui.CartView.settle'] }).click();
    await toast(page, target, ui['ui.machines.cart.settled']).waitFor();
    await page.getByRole('heading', { name: ui['ui.CartView.emptyTitle'] }).waitFor();

    await page.goto(`${site.origin}${prefix}/order-list`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: web['web.orderList.title'] }).waitFor();
    const orderHeading = page.getByRole('heading', {
      name: new RegExp(`^${ui['ui.OrderList.orderNumber'].replace('{orderNumber}', '\\S+')}$`),
    });
    await expect.poll(() => orderHeading.count()).toBe(1);
    const orderLines = page.getByRole('table');
    await expect.poll(() => orderLines.textContent()).toContain(first.catalogNumber);
    expect(await orderLines.textContent()).not.toContain(second.catalogNumber);

    await logOut(page, target, email);
    await page.goto(`${site.origin}${prefix}/cart`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: web['web.cart.loggedOutTitle'] }).waitFor();
    // The revoked token no longer opens the cart on the server either.
    const refused = await fetch(`${site.origin}/api/v1/order/order?size=-1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('E0003');

    // A logged-out add is refused with the login prompt and leads to the login page.
    await page.goto(`${site.origin}${prefix}/product-detail?catalogNumber=${first.catalogNumber}`);
    await waitForHydration(page);
    await page
      .getByRole('form', { name: ui['ui.AddToCart.formLabel'].replace('{productName}', first.name) })
      .getByRole('button', { name: ui['ui.AddToCart.submit'] })
      .click();
    await toast(page, target, ui['ui.machines.cart.loginFirst']).waitFor();
    await page.waitForURL(new RegExp(`${prefix}/login\\?redirect=`));
    expect(errors).toEqual([]);
  });

  it('logs in with a mainland mobile, the image code and the texted code, then completes the new account', async () => {
    const { page, errors } = await openPage(browser, {
      locale: target.locale,
      viewport: { width: 1440, height: 900 },
    });
    const { ui } = target;
    const phone = freshMainlandPhone();
    const captchaId = nextCaptcha(page);
    await page.goto(`${site.origin}${target.prefix}/phone-login`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: ui['ui.PhoneLoginForm.formLabel'] });
    await form.getByLabel(ui['ui.PhoneLoginForm.phone']).fill(phone);
    // A wrong image code is refused with the field's own message, and a new image is shown.
    const captchaField = form.getByLabel(label(ui['ui.VerificationCodeField.captchaLabel']));
    const right = await captchaText(site.origin, await captchaId);
    const wrong = right.toLowerCase() === 'abcd' ? 'abce' : 'abcd';
    const secondCaptchaId = nextCaptcha(page);
    await captchaField.fill(wrong);
    await form.getByRole('button', { name: ui['ui.VerificationCodeField.send'] }).click();
    await form
      .getByRole('status')
      .filter({ hasText: accountMessage('captcha', target.language) })
      .waitFor();
    await captchaField.fill(await captchaText(site.origin, await secondCaptchaId));
    await form.getByRole('button', { name: ui['ui.VerificationCodeField.send'] }).click();
    const code = await receivedCode(site.inbox, 'sms', phone);
    await form.getByLabel(label(ui['ui.VerificationCodeField.label'])).fill(code);
    await form.getByRole('button', { name: ui['ui.PhoneLoginForm.submit'] }).click();

    // A new number has only itself: the account completes its profile, the proven number read-only.
    await page.waitForURL(/\/complete-info\?redirect=/);
    expect(await page.evaluate(() => window.localStorage.getItem('sf_phone'))).toContain(phone);
    const completion = page.getByRole('form', { name: ui['ui.CompleteInfoForm.formLabel'] });
    const phoneField = completion.getByLabel(ui['ui.CompleteInfoForm.phone']);
    await expect.poll(() => phoneField.inputValue()).toBe(phone);
    expect(await phoneField.getAttribute('readonly')).not.toBeNull();
    expect(await completion.getByLabel(label(ui['ui.VerificationCodeField.label'])).count()).toBe(0);
    await completion.getByLabel(label(ui['ui.CompleteInfoForm.name'])).fill('Wang Test');
    await completion
      .getByRole('combobox', { name: label(ui['ui.CompleteInfoForm.company']) })
      .fill('Example Institute');
    await completion.getByLabel(label(ui['ui.CompleteInfoForm.department'])).fill('Biochemistry');
    await completion.getByLabel(label(ui['ui.CompleteInfoForm.area'])).selectOption({ index: 1 });
    await completion.getByRole('button', { name: ui['ui.CompleteInfoForm.submit'] }).click();
    await page.waitForURL(`${site.origin}${target.prefix || '/'}`);
    expect(await storedToken(page)).not.toBeNull();
    const info = await fetch(`${site.origin}/api/v1/users/info`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    }).then((response) => response.json());
    expect(info.data).toMatchObject({ name: 'Wang Test', phone, phoneVerified: true });
    expect(errors).toEqual([]);
  });
});

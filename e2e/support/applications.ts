import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import webEn from '../../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import { freshEmail, receivedCode, type TestAccount } from './accounts.ts';
import { apiData, waitForHydration } from './pages.ts';
import type { RunningSite } from './server.ts';

/** Each site in its own language, one of them on a 375 px phone (issue 15: both wizards at both widths). */
export const applicationSites = [
  {
    name: 'English, on a 375 px phone',
    prefix: '/en',
    locale: 'en-US',
    language: 'en',
    ui: uiEn as Record<string, string>,
    web: webEn as Record<string, string>,
    viewport: { width: 375, height: 812 },
  },
  {
    name: 'Chinese, at 1440 px',
    prefix: '',
    locale: 'zh-CN',
    language: 'zh-CN',
    ui: uiZhCN as Record<string, string>,
    web: webZhCN as Record<string, string>,
    viewport: { width: 1440, height: 900 },
  },
] as const;
export type ApplicationSite = (typeof applicationSites)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The wizard's form by its name (the footer has a form of its own). */
export function wizardForm(page: Page, { ui }: ApplicationSite, kind: 'trial' | 'award') {
  return page.getByRole('form', { name: ui[`ui.ApplicationWizard.${kind}Label`] });
}

/** A wizard's control by its label as the catalog words it (a required field's label ends in a marker). */
export function wizardField(form: Locator, { ui }: ApplicationSite, name: string) {
  const text = ui[`ui.ApplicationFields.${name}`];
  if (text === undefined) throw new Error(`no label ${name}`);
  return form.getByLabel(new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`));
}

/** A wizard's button (Next, Back, Submit) by the catalog's word. */
export function wizardButton(form: Locator, { ui }: ApplicationSite, name: 'next' | 'back' | 'submit') {
  return form.getByRole('button', { name: ui[`ui.ApplicationWizard.${name}`], exact: true });
}

/**
 * Types a fresh address into the wizard, asks for its e-mailed code and types the code, read from the
 * site's mail catcher. A fresh address because the account's own got its registration code a moment ago
 * (one code a minute per address). Answers the address.
 */
export async function enterMailedCode(
  form: Locator,
  site: RunningSite,
  target: ApplicationSite,
  label: string,
): Promise<string> {
  const email = freshEmail(label);
  await wizardField(form, target, 'email').fill(email);
  await form.getByRole('button', { name: target.ui['ui.VerificationCodeField.send'] }).click();
  await wizardField(form, target, 'verification').fill(await receivedCode(site.inbox, 'mail', email));
  return email;
}

/** A product of the demo data (category 4) and the beginning of its catalog number, to type. */
export async function demoProduct(site: RunningSite): Promise<{ catalogNumber: string; typed: string }> {
  const { products } = await apiData<{ products: { catalogNumber: string }[] }>(
    site.origin,
    '/tree_structure?pid=4&size=50',
    'en',
  );
  const catalogNumber = products[0]?.catalogNumber;
  if (!catalogNumber) throw new Error('the demo data has no product in category 4');
  return { catalogNumber, typed: catalogNumber.slice(0, -1) };
}

/** Logs in on the login page the browser is on, which comes back to `path`. */
export async function logInHere(
  page: Page,
  site: RunningSite,
  target: ApplicationSite,
  account: TestAccount,
  path: string,
) {
  await waitForHydration(page);
  const login = page.getByRole('form', { name: target.ui['ui.LoginForm.formLabel'] });
  await login.getByLabel(target.ui['ui.LoginForm.email'] as string).fill(account.email);
  await login.getByLabel(target.ui['ui.LoginForm.password'] as string).fill(account.password);
  await login.getByRole('button', { name: target.ui['ui.LoginForm.submit'] }).click();
  await page.waitForURL(`${site.origin}${path}`);
  await waitForHydration(page);
}

/** Logs in through the login page, which comes back to `path`. */
export async function logInThroughPage(
  page: Page,
  site: RunningSite,
  target: ApplicationSite,
  account: TestAccount,
  path: string,
) {
  await page.goto(`${site.origin}${target.prefix}/login?redirect=${encodeURIComponent(path)}`);
  await logInHere(page, site, target, account, path);
}

/** A small, valid PNG (a grey square) to stand for a photo of the ID card: the server decodes it. */
export function idCardPng(): Buffer {
  const size = 16;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row: filter byte 0, then `size` grey pixels.
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from([0, ...Array(size).fill(128)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The wizard's confirmation once sent: the status that has the 'received' heading (the reference is in it). */
export function sentConfirmation(page: Page, { ui }: ApplicationSite) {
  return page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: ui['ui.ApplicationWizard.sentTitle'] }) });
}

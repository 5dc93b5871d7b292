import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webEn from '../apps/web/src/i18n/en.json' with { type: 'json' };
import webZhCN from '../apps/web/src/i18n/zh-CN.json' with { type: 'json' };
import uiEn from '../packages/ui/src/i18n/en.json' with { type: 'json' };
import uiZhCN from '../packages/ui/src/i18n/zh-CN.json' with { type: 'json' };
import validationZhCN from '../packages/validation/src/i18n/zh-CN.json' with { type: 'json' };
import { apiData, openPage, waitForHydration } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * Issue 13's news journey: from the home page's news to an article and its neighbours, to the meetings tab,
 * a meeting and a registration of interest, and the article's WeChat share landing with its share picture.
 */

const sites = [
  { name: 'Chinese', prefix: '', locale: 'zh-CN', language: 'zh-CN', ui: uiZhCN, web: webZhCN, width: 1440 },
  {
    name: 'English, on a 375 px phone',
    prefix: '/en',
    locale: 'en-US',
    language: 'en',
    ui: uiEn,
    web: webEn,
    width: 375,
  },
] as const;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});

afterAll(() => stopSiteAndBrowser(site, browser));

interface ArticlePage {
  list: { id: number; title: string }[];
}
interface MeetingPage {
  list: { id: number; title: string }[];
}

describe('home news → article → meetings → registration; share landing', () => {
  it.each(sites)('$name', async ({ prefix, locale, language, ui, web, width }) => {
    const { page, errors } = await openPage(browser, { locale, viewport: { width, height: 900 } });
    const [newest] = (await apiData<ArticlePage>(site.origin, '/article?size=1', language)).list;
    if (!newest) throw new Error('no article');

    // The home page's first news item leads to its article.
    await page.goto(`${site.origin}${prefix}/`);
    await waitForHydration(page);
    await page.locator(`a[href="${prefix}/article?id=${newest.id}"]`).first().click();
    await page.waitForURL(`${site.origin}${prefix}/article?id=${newest.id}`);
    await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('NewsArticle');

    // The meetings tab, then a meeting.
    await page.goto(`${site.origin}${prefix}/information?activeIndex=2`);
    await waitForHydration(page);
    const [meeting] = (await apiData<MeetingPage>(site.origin, '/meeting?size=1', language)).list;
    if (!meeting) throw new Error('no meeting');
    if (width === 375) {
      // The list's rows put the cover (or its placeholder) on top; nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await page.getByRole('link', { name: meeting.title }).click();
    await page.waitForURL(`${site.origin}${prefix}/meeting-detail?id=${meeting.id}`);
    await page.getByRole('heading', { level: 1, name: meeting.title }).waitFor();
    await waitForHydration(page);
    if (width === 375) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }

    // Register interest: the confirmation names the address.
    const form = page.getByRole('form', { name: ui['ui.MeetingRegistrationForm.formLabel'] });
    const field = (key: string) =>
      form.getByLabel(
        new RegExp(
          `^${(ui as Record<string, string>)[`ui.MeetingRegistrationForm.${key}`]?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`,
        ),
      );
    await field('name').fill('Lin Test');
    await field('company').fill('Example Institute');
    await field('email').fill(`meet${prefix ? '-en' : '-cn'}@example.com`);
    await field('phone').fill('13912345678');
    await form.getByRole('button', { name: ui['ui.MeetingRegistrationForm.submit'] }).click();
    const confirmation = page
      .getByRole('status')
      .filter({ hasText: ui['ui.MeetingRegistrationForm.succeededTitle'] });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain(`meet${prefix ? '-en' : '-cn'}@example.com`);

    // The article's share landing: the share card's picture is a real image.
    await page.goto(`${site.origin}${prefix}/wechat-share?id=${newest.id}`);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(
      `${site.origin}${prefix}/article?id=${newest.id}`,
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const picture = await fetch(image ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    await page.getByText(web['web.wechatShare.scan']).waitFor();
    // The QR code of the article's URL is drawn once its encoder has loaded.
    const qrCode = page.getByRole('img', {
      name: web['web.wechatShare.qrLabel'].replace('{title}', newest.title),
    });
    await expect.poll(() => qrCode.locator('path').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('refuses a registration with a phone that is no mainland mobile on the Chinese site, in Chinese, sending nothing', async () => {
    const { page } = await openPage(browser, { locale: 'zh-CN' });
    const [meeting] = (await apiData<MeetingPage>(site.origin, '/meeting?size=1', 'zh-CN')).list;
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/registration')) posted.push(request.url());
    });
    await page.goto(`${site.origin}/meeting-detail?id=${meeting?.id}`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: uiZhCN['ui.MeetingRegistrationForm.formLabel'] });
    const field = (key: 'name' | 'company' | 'email' | 'phone') =>
      form.getByLabel(new RegExp(`^${uiZhCN[`ui.MeetingRegistrationForm.${key}`]}\\*?$`));
    await field('name').fill('林测试');
    await field('company').fill('示例研究所');
    await field('email').fill('lin@example.com');
    await field('phone').fill('+49 30 1234567');
    await form.getByRole('button', { name: uiZhCN['ui.MeetingRegistrationForm.submit'] }).click();
    await form.getByText(validationZhCN['validation.mobile']).waitFor();
    expect(posted).toEqual([]);
  });

  it('answers a real not-found page for an unknown article and meeting', async () => {
    for (const path of ['/article?id=999999', '/en/meeting-detail?id=999999', '/wechat-share?id=0']) {
      expect((await fetch(`${site.origin}${path}`)).status, path).toBe(404);
    }
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, registerByMail } from './support/accounts.ts';
import { openPage } from './support/pages.ts';
import type { RunningSite } from './support/server.ts';
import { startSiteAndBrowser, stopSiteAndBrowser } from './support/siteAndBrowser.ts';

/**
 * README's first command and nothing else: the production build, NODE_ENV=production, a fresh
 * embedded database, no SMTP_URL and no SMS provider. Its mail lands in the local mail catcher;
 * nothing test-only is on (the captcha texts are not readable, so the texted code is proven by the
 * NODE_ENV=test journeys of accounts.e2e.ts, which differ only in that).
 */
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser({ fresh: true }));
});

afterAll(() => stopSiteAndBrowser(site, browser));

/** The code as a person finds it: the inbox page, the mail to their address opened, its text read. */
async function codeOnTheInboxPage(email: string): Promise<string> {
  const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  const inboxHost = new URL(site.inbox).host;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host !== inboxHost) elsewhere.push(request.url());
  });
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).host !== inboxHost) elsewhere.push(socket.url());
  });
  await page.goto(site.inbox);
  await page.getByTestId('email-list').getByText(email).click();
  const viewer = page.getByTestId('email-viewer');
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = /verification code is (\d{6})/.exec((await viewer.textContent()) ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  // The inbox page loads nothing from outside this machine.
  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
  return code as string;
}

interface Product {
  catalogNumber: string;
  sizes: { size: string }[];
}

describe('the first command alone', () => {
  it('says in one start-log line where the inbox is and that mail and texts do not leave the machine', () => {
    const notices = site
      .output()
      .split('\n')
      .filter((line) => line.includes('Mail catcher:'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(
      `Mail catcher: inbox at ${site.inbox} — mail and texts are NOT delivered to the outside world`,
    );
  });

  it.each([
    { language: 'en', label: 'first-en', fromThePage: true },
    { language: 'zh-CN', label: 'first-zh', fromThePage: false },
  ] as const)(
    '$language: registers with the code from the local inbox, logs in, orders and gets the toolbox result',
    async ({ language, label, fromThePage }) => {
      const call = apiCaller(site.origin, language);
      const { email, password } = await registerByMail(site, {
        label,
        language,
        ...(fromThePage && { readCode: codeOnTheInboxPage }),
      });
      const { token } = await call<{ token: string }>('POST', '/user/login', { email, password });

      const { list } = await call<{ list: Product[] }>('GET', '/product?page=1&size=50');
      const product = list.find((candidate) => candidate.sizes.length > 0);
      if (!product) throw new Error('the demo data has no product with sizes');
      await call(
        'POST',
        '/order/order',
        { catalogNumber: product.catalogNumber, size: product.sizes[0]?.size, count: 2 },
        token,
      );
      const cart = await call<{ list: { id: number }[] }>('GET', '/order/order?size=-1', undefined, token);
      const order = await call<{ orderNumber: string }>(
        'PUT',
        '/order/order/clear',
        { idList: cart.list.map((line) => line.id) },
        token,
      );
      const orders = await call<{ list: { orderNumber: string; lines: { catalogNumber: string }[] }[] }>(
        'GET',
        '/order?page=1&size=10',
        undefined,
        token,
      );
      expect(orders.list.map((listed) => listed.orderNumber)).toEqual([order.orderNumber]);
      expect(orders.list[0]?.lines.map((line) => line.catalogNumber)).toEqual([product.catalogNumber]);

      const result = await call<{ probeDesign: { probe: string; gcPercent: number } }>(
        'POST',
        '/calculator',
        {
          probeDesign: {
            sequence: 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG',
            probeStart: 1,
            probeLength: 25,
            digestionPosition: 18,
            heteroduplexLength: 4,
          },
        },
        token,
      );
      expect(result.probeDesign).toMatchObject({ probe: 'AAACGCTAGCCAGCTTGGGTCTCCC', gcPercent: 60 });
    },
  );
});

/**
 * The link check (issue 13): from `/` and `/en`, every internal link of the server-rendered pages —
 * header, mega-menu, quick links, footer and the pages they reach — is followed, breadth first and
 * bounded, and none may answer 404 or 5xx. The server's HTML is what a crawler and a visitor without
 * JavaScript get, so the check reads it without a browser.
 */
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningSite, startSite } from './support/server.ts';

/** Pages fetched at most: every kind of page is reached well within it (see PER_PATH). */
const BUDGET = 400;
/**
 * URLs per path: `/product-detail?catalogNumber=…` has thousands of variants; a few of each path leave
 * the budget to the other pages.
 */
const PER_PATH = 6;

/**
 * Pages of an issue still open, by path → issue (none today). Their links are not followed, and each must
 * still answer 404: once one exists, it leaves this list and is checked.
 */
const NOT_YET_BUILT: Record<string, number> = {};

interface Visit {
  url: URL;
  from: string;
}

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ copyOf: inject('seededDataDir') });
});
afterAll(async () => {
  await site?.stop();
});

/** The page's path without the `/en` prefix: both languages of a page are one page to the budget. */
function pageOf(url: URL): string {
  return url.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
}

function internalLinks(html: string, base: URL, origin: string): URL[] {
  const links: URL[] = [];
  for (const anchor of parse(html).querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (/^(mailto|tel|javascript):/i.test(href) || href.startsWith('#')) continue;
    const url = new URL(href, base);
    if (url.origin !== origin) continue;
    url.hash = '';
    links.push(url);
  }
  return links;
}

describe('the link check', () => {
  it('reaches no 404 and no 5xx from / and /en through the pages’ links', async () => {
    const origin = site.origin;
    const queue: Visit[] = [
      { url: new URL('/', origin), from: '(start)' },
      { url: new URL('/en', origin), from: '(start)' },
    ];
    const seen = new Set(queue.map((visit) => visit.url.href));
    const perPath = new Map<string, number>();
    const broken: string[] = [];
    const pending = new Map<string, string>();
    let fetched = 0;

    while (queue.length > 0 && fetched < BUDGET) {
      const { url, from } = queue.shift() as Visit;
      const page = pageOf(url);
      if (page in NOT_YET_BUILT) {
        pending.set(page, `${url.pathname}${url.search} (from ${from})`);
        continue;
      }
      const count = perPath.get(url.pathname) ?? 0;
      if (count >= PER_PATH) continue;
      perPath.set(url.pathname, count + 1);
      fetched += 1;
      const response = await fetch(url, { redirect: 'manual' });
      const where = `${url.pathname}${url.search}`;
      if (response.status === 404 || response.status >= 500) {
        broken.push(`${response.status} ${where} (from ${from})`);
        await response.body?.cancel();
        continue;
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const target = new URL(location, url);
        if (target.origin === origin && !seen.has(target.href)) {
          seen.add(target.href);
          queue.push({ url: target, from: where });
        }
        continue;
      }
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) {
        // A file (a PDF, an image): that it answers is the check.
        await response.body?.cancel();
        continue;
      }
      for (const link of internalLinks(await response.text(), url, origin)) {
        if (seen.has(link.href)) continue;
        seen.add(link.href);
        queue.push({ url: link, from: where });
      }
    }

    console.info(
      `link check: ${fetched} URLs of ${perPath.size} paths fetched, ${seen.size} seen; ` +
        `not yet built: ${[...pending.keys()].join(', ') || 'none'}`,
    );
    expect(broken).toEqual([]);
    // The check saw the site, not an error page: the header's and footer's links lead to many pages.
    expect(perPath.size).toBeGreaterThan(20);
    for (const [page, example] of pending) {
      const response = await fetch(new URL(page, origin), { redirect: 'manual' });
      await response.body?.cancel();
      expect(
        response.status,
        `${example} is built now (issue ${NOT_YET_BUILT[page]}): remove it from NOT_YET_BUILT`,
      ).toBe(404);
    }
  });
});

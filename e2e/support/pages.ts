import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A fresh browser context (own cookies and storage) whose page errors are collected, and with them every
 * Content-Security-Policy violation Chromium reports (a blocked script, style, connection or image).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) errors.push(`CSP: ${message.text()}`);
  });
  return { page, errors };
}

/** What the server holds, asked the way the page asks it, so journeys check real data. */
export async function apiData<T>(origin: string, path: string, language: 'zh-CN' | 'en'): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, { headers: { 'accept-language': language } });
  const envelope = (await response.json()) as { code: string; data: T };
  expect(envelope.code).toBe('E0001');
  return envelope.data;
}

/** The catalog number of the catalogue's first product (the demo data always has one). */
export async function firstCatalogNumber(origin: string): Promise<string> {
  const { list } = await apiData<{ list: { catalogNumber: string }[] }>(origin, '/product?size=1', 'en');
  const catalogNumber = list[0]?.catalogNumber;
  if (!catalogNumber) throw new Error('the demo data has a product');
  return catalogNumber;
}

/**
 * Waits until the page has hydrated (the app marks its root `data-hydrated` once the time-sliced hydration
 * has committed): a field filled halfway through hydration could miss the page's state.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false))
    .toBe(true);
}

/**
 * The layout shifts the page has had since it loaded (Chromium keeps them for a buffered observer), with
 * the elements each moved: a journey checks that a page stays still as its data arrives.
 */
export async function layoutShifts(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        const describe = (node: Node | null | undefined) =>
          node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName);
        // The buffered entries come in one callback; none at all means no callback, hence the timeout.
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as Shift[])
              .filter((shift) => !shift.hadRecentInput)
              .map((shift) => ({
                value: shift.value,
                moved: (shift.sources ?? []).map((s) => describe(s.node)),
              })),
          );
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve([]);
        }, 500);
      }),
  );
}

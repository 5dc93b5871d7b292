// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useMatches } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { IntlRoot } from '../i18n/IntlRoot';
import { DocumentHead } from './DocumentHead';
import type { RouteHandle } from './meta';

afterEach(cleanup);

// The head as the server's document (app/Document.server) writes it for the first page, an indexable one.
beforeEach(() => {
  document.head.innerHTML =
    '<meta charset="utf-8"><title>Products</title><meta name="description" content="All products">' +
    `<link rel="canonical" href="${location.origin}/en/products">` +
    `<link rel="alternate" hreflang="zh-CN" href="${location.origin}/products">` +
    `<link rel="alternate" hreflang="en" href="${location.origin}/en/products">` +
    `<link rel="alternate" hreflang="x-default" href="${location.origin}/products">`;
});

function Layout() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle & { title: string };
  return (
    <IntlRoot locale="en">
      <DocumentHead
        locale="en"
        meta={{ title: handle.title, description: handle.title }}
        handles={matches.map((match) => match.handle)}
      />
      <Outlet />
    </IntlRoot>
  );
}

function Page() {
  return null;
}

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/en',
        Component: Layout,
        children: [
          { path: 'products', handle: { title: 'Products' }, Component: Page },
          { path: 'search', handle: { title: 'Search', noindex: true }, Component: Page },
        ],
      },
    ],
    { initialEntries: ['/en/products'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const head = () => ({
  canonical: document.head.querySelectorAll('link[rel="canonical"]'),
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]),
});

it('a client navigation to a noindex page takes the canonical and hreflang links away and says noindex', async () => {
  const router = mount();
  await act(() => router.navigate('/en/search?keywords=IL-6'));
  expect(document.title).toContain('Search');
  expect(head()).toEqual({
    canonical: expect.objectContaining({ length: 0 }),
    robots: 'noindex',
    alternates: [],
  });
});

it('a client navigation back to an indexable page links its own canonical URL and alternates, once', async () => {
  const router = mount();
  await act(() => router.navigate('/en/search?keywords=IL-6'));
  await act(() => router.navigate('/en/products?page=2'));
  const { canonical, robots, alternates } = head();
  expect([...canonical].map((link) => link.getAttribute('href'))).toEqual([
    `${location.origin}/en/products?page=2`,
  ]);
  expect(robots).toBeNull();
  expect(alternates).toEqual([
    ['zh-CN', `${location.origin}/products?page=2`],
    ['en', `${location.origin}/en/products?page=2`],
    ['x-default', `${location.origin}/products?page=2`],
  ]);
});

it("writes <html lang> only when the page's language differs: the same value still restyles the page", async () => {
  const writes: (string | null)[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      writes.push(document.documentElement.getAttribute(record.attributeName ?? ''));
  });
  document.documentElement.lang = 'en';
  observer.observe(document.documentElement, { attributeFilter: ['lang'] });
  mount();
  await act(() => Promise.resolve());
  expect(writes).toEqual([]);

  cleanup();
  document.documentElement.lang = 'zh-CN';
  await act(() => Promise.resolve());
  writes.length = 0;
  mount();
  await act(() => Promise.resolve());
  observer.disconnect();
  expect(writes).toEqual(['en']);
  expect(document.documentElement.lang).toBe('en');
});

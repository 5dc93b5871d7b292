// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { documentDataIds } from '../../app/documentData';
import { IntlRoot } from '../../i18n/IntlRoot';
import '../../test/loadCatalogs';
import { searchApi } from '../../test/searchFakeApi';
import { ssrPage } from '../../test/ssrPage';
import * as search from './search';

afterEach(cleanup);

/** The router state the server wrote into the document, as the browser reads it to hydrate. */
function hydrationData(html: string): { loaderData: Record<string, unknown> } {
  const pattern = new RegExp(
    `<script type="application/json" id="${documentDataIds.routerHydration}">(.*?)</script>`,
    's',
  );
  const json = pattern.exec(html)?.[1];
  if (!json) throw new Error('no hydration data in the page');
  return JSON.parse(json);
}

it('renders in the browser from the loader data the server serialised (no React elements in it)', async () => {
  const { html } = await ssrPage('/en/search?keywords=IL-6', searchApi);
  const data = hydrationData(html).loaderData['en-search'];
  expect(data).toBeTruthy();
  const router = createMemoryRouter(
    [{ id: 'en-search', path: '/en/search', loader: () => data, Component: search.Component }],
    { initialEntries: ['/en/search?keywords=IL-6'], hydrationData: { loaderData: { 'en-search': data } } },
  );
  render(
    <IntlRoot locale="en">
      <RouterProvider router={router} />
    </IntlRoot>,
  );
  const results = screen.getByRole('list', { name: 'Search results' });
  const hit = within(results).getByRole('link', { name: /IL-6 Protein/ });
  expect(hit.getAttribute('href')).toBe('/en/product-detail?catalogNumber=IL6-H4218');
  expect(results.querySelectorAll('mark').length).toBeGreaterThan(0);
  // The price slot, built in the view: the English site shows Inquiry.
  expect(within(results).getByText('Inquiry')).toBeTruthy();
});

it('moves focus to the results heading when another page of results comes, not on the first render', async () => {
  const { html } = await ssrPage('/en/search?keywords=IL-6', searchApi);
  const data = hydrationData(html).loaderData['en-search'] as { query: Record<string, unknown> };
  const router = createMemoryRouter(
    [
      {
        id: 'en-search',
        path: '/en/search',
        // The page number as the address says; the fake answer is the same on every page.
        loader: ({ request }) => ({
          ...data,
          query: { ...data.query, page: Number(new URL(request.url).searchParams.get('page') ?? 1) },
        }),
        Component: search.Component,
      },
    ],
    { initialEntries: ['/en/search?keywords=IL-6'], hydrationData: { loaderData: { 'en-search': data } } },
  );
  render(
    <IntlRoot locale="en">
      <RouterProvider router={router} />
    </IntlRoot>,
  );
  const heading = screen.getByRole('heading', { level: 1 });
  expect(document.activeElement).not.toBe(heading);
  await act(() => router.navigate('/en/search?keywords=IL-6&page=2'));
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
});

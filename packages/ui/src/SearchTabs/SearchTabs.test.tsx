import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SearchTabs } from './SearchTabs';

test('three tab links with their counts; the shown one is the current page', () => {
  renderWithIntl(
    <SearchTabs
      value="content"
      counts={{ product: 1200, service: 0, content: 3 }}
      getHref={(tab) => `/search?keywords=IL-6&tab=${tab}`}
    />,
    'en',
  );
  const nav = screen.getByRole('navigation', { name: 'Kinds of results' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Products1,200', 'Services0', 'Content3']);
  expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  expect(links[0]?.getAttribute('href')).toBe('/search?keywords=IL-6&tab=product');
});

test('Chinese labels', () => {
  renderWithIntl(
    <SearchTabs value="product" counts={{ product: 1, service: 2, content: 3 }} getHref={() => '#'} />,
  );
  expect(screen.getByRole('link', { name: /^产品\s*1$/ }).getAttribute('aria-current')).toBe('page');
});

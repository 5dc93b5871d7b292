import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SearchResults, type SearchResultsHit } from './SearchResults';

const hits: SearchResultsHit[] = [
  {
    id: 'IL6-H1011',
    href: '/product-detail?catalogNumber=IL6-H1011',
    eyebrow: { text: 'IL6-H1011', highlights: [{ start: 0, end: 3 }] },
    title: { text: 'Human IL-6 Protein, His Tag', highlights: [{ start: 6, end: 10 }] },
    details: [{ text: 'Cytokines' }, { text: 'IL-6', highlights: [{ start: 0, end: 4 }] }],
    snippet: { text: '白细胞介素-6 (IL-6) is a cytokine', highlights: [{ start: 0, end: 7 }] },
    aside: <span>¥1,980.00</span>,
  },
  { id: 'a7', href: '/article?id=7', title: { text: 'New IL-6 assay released' } },
];

describe('SearchResults', () => {
  test('lists the hits with their links and the matched terms in <mark>', () => {
    renderWithIntl(<SearchResults hits={hits} total={2} page={1} pageSize={20} />, 'en');
    const list = screen.getByRole('list', { name: 'Search results' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Human IL-6 Protein, His Tag' });
    expect(link.getAttribute('href')).toBe('/product-detail?catalogNumber=IL6-H1011');
    expect([...(items[0] as HTMLElement).querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'IL6',
      'IL-6',
      'IL-6',
      '白细胞介素-6',
    ]);
    expect(screen.getByText('¥1,980.00')).toBeTruthy();
    expect(screen.getByText('2 results')).toBeTruthy();
    // One page: no pagination.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('sort links mark the current order; pages are links', () => {
    renderWithIntl(
      <SearchResults
        hits={hits}
        total={45}
        page={2}
        pageSize={20}
        sort="newest"
        getSortHref={(sort) => `/search?keywords=IL-6&sort=${sort}`}
        getPageHref={(page) => `/search?keywords=IL-6&page=${page}`}
      />,
      'zh-CN',
    );
    const sort = screen.getByRole('navigation', { name: '排序' });
    const current = within(sort).getByRole('link', { name: '最新' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(sort).getByRole('link', { name: '最相关' }).getAttribute('href')).toBe(
      '/search?keywords=IL-6&sort=relevance',
    );
    expect(screen.getByText('共 45 条结果')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(within(pages).getByRole('link', { name: '第 3 页' }).getAttribute('href')).toBe(
      '/search?keywords=IL-6&page=3',
    );
  });

  test('shows the given empty state when nothing matched, placeholders while loading', () => {
    const { unmount } = renderWithIntl(
      <SearchResults hits={[]} total={0} page={1} pageSize={20} emptyState={<p>Nothing here</p>} />,
      'en',
    );
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderWithIntl(<SearchResults hits={[]} total={0} page={1} pageSize={20} loading />, 'en');
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
  });
});

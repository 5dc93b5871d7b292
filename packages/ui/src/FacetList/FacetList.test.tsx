import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { FacetList, type FacetListGroup } from './FacetList';

const groups: FacetListGroup[] = [
  {
    id: 'tag',
    label: 'Protein tag',
    values: [
      { value: 'His', label: 'His', count: 12 },
      { value: 'Fc', label: 'hFc', count: 1234 },
    ],
    selected: 'His',
  },
  { id: 'species', label: 'Species', values: [{ value: 'human', label: 'Human', count: 8 }] },
  { id: 'conjugate', label: 'Coupling', values: [] },
];
const href = (group: string, value: string | null) =>
  `/search?keywords=IL-6${value ? `&${group}=${value}` : ''}`;

test('each value is a link with its count; the chosen one is current and its link removes it', () => {
  renderWithIntl(<FacetList groups={groups} getHref={href} />, 'en');
  const nav = screen.getByRole('navigation', { name: 'Filters' });
  const tags = within(nav).getByRole('region', { name: 'Protein tag' });
  const his = within(tags).getByRole('link', { name: /His/ });
  expect(his.getAttribute('aria-current')).toBe('true');
  expect(his.getAttribute('href')).toBe('/search?keywords=IL-6');
  expect(his.textContent).toBe('His 12 results');
  expect(within(tags).getByRole('link', { name: /hFc/ }).textContent).toBe('hFc 1,234 results');
  expect(within(tags).getByRole('link', { name: /hFc/ }).getAttribute('href')).toBe(
    '/search?keywords=IL-6&tag=Fc',
  );
  const species = within(nav).getByRole('region', { name: 'Species' });
  expect(within(species).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('true');
  // Heard as the label and its number of results, not a bare number.
  expect(within(species).getByRole('link', { name: /^Human 8 ?results$/ })).toBeTruthy();
  expect(within(tags).getByRole('link', { name: /^hFc 1,234 ?results$/ })).toBeTruthy();
  // A facet without values is left out.
  expect(within(nav).queryByRole('region', { name: 'Coupling' })).toBeNull();
  expect(within(nav).getByText('Filters (1 selected)')).toBeTruthy();
});

test('a value is heard with its number of results in Chinese too', () => {
  renderWithIntl(<FacetList groups={groups} getHref={href} />, 'zh-CN');
  expect(screen.getByRole('link', { name: /^Human 8 ?条结果$/ })).toBeTruthy();
});

test('renders nothing without any value', () => {
  const { container } = renderWithIntl(
    <FacetList groups={[{ id: 'tag', label: 'Tag', values: [] }]} getHref={href} />,
  );
  expect(container.textContent).toBe('');
});

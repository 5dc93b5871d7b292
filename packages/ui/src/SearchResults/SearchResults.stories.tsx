import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { PriceTag } from '../PriceTag';
import { storyIntl } from '../test/storyIntl';
import { SearchResults, type SearchResultsHit } from './SearchResults';
import { searchResultsMessages } from './SearchResults.messages';

const hits: SearchResultsHit[] = [
  {
    id: 'IL6-H1011',
    href: '/product-detail?catalogNumber=IL6-H1011',
    eyebrow: { text: 'IL6-H1011', highlights: [{ start: 0, end: 3 }] },
    title: {
      text: '人白细胞介素-6 (IL-6) Protein, His Tag',
      highlights: [
        { start: 1, end: 8 },
        { start: 10, end: 14 },
      ],
    },
    details: [{ text: 'IL-6', highlights: [{ start: 0, end: 4 }] }, { text: 'Human' }, { text: 'His' }],
    snippet: {
      text: 'Recombinant human IL-6, also BSF-2 or IFNB2, expressed in HEK293.',
      highlights: [{ start: 18, end: 22 }],
    },
    aside: <PriceTag priceFen={198_000} priceMode="cny" />,
  },
  {
    id: 'IL6-M2011',
    href: '/product-detail?catalogNumber=IL6-M2011',
    eyebrow: { text: 'IL6-M2011', highlights: [{ start: 0, end: 3 }] },
    title: { text: 'Mouse IL-6 Protein', highlights: [{ start: 6, end: 10 }] },
    details: [{ text: 'IL-6' }, { text: 'Mouse' }],
    aside: <PriceTag priceFen={null} priceMode="inquiry" />,
  },
  {
    id: 'content-7',
    href: '/article?id=7',
    title: { text: 'New IL-6 assay released', highlights: [{ start: 4, end: 8 }] },
    details: [{ text: 'News' }, { text: '2024-05-06' }],
  },
];

const meta = {
  title: 'Components/SearchResults',
  component: SearchResults,
  args: {
    hits,
    total: 45,
    page: 1,
    pageSize: 20,
    sort: 'relevance',
    getSortHref: (sort) => `/search?keywords=IL-6&sort=${sort}`,
    getPageHref: (page) => `/search?keywords=IL-6&page=${page}`,
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectResults(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: intl.formatMessage(searchResultsMessages.listLabel) });
  await expect(within(list).getByRole('link', { name: /Mouse IL-6 Protein/ })).toHaveAttribute(
    'href',
    '/product-detail?catalogNumber=IL6-M2011',
  );
  await expect(list.querySelector('mark')).toHaveTextContent('IL6');
  await expect(
    canvas.getByText(intl.formatMessage(searchResultsMessages.resultCount, { total: 45 })),
  ).toBeVisible();
  const sort = canvas.getByRole('navigation', { name: intl.formatMessage(searchResultsMessages.sortLabel) });
  await expect(
    within(sort).getByRole('link', { name: intl.formatMessage(searchResultsMessages.sortRelevance) }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(
    within(sort).getByRole('link', { name: intl.formatMessage(searchResultsMessages.sortNewest) }),
  ).toHaveAttribute('href', '/search?keywords=IL-6&sort=newest');
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => expectResults(canvasElement, globals),
};

export const Playground: Story = {};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => expectResults(canvasElement, globals),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await expectResults(canvasElement, globals);
    // Nothing wider than the screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const list = within(canvasElement).getByRole('list', {
      name: storyIntl(globals).formatMessage(searchResultsMessages.listLabel),
    });
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { hits: [], total: 0 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('heading', {
        name: intl.formatMessage(searchResultsMessages.emptyTitle),
      }),
    ).toBeVisible();
  },
};

export const EmptyEnglish: Story = { ...Empty, globals: { locale: 'en' } };

/** The app gives its own empty state (SPEC's 'No search' with tips and a link). */
export const CustomEmptyState: Story = {
  args: {
    hits: [],
    total: 0,
    emptyState: (
      <EmptyState title="—" description="…" action={<a href="/search-not-found">/search-not-found</a>} />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/search-not-found');
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <SearchResults {...args} />
      <SearchResults {...args} loading getSortHref={undefined} total={3} />
      <SearchResults {...args} hits={[]} total={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { type NewsCategory, NewsTabs } from './NewsTabs';
import { newsTabsMessages } from './NewsTabs.messages';

const hrefs: Record<NewsCategory, string> = {
  news: '/information?activeIndex=0',
  activity: '/information?activeIndex=1',
  meeting: '/information?activeIndex=2',
};

const meta = {
  title: 'Components/NewsTabs',
  component: NewsTabs,
  args: { value: 'news', getHref: (category) => hrefs[category] },
} satisfies Meta<typeof NewsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three categories as links, the current one marked for assistive technology and by its style. */
async function expectTabs(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  current: NewsCategory,
) {
  const intl = storyIntl(globals);
  const nav = within(canvasElement).getByRole('navigation', {
    name: intl.formatMessage(newsTabsMessages.label),
  });
  await expect(within(nav).getAllByRole('link')).toHaveLength(3);
  const currentLink = within(nav).getByRole('link', { name: intl.formatMessage(newsTabsMessages[current]) });
  await expect(currentLink).toHaveAttribute('aria-current', 'page');
  await expect(currentLink).toHaveAttribute('href', hrefs[current]);
  await expect(currentLink).toHaveAttribute('data-state', 'active');
  const others = within(nav)
    .getAllByRole('link')
    .filter((link) => link !== currentLink);
  for (const link of others) await expect(link).not.toHaveAttribute('aria-current');
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => expectTabs(canvasElement, globals, 'news'),
};

export const Playground: Story = {};

export const Meetings: Story = {
  args: { value: 'meeting' },
  play: async ({ canvasElement, globals }) => expectTabs(canvasElement, globals, 'meeting'),
};

export const English: Story = {
  args: { value: 'activity' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => expectTabs(canvasElement, globals, 'activity'),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await expectTabs(canvasElement, globals, 'news');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Each category current in turn, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args, { globals }) => {
    const intl = storyIntl(globals);
    // Three navigation landmarks on one page need distinct names.
    const label = (category: NewsCategory) =>
      `${intl.formatMessage(newsTabsMessages.label)}: ${intl.formatMessage(newsTabsMessages[category])}`;
    return (
      <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
        {(['news', 'activity', 'meeting'] as const).map((category) => (
          <NewsTabs key={category} {...args} value={category} label={label(category)} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelectorAll('a[aria-current="page"]');
    await expect([...current].map((link) => link.getAttribute('href'))).toEqual([
      hrefs.news,
      hrefs.activity,
      hrefs.meeting,
    ]);
  },
};

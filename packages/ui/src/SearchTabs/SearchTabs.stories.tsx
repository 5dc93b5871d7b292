import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { SearchTabs } from './SearchTabs';
import { searchTabsMessages } from './SearchTabs.messages';

const meta = {
  title: 'Components/SearchTabs',
  component: SearchTabs,
  args: {
    value: 'product',
    counts: { product: 1280, service: 2, content: 14 },
    getHref: (tab) => `/search?keywords=IL-6&tab=${tab}`,
  },
} satisfies Meta<typeof SearchTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectTabs(canvasElement: HTMLElement, globals: Record<string, unknown>, current: string) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: intl.formatMessage(searchTabsMessages.label) });
  const links = within(nav).getAllByRole('link');
  await expect(links).toHaveLength(3);
  const currentLink = within(nav).getByRole('link', {
    name: new RegExp(intl.formatMessage(searchTabsMessages[current as 'product'])),
  });
  await expect(currentLink).toHaveAttribute('aria-current', 'page');
  await expect(currentLink).toHaveAttribute('href', `/search?keywords=IL-6&tab=${current}`);
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expectTabs(canvasElement, globals, 'product');
    // Counts use the locale's number format.
    await expect(canvasElement.textContent).toContain(storyIntl(globals).formatNumber(1280));
  },
};

export const Playground: Story = {};

export const English: Story = {
  args: { value: 'content' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => expectTabs(canvasElement, globals, 'content'),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => expectTabs(canvasElement, globals, 'product'),
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SearchTabs {...args} value="product" label="product" />
      <SearchTabs {...args} value="service" label="service" counts={{ product: 0, service: 0, content: 0 }} />
      <SearchTabs {...args} value="content" label="content" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-current="page"]')).toHaveLength(3);
  },
};

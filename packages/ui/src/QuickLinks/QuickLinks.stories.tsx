import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { type QuickLink, QuickLinks } from './QuickLinks';
import { quickLinksMessages } from './QuickLinks.messages';

const zh: QuickLink[] = [
  { label: '新品上市', href: '/new-products', icon: 'flask' },
  { label: '试用申请', href: '/apply', icon: 'check' },
  { label: '文献引用', href: '/literature', icon: 'info' },
  { label: '论文奖励', href: '/reward', icon: 'download' },
  { label: '授权经销商', href: '/contact?type=authorized', icon: 'globe' },
  { label: '资源下载', href: '/resources', icon: 'download' },
];
const en: QuickLink[] = [
  { label: 'New products', href: '/en/new-products', icon: 'flask', description: 'Latest releases' },
  { label: 'Trial samples', href: '/en/apply', icon: 'check' },
  { label: 'Citations', href: '/en/literature', icon: 'info' },
  { label: 'Paper award', href: '/en/reward', icon: 'download' },
  { label: 'Distributors', href: '/en/contact?type=authorized', icon: 'globe' },
  { label: 'Resources', href: '/en/resources', icon: 'download' },
];

const meta = {
  title: 'Components/QuickLinks',
  component: QuickLinks,
  args: { items: zh, onNavigate: fn() },
} satisfies Meta<typeof QuickLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const nav = within(canvasElement).getByRole('navigation', {
      name: intl.formatMessage(quickLinksMessages.label),
    });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/new-products',
      '/apply',
      '/literature',
      '/reward',
      '/contact?type=authorized',
      '/resources',
    ]);
  },
};

export const Playground: Story = {};

export const English: Story = {
  args: { items: en },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const nav = within(canvasElement).getByRole('navigation', {
      name: intl.formatMessage(quickLinksMessages.label),
    });
    await expect(within(nav).getByRole('link', { name: /New products/ })).toHaveTextContent(
      'Latest releases',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const tops = within(canvasElement)
      .getAllByRole('link')
      .map((link) => link.getBoundingClientRect().top);
    // Three compact tiles a row at 320 px: the first three share a top edge, the fourth starts the second row.
    await expect(tops.slice(0, 3)).toEqual([tops[0], tops[0], tops[0]]);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
    await expect(tops.slice(3)).toEqual([tops[3], tops[3], tops[3]]);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <QuickLinks {...args} items={zh} label="中文" />
      <QuickLinks {...args} items={en} label="English" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('navigation')).toHaveLength(2);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { Breadcrumbs } from './Breadcrumbs';
import { breadcrumbsMessages } from './Breadcrumbs.messages';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: '首页', href: '/' },
      { label: '产品中心', href: '/products' },
      { label: '细胞因子', href: '/product-list?id=4' },
      { label: 'Human IL-6 Protein, His Tag' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: intl.formatMessage(breadcrumbsMessages.label) });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: '产品中心' })).toHaveAttribute('href', '/products');
    // The current page is text, marked as current.
    await expect(canvas.getByText('Human IL-6 Protein, His Tag')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Human IL-6 Protein, His Tag' })).toBeNull();
  },
};

export const Playground: Story = {};

export const English: Story = {
  args: {
    items: [
      { label: 'Home', href: '/en' },
      { label: 'News & Activities', href: '/en/information' },
      { label: 'Article' },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('navigation', { name: intl.formatMessage(breadcrumbsMessages.label) }),
    ).toBeVisible();
  },
};

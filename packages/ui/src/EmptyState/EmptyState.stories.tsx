import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: 'search',
    title: '没有找到相关产品',
    description: '请检查货号或关键词的拼写，或尝试更通用的靶点名称。',
    action: (
      <Link href="/products" variant="standalone">
        浏览全部产品
      </Link>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '没有找到相关产品' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '浏览全部产品' })).toHaveAttribute('href', '/products');
  },
};

export const Playground: Story = {};

export const Small: Story = {
  args: { size: 'sm', icon: 'flask', headingLevel: 3, action: undefined },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-size="sm"]');
    await expect(root).not.toBeNull();
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const English: Story = {
  args: {
    title: 'No matching products',
    description: 'Check the spelling of the catalog number or keyword, or try a broader target name.',
    action: (
      <Link href="/en/products" variant="standalone">
        Browse all products
      </Link>
    ),
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No matching products' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Both sizes, with and without action, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <EmptyState {...args} />
      <EmptyState
        {...args}
        size="sm"
        icon="cart"
        title="购物车是空的"
        description={undefined}
        action={undefined}
      />
    </div>
  ),
};

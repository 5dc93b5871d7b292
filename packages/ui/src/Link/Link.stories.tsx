import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#products', children: '产品中心' },
  argTypes: { variant: { control: 'select', options: ['default', 'subtle', 'inverse', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '产品中心' });
    await expect(link).toHaveAttribute('href', '#products');
    await expect(link).toHaveAttribute('data-variant', 'default');
  },
};

export const Playground: Story = { args: { variant: 'standalone' } };

export const Standalone: Story = {
  args: { variant: 'standalone', children: ['查看全部', <Icon key="icon" name="arrow-right" size="sm" />] },
};

export const Inverse: Story = {
  args: { variant: 'inverse', children: '隐私政策' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--sf-color-bg-inverse)', padding: 'var(--sf-space-4)' }}>
        <Story />
      </div>
    ),
  ],
};

/** Stands in for react-router's Link: it takes `to` and must receive the design system's class. */
function RouterLikeLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...rest} href={to} data-router-link="" />;
}

export const AsRouterLink: Story = {
  render: () => (
    <Link as={RouterLikeLink} to="/en/products">
      Products
    </Link>
  ),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Products' });
    await expect(link).toHaveAttribute('href', '/en/products');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link.className).toMatch(/Link/);
  },
};

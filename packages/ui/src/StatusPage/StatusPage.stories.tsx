import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Components/StatusPage',
  component: StatusPage,
  args: {
    status: 404,
    title: '您访问的页面不存在',
    action: (
      <Link href="/" variant="standalone">
        返回首页
      </Link>
    ),
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '您访问的页面不存在' })).toBeVisible();
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = { args: { description: '请检查网址是否正确。' } };

export const NotFoundEnglish: Story = {
  args: {
    title: 'This page could not be found',
    action: (
      <Link href="/en" variant="standalone">
        Back to home
      </Link>
    ),
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  },
};

export const ServerError: Story = {
  args: { status: 500, title: '服务器开小差了', description: '请稍后再试，或联系我们的技术支持。' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-kind="server-error"]')).not.toBeNull();
    await expect(within(canvasElement).getByText('500')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { copyright: '© 2026 蛋白优选 版权所有 · 沪ICP备00000000号' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <SiteFooter {...args}>
      <SiteFooter.Links
        title="资源"
        links={[
          { label: '资料下载', href: '/resources' },
          { label: '文献引用', href: '/literature' },
          { label: '论文奖励', href: '/reward' },
        ]}
      />
      <SiteFooter.Links
        title="新闻活动"
        links={[
          { label: '公司新闻', href: '/information?activeIndex=1' },
          { label: '市场活动', href: '/information?activeIndex=2' },
        ]}
      />
      <SiteFooter.Links
        title="关于我们"
        links={[
          { label: '公司简介', href: '/about-us' },
          { label: '授权经销商', href: '/contact?type=authorized' },
          { label: '隐私政策', href: '/privacy' },
        ]}
      />
    </SiteFooter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: '资源' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy');
    await expect(within(footer).getByText(/版权所有/)).toBeVisible();
  },
};

export const Playground: Story = {};

export const CopyrightOnly: Story = {
  args: { copyright: '© 2026 ProteinLab. All rights reserved.' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('All rights reserved.');
  },
};

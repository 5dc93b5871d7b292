import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { href: 'https://en.example.com/product-list?id=41&page=2', label: 'English', lang: 'en' },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'English' });
    await expect(link).toHaveAttribute('href', 'https://en.example.com/product-list?id=41&page=2');
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expect(link).toHaveAttribute('lang', 'en');
  },
};

export const Playground: Story = {};

export const English: Story = {
  args: { href: 'https://cn.example.com/product-list?id=41&page=2', label: '中文', lang: 'zh-CN' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '中文' })).toHaveAttribute('lang', 'zh-CN');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'English' })).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <LanguageSwitch href="https://en.example.com/" label="English" lang="en" />
      <LanguageSwitch href="https://cn.example.com/" label="中文" lang="zh-CN" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

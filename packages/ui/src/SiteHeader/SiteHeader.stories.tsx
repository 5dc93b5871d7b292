import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { SiteHeader } from './SiteHeader';

const zhNav = [
  { label: '首页', href: '/' },
  { label: '产品中心', href: '/products', active: true },
  { label: '服务', href: '/service-list' },
  { label: '资源与支持', href: '/resources' },
  { label: '新闻活动', href: '/information' },
  { label: '关于我们', href: '/about-us' },
  { label: '投资者关系', href: '/investors' },
];

const enNav = [
  { label: 'Home', href: '/en' },
  { label: 'Products', href: '/en/products', active: true },
  { label: 'Services', href: '/en/service-list' },
  { label: 'Resources & Support', href: '/en/resources' },
  { label: 'News & Activities', href: '/en/information' },
  { label: 'About Us', href: '/en/about-us' },
  { label: 'Investors', href: '/en/investors' },
];

const utilities = (
  <>
    <Link href="tel:400-000-0000" variant="subtle">
      <Icon name="phone" size="sm" /> 400-000-0000
    </Link>
    <Link href="/login" variant="subtle">
      登录
    </Link>
    <Link href="/cart" variant="subtle">
      <Icon name="cart" size="sm" /> 购物车 (2)
    </Link>
  </>
);

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <Link href="/" variant="standalone">
        蛋白优选 ProteinLab
      </Link>
    ),
    nav: zhNav,
    languageSwitch: { href: 'https://en.example.com/products', label: 'English', lang: 'en' },
    children: utilities,
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    // Desktop (1280 px and up): the navigation is in the bar, no menu button.
    await expect(nav).toBeVisible();
    // (A display:none element has no accessible name, so it is found by role alone.)
    await expect(canvas.getByRole('button', { hidden: true })).not.toBeVisible();
    await expect(within(nav).getByRole('link', { name: '产品中心' })).toHaveAttribute('aria-current', 'page');
    const language = canvas.getByRole('link', { name: 'English' });
    await expect(language).toHaveAttribute('hreflang', 'en');
    await expect(language).toHaveAttribute('lang', 'en');
  },
};

export const Playground: Story = { args: { children: undefined } };

export const English: Story = {
  args: {
    brand: (
      <Link href="/en" variant="standalone">
        ProteinLab
      </Link>
    ),
    nav: enNav,
    languageSwitch: { href: 'https://cn.example.com/products', label: '中文', lang: 'zh-CN' },
    children: (
      <Link href="/en/login" variant="subtle">
        Log in
      </Link>
    ),
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '中文' })).toHaveAttribute('hreflang', 'zh-CN');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: '打开菜单' });
    // Hidden elements have no accessible name, so the collapsed navigation is found by tag.
    const nav = canvasElement.querySelector('nav') as HTMLElement;
    // Below 1280 px the navigation collapses behind the menu button.
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).not.toBeVisible();

    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAccessibleName('关闭菜单');
    await expect(nav).toBeVisible();
    await expect(nav).toHaveAccessibleName('主导航');
    await expect(canvas.getByRole('link', { name: /购物车/ })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(nav).not.toBeVisible());
    await expect(menuButton).toHaveFocus();
  },
};

export const ForestTheme: Story = {
  globals: { theme: 'forest' },
  play: async ({ canvasElement }) => {
    // The theme re-brands through tokens only.
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(getComputedStyle(header).getPropertyValue('--sf-header-nav-active').trim()).toBe('#1e5631');
  },
};

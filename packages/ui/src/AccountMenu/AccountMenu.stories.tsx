import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LinkComponentProps } from '../internal/linkComponent';
import { AccountMenu } from './AccountMenu';

/** Stands in for the router's link: reports the click and stays on the story page. */
const StoryLink = ({ href, onClick, ...props }: LinkComponentProps) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  />
);

const meta = {
  title: 'Components/AccountMenu',
  component: AccountMenu,
  args: {
    user: null,
    loginHref: '/login',
    registerHref: '/registered',
    personalCenterHref: '/order-list',
    onLogout: fn(),
    onPersonalCenter: fn(),
    linkComponent: StoryLink,
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 140 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Logged out',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/registered');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {};

export const LoggedIn: Story = {
  args: { user: { name: 'zhang.san@example.com' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'zhang.san@example.com 的账户菜单' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Click opens on the first item.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const center = canvas.getByRole('menuitem', { name: '个人中心' });
    await waitFor(() => expect(center).toHaveFocus());
    // Arrows wrap; End/Home jump.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(center).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    // ArrowUp opens on the last item.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: '退出登录' })).toHaveFocus());
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onPersonalCenter).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    // A click outside closes.
    await userEvent.click(trigger);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const Logout: Story = {
  args: { user: { name: '张三' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '张三 的账户菜单' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  args: {
    user: { name: 'Jane Doe' },
    loginHref: '/en/login',
    registerHref: '/en/registered',
    personalCenterHref: '/en/order-list',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Jane Doe' }));
    await expect(canvas.getByRole('menuitem', { name: 'Personal center' })).toHaveAttribute(
      'href',
      '/en/order-list',
    );
    await expect(canvas.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { user: { name: '张三' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '张三 的账户菜单' }));
    const menu = canvas.getByRole('menu');
    const rect = menu.getBoundingClientRect();
    // The menu stays inside a 320 px viewport.
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(320);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48 }}>
      <AccountMenu {...args} user={null} />
      <AccountMenu {...args} user={{ name: '张三' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '张三 的账户菜单' })).toBeVisible();
  },
};

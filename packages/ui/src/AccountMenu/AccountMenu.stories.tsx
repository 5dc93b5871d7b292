import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LinkComponentProps } from '../internal/linkComponent';
import { storyIntl } from '../test/storyIntl';
import { AccountMenu } from './AccountMenu';
import { accountMenuMessages } from './AccountMenu.messages';

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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(accountMenuMessages.login) }),
    ).toHaveAttribute('href', '/login');
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(accountMenuMessages.register) }),
    ).toHaveAttribute('href', '/registered');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {};

export const LoggedIn: Story = {
  args: { user: { name: 'zhang.san@example.com' } },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', {
      name: intl.formatMessage(accountMenuMessages.trigger, { name: 'zhang.san@example.com' }),
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Click opens on the first item.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const center = canvas.getByRole('menuitem', {
      name: intl.formatMessage(accountMenuMessages.personalCenter),
    });
    await waitFor(() => expect(center).toHaveFocus());
    // Arrows wrap; End/Home jump.
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      canvas.getByRole('menuitem', { name: intl.formatMessage(accountMenuMessages.logout) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(center).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    // ArrowUp opens on the last item.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(
        canvas.getByRole('menuitem', { name: intl.formatMessage(accountMenuMessages.logout) }),
      ).toHaveFocus(),
    );
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
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(accountMenuMessages.trigger, { name: '张三' }) }),
    );
    await userEvent.click(
      canvas.getByRole('menuitem', { name: intl.formatMessage(accountMenuMessages.logout) }),
    );
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: intl.formatMessage(accountMenuMessages.trigger, { name: 'Jane Doe' }),
      }),
    );
    await expect(
      canvas.getByRole('menuitem', { name: intl.formatMessage(accountMenuMessages.personalCenter) }),
    ).toHaveAttribute('href', '/en/order-list');
    await expect(
      canvas.getByRole('menuitem', { name: intl.formatMessage(accountMenuMessages.logout) }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { user: { name: '张三' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(accountMenuMessages.trigger, { name: '张三' }) }),
    );
    const menu = canvas.getByRole('menu');
    const rect = menu.getBoundingClientRect();
    // The menu stays inside a 320 px viewport.
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(320);
  },
};

/**
 * The app learns the login after the first paint, so the header is laid out for a visitor first: logged
 * in, the menu keeps the visitor's size whatever the name, and nothing around it moves.
 */
export const KeepsTheVisitorsSize: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 16 }}>
      <AccountMenu {...args} user={null} />
      <AccountMenu {...args} user={{ name: '张三' }} />
      <AccountMenu {...args} user={{ name: 'a.very.long.name.of.a.researcher@institute.example.com' }} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const visitor = canvas.getByRole('link', { name: intl.formatMessage(accountMenuMessages.login) });
    const triggers = ['张三', 'a.very.long.name.of.a.researcher@institute.example.com'].map((name) =>
      canvas.getByRole('button', { name: intl.formatMessage(accountMenuMessages.trigger, { name }) }),
    );
    const size = (element: HTMLElement) => {
      const { width, height } = (element.parentElement as HTMLElement).getBoundingClientRect();
      return { width: Math.round(width), height: Math.round(height) };
    };
    for (const trigger of triggers) await expect(size(trigger)).toEqual(size(visitor));
  },
};

/**
 * `showIcon="sm"` on a phone, as the site header asks: no person icon before the links or the name, and the
 * logged-in menu still keeps the visitor's size (its unseen copy of the visitor's row drops the icon too).
 */
export const IconFromSm: Story = {
  args: { showIcon: 'sm' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: KeepsTheVisitorsSize.render,
  play: async (context) => {
    const icons = context.canvasElement.querySelectorAll('svg[data-icon="user"]');
    await expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) await expect(icon).not.toBeVisible();
    await KeepsTheVisitorsSize.play?.(context);
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 48 }}>
      <AccountMenu {...args} user={null} />
      <AccountMenu {...args} user={{ name: '张三' }} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(accountMenuMessages.login) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(accountMenuMessages.trigger, { name: '张三' }) }),
    ).toBeVisible();
  },
};

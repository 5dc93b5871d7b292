import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountMenuMessages } from '../AccountMenu/AccountMenu.messages';
import { cartLinkMessages } from '../CartLink/CartLink.messages';
import type { LinkComponentProps } from '../internal/linkComponent';
import { toolboxFormMessages } from '../internal/ToolboxForm/ToolboxForm.messages';
import { Link } from '../Link';
import { megaMenuColumnsFromCategories } from '../MegaMenu';
import { megaMenuMessages } from '../MegaMenu/MegaMenu.messages';
import { mobileNavMessages } from '../MobileNav/MobileNav.messages';
import { categoryTree } from '../test/fixtures';
import { storyIntl } from '../test/storyIntl';
import { SiteHeader, type SiteHeaderNavItem } from './SiteHeader';
import { siteHeaderMessages } from './SiteHeader.messages';

const nav = (locale: 'zh-CN' | 'en'): SiteHeaderNavItem[] => {
  const prefix = locale === 'en' ? '/en' : '';
  const products = {
    id: 0,
    name: '',
    children: categoryTree(locale),
  };
  const labels =
    locale === 'en'
      ? ['Home', 'Products', 'Services', 'Resources & Support', 'News & Activities', 'About Us', 'Investors']
      : ['首页', '产品中心', '服务', '资源与支持', '新闻活动', '关于我们', '投资者关系'];
  const paths = ['', '/products', '/service-list', '/resources', '/information', '/about-us', '/investors'];
  return labels.map((label, index) => ({
    label,
    href: `${prefix}${paths[index]}` || '/',
    active: index === 1,
    columns:
      index === 1
        ? megaMenuColumnsFromCategories(products, (node) => `${prefix}/product-list?id=${node.id}`)
        : undefined,
  }));
};

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
  title: 'Components/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <Link href="/" variant="standalone">
        蛋白优选 ProteinLab
      </Link>
    ),
    nav: nav('zh-CN'),
    languageSwitch: { href: 'https://en.example.com/products?page=2', label: 'English', lang: 'en' },
    stockCode: '股票代码：688000',
    phone: '400-000-0000',
    onPhoneClick: fn(),
    contactHref: '/contact',
    account: {
      user: null,
      loginHref: '/login',
      registerHref: '/registered',
      personalCenterHref: '/order-list',
      onLogout: fn(),
    },
    cart: { href: '/cart', count: 3 },
    search: { hotKeywords: ['IL-6', 'PD-1', 'CD19', '新冠', 'HER2'] },
    onNavigate: fn(),
    linkComponent: StoryLink,
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('股票代码：688000')).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: intl.formatMessage(siteHeaderMessages.phone, { number: '400-000-0000' }),
      }),
    ).toHaveAttribute('href', 'tel:4000000000');
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(siteHeaderMessages.contact) }),
    ).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(toolboxFormMessages.loginButton) }),
    ).toHaveAttribute('href', '/login');
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(cartLinkMessages.label, { count: 3 }) }),
    ).toHaveAttribute('href', '/cart');
    const navigation = canvas.getByRole('navigation', {
      name: intl.formatMessage(megaMenuMessages.navigation),
    });
    await expect(within(navigation).getByRole('link', { name: '产品中心' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Desktop: the drawer's menu button is not shown (display:none, so it is found by attribute).
    await expect(canvasElement.querySelector('button[aria-haspopup="dialog"]')).not.toBeVisible();

    // Hover opens the mega-menu; leaving closes it after 300 ms.
    const products = within(navigation).getByRole('link', { name: '产品中心' });
    const toggle = within(navigation).getByRole('button', {
      name: intl.formatMessage(megaMenuMessages.toggle, { label: '产品中心' }),
    });
    await userEvent.hover(products);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '白介素' })).toBeVisible();
    await userEvent.unhover(products);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));

    await userEvent
      .click(
        canvas.getByRole('link', {
          name: intl.formatMessage(siteHeaderMessages.phone, { number: '400-000-0000' }),
        }),
        { skipHover: true },
      )
      .catch(() => {});
    await expect(args.onPhoneClick).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const MegaMenuKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', {
      name: intl.formatMessage(megaMenuMessages.navigation),
    });
    const toggle = within(navigation).getByRole('button', {
      name: intl.formatMessage(megaMenuMessages.toggle, { label: '产品中心' }),
    });
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: '细胞因子' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: '白介素' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const LoggedIn: Story = {
  args: {
    account: {
      user: { name: '张三' },
      loginHref: '/login',
      registerHref: '/registered',
      personalCenterHref: '/order-list',
      onLogout: fn(),
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', {
      name: intl.formatMessage(accountMenuMessages.trigger, { name: '张三' }),
    });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: intl.formatMessage(accountMenuMessages.personalCenter) }),
      ).toHaveFocus(),
    );
    await expect(
      within(menu).getByRole('menuitem', { name: intl.formatMessage(accountMenuMessages.personalCenter) }),
    ).toHaveAttribute('href', '/order-list');
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: intl.formatMessage(accountMenuMessages.logout) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.account?.onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const English: Story = {
  args: {
    brand: (
      <Link href="/en" variant="standalone">
        ProteinLab
      </Link>
    ),
    nav: nav('en'),
    languageSwitch: { href: 'https://cn.example.com/products', label: '中文', lang: 'zh-CN' },
    stockCode: undefined,
    contactHref: '/en/contact',
    account: {
      user: null,
      loginHref: '/en/login',
      registerHref: '/en/registered',
      personalCenterHref: '/en/order-list',
      onLogout: fn(),
    },
    cart: { href: '/en/cart', count: 1 },
    search: { action: '/en/search', hotKeywords: ['IL-6', 'PD-1'] },
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: intl.formatMessage(megaMenuMessages.navigation) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '中文' })).toHaveAttribute('hreflang', 'zh-CN');
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(cartLinkMessages.label, { count: 1 }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'IL-6' })).toHaveAttribute(
      'href',
      '/en/search?keywords=IL-6',
    );
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('name', 'keywords');
  },
};

export const EmptyCart: Story = {
  args: { cart: { href: '/cart', count: 0 }, search: undefined },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(cartLinkMessages.label, { count: 0 }) }),
    ).toHaveAttribute('data-state', 'empty');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: intl.formatMessage(mobileNavMessages.openMenu) });
    await expect(menuButton).toBeVisible();
    await userEvent.click(menuButton);
    const drawer = await canvas.findByRole('dialog', { name: intl.formatMessage(mobileNavMessages.title) });
    await expect(drawer).toBeVisible();
    const toggle = within(drawer).getByRole('button', {
      name: intl.formatMessage(megaMenuMessages.toggle, { label: '产品中心' }),
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('link', { name: '白介素' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(menuButton).toHaveFocus();
    await userEvent.click(menuButton);
    await userEvent.click(within(drawer).getByRole('link', { name: '服务' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ label: '服务', href: '/service-list' });
  },
};

/** The top bar's list of utilities, and the login and cart links in it. */
function topBarParts(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const utilities = within(canvasElement).getByRole('list', {
    name: intl.formatMessage(siteHeaderMessages.topBar),
  });
  const login = within(utilities).getByRole('link', {
    name: intl.formatMessage(accountMenuMessages.login),
  });
  const cart = within(utilities).getByRole('link', {
    name: intl.formatMessage(cartLinkMessages.label, { count: 3 }),
  });
  return { intl, utilities, login, cart };
}

/** Vertical middle of an element, to tell whether two parts share a line. */
const middle = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return (top + bottom) / 2;
};

/** The site of the pass's language: the Chinese site has the stock code, the English one has none. */
const siteArgs = (args: Story['args'], globals: Record<string, unknown>) =>
  globals.locale === 'en' ? { ...args, ...English.args, cart: { href: '/en/cart', count: 3 } } : args;

/**
 * A 375 px phone: the cart shows its icon and badge without the word and the account its links without the
 * icon, so that the top bar is one line (the Chinese site's stock code included); both links keep their
 * accessible names.
 */
export const PhoneTopBar: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  render: (args, { globals }) => <SiteHeader {...(siteArgs(args, globals) as typeof args)} />,
  play: async ({ canvasElement, args, globals }) => {
    const { intl, utilities, login, cart } = topBarParts(canvasElement, globals);
    const { stockCode, languageSwitch } = siteArgs(args, globals) as typeof args;
    await expect(
      within(cart).getByText(intl.formatMessage(cartLinkMessages.text), { exact: true }),
    ).not.toBeVisible();
    const firstPart = within(canvasElement).getByText(
      (stockCode as string | undefined) ?? languageSwitch.label,
    );
    for (const part of [firstPart, login])
      await expect(Math.abs(middle(part) - middle(cart))).toBeLessThan(2);
    await expect(utilities.querySelector('svg[data-icon="user"]')).not.toBeVisible();
  },
};

/** Narrower than 360 px, the Chinese site's utilities wrap whole onto a line of their own, under the stock code. */
export const NarrowPhoneTopBar: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args, globals }) => {
    const { login, cart } = topBarParts(canvasElement, globals);
    const stockCode = within(canvasElement).getByText(args.stockCode as string);
    await expect(cart.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      stockCode.getBoundingClientRect().bottom,
    );
    await expect(Math.abs(middle(login) - middle(cart))).toBeLessThan(2);
  },
};

export const SearchCollapsesOnScroll: Story = {
  decorators: [
    (Story) => (
      <div style={{ minHeight: '300vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-state="expanded"]') as HTMLElement;
    await expect(bar).toContainElement(within(canvasElement).getByRole('searchbox'));
    window.scrollTo(0, bar.offsetHeight + 31 + 200);
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'collapsed'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'expanded'));
  },
};

export const ForestTheme: Story = {
  globals: { theme: 'forest' },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(getComputedStyle(header).getPropertyValue('--sf-header-nav-active').trim()).toBe('#1e5631');
  },
};

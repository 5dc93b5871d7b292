import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LinkComponentProps } from '../internal/linkComponent';
import { categoryTree } from '../test/fixtures';
import { storyIntl } from '../test/storyIntl';
import { MegaMenu, type MegaMenuProps } from './MegaMenu';
import { megaMenuMessages } from './MegaMenu.messages';
import { type MegaMenuItem, megaMenuColumnsFromCategories } from './megaMenuModel';

const items = (locale: 'zh-CN' | 'en'): MegaMenuItem[] => {
  const prefix = locale === 'en' ? '/en' : '';
  const columns = megaMenuColumnsFromCategories(
    { id: 0, name: '', children: categoryTree(locale) },
    (node) => `${prefix}/product-list?id=${node.id}`,
  );
  return locale === 'en'
    ? [
        { label: 'Home', href: '/en' },
        { label: 'Products', href: '/en/products', columns, active: true },
        {
          label: 'Services',
          href: '/en/service-list',
          columns: [{ title: 'Custom proteins', href: '/en/service?menuId=1' }],
        },
        { label: 'Investors', href: '/en/investors' },
      ]
    : [
        { label: '首页', href: '/' },
        { label: '产品中心', href: '/products', columns, active: true },
        { label: '服务', href: '/service-list', columns: [{ title: '蛋白定制', href: '/service?menuId=1' }] },
        { label: '投资者关系', href: '/investors' },
      ];
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

/** The name of an item's submenu toggle in the story's locale: the catalog's message around the item's label. */
const toggleName = (globals: Record<string, unknown>, label: string) =>
  storyIntl(globals).formatMessage(megaMenuMessages.toggle, { label });

const meta = {
  title: 'Components/MegaMenu',
  component: MegaMenu,
  parameters: { layout: 'fullscreen' },
  args: { items: items('zh-CN'), onNavigate: fn(), closeDelay: 300, linkComponent: StoryLink },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360, padding: '0 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    // The item labels are the story's data (args); the toggle's name is the catalog's message around one.
    const label = args.items[1]?.label ?? '';
    const products = canvas.getByRole('link', { name: label });
    const toggle = canvas.getByRole('button', { name: toggleName(globals, label) });
    await expect(products).toHaveAttribute('aria-current', 'page');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(products);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const interleukins = canvas.getByRole('link', { name: '白介素' });
    await expect(interleukins).toBeVisible();
    await expect(interleukins).toHaveAttribute('href', '/product-list?id=41');
    await userEvent.click(interleukins);
    await expect(args.onNavigate).toHaveBeenCalledWith({ label: '白介素', href: '/product-list?id=41' });
    // Following a link closes the panel.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = {};

export const HoverCloseDelay: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const products = canvas.getByRole('link', { name: '产品中心' });
    const toggle = canvas.getByRole('button', { name: toggleName(globals, '产品中心') });
    await userEvent.hover(products);
    await userEvent.unhover(products);
    const left = performance.now();
    // Still open right after leaving (the 300 ms grace lets the pointer cross to the panel).
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(performance.now() - left).toBeGreaterThanOrEqual(290);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: '首页' });
    home.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '产品中心' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const toggle = canvas.getByRole('button', { name: toggleName(globals, '产品中心') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: '细胞因子' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: '白介素' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('link', { name: '流感病毒' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    // Tab walks the top level without entering closed panels (disclosure pattern).
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '服务' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    const servicesToggle = canvas.getByRole('button', { name: toggleName(globals, '服务') });
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'true');
    // Focus leaving the item closes its panel.
    await userEvent.tab();
    await userEvent.tab();
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A parent that owns the open panel: it opens one from outside and hears every change the menu makes. */
function ControlledMenu(props: MegaMenuProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpenIndex(1)}>
        {props.items[1]?.label}
      </button>
      <output aria-label="openIndex">{String(openIndex)}</output>
      <MegaMenu {...props} openIndex={openIndex} onOpenIndexChange={setOpenIndex} />
    </>
  );
}

export const Controlled: Story = {
  render: (args, { globals }) => (
    <ControlledMenu {...args} items={items(globals.locale === 'en' ? 'en' : 'zh-CN')} />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const products = items(globals.locale === 'en' ? 'en' : 'zh-CN')[1]?.label ?? '';
    const toggle = canvas.getByRole('button', { name: toggleName(globals, products) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Opened by the parent, not by the menu.
    await userEvent.click(canvas.getByRole('button', { name: products }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Escape inside the menu asks the parent to close it.
    toggle.focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status', { name: 'openIndex' })).toHaveTextContent('null');
  },
};

export const English: Story = {
  args: { items: items('en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: intl.formatMessage(megaMenuMessages.navigation) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: toggleName(globals, 'Products') }));
    await expect(canvas.getByRole('link', { name: 'Interleukins' })).toHaveAttribute(
      'href',
      '/en/product-list?id=41',
    );
  },
};

export const Empty: Story = {
  args: { items: [{ label: '首页', href: '/' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 320 }}>
      <MegaMenu {...args} label="关闭状态" />
      <MegaMenu {...args} label="展开状态" />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const open = within(within(canvasElement).getByRole('navigation', { name: '展开状态' }));
    await userEvent.click(open.getByRole('button', { name: toggleName(globals, '产品中心') }));
    await expect(open.getByRole('link', { name: '白介素' })).toBeVisible();
  },
};

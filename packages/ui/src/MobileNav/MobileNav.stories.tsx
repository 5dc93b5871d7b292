import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LinkComponentProps } from '../internal/linkComponent';
import { megaMenuColumnsFromCategories } from '../MegaMenu';
import { megaMenuMessages } from '../MegaMenu/MegaMenu.messages';
import { categoryTree } from '../test/fixtures';
import { storyIntl } from '../test/storyIntl';
import { MobileNav } from './MobileNav';
import { mobileNavMessages } from './MobileNav.messages';

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

const items = (locale: 'zh-CN' | 'en') => {
  const prefix = locale === 'en' ? '/en' : '';
  const columns = megaMenuColumnsFromCategories(
    { id: 0, name: '', children: categoryTree(locale) },
    (node) => `${prefix}/product-list?id=${node.id}`,
  );
  return locale === 'en'
    ? [
        { label: 'Home', href: '/en' },
        { label: 'Products', href: '/en/products', columns },
        { label: 'About Us', href: '/en/about-us', active: true },
      ]
    : [
        { label: '首页', href: '/' },
        { label: '产品中心', href: '/products', columns },
        { label: '关于我们', href: '/about-us', active: true },
      ];
};

const meta = {
  title: 'Components/MobileNav',
  component: MobileNav,
  args: { items: items('zh-CN'), onNavigate: fn(), onOpenChange: fn(), linkComponent: StoryLink },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: intl.formatMessage(mobileNavMessages.openMenu) });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const drawer = await canvas.findByRole('dialog', { name: intl.formatMessage(mobileNavMessages.title) });
    await expect(drawer).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(drawer).getByRole('link', { name: '关于我们' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Accordion: one section at a time.
    const toggle = within(drawer).getByRole('button', {
      name: intl.formatMessage(megaMenuMessages.toggle, { label: '产品中心' }),
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('link', { name: '白介素' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(within(drawer).queryByRole('link', { name: '白介素' })).toBeNull();

    // Following a link reports it and closes the drawer.
    await userEvent.click(within(drawer).getByRole('link', { name: '首页' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ label: '首页', href: '/' });
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(button).toHaveFocus();
  },
};

export const Playground: Story = {};

export const FocusTrapAndEscape: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: intl.formatMessage(mobileNavMessages.openMenu) });
    await userEvent.click(button);
    const drawer = await canvas.findByRole('dialog', { name: intl.formatMessage(mobileNavMessages.title) });
    // Tab cycles inside the modal drawer only.
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CloseButton: Story = {
  args: { children: <a href="tel:4000000000">400-000-0000</a> },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(mobileNavMessages.openMenu) }),
    );
    const drawer = await canvas.findByRole('dialog');
    await expect(within(drawer).getByRole('link', { name: '400-000-0000' })).toBeVisible();
    await userEvent.click(
      within(drawer).getByRole('button', { name: intl.formatMessage(mobileNavMessages.closeMenu) }),
    );
    await waitFor(() => expect(drawer).not.toBeVisible());
  },
};

export const English: Story = {
  args: { items: items('en') },
  globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(mobileNavMessages.openMenu) }),
    );
    const drawer = await canvas.findByRole('dialog', { name: intl.formatMessage(mobileNavMessages.title) });
    await userEvent.click(
      within(drawer).getByRole('button', {
        name: intl.formatMessage(mobileNavMessages.toggle, { label: 'Products' }),
      }),
    );
    await expect(within(drawer).getByRole('link', { name: 'Interleukins' })).toHaveAttribute(
      'href',
      '/en/product-list?id=41',
    );
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  args: { defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const drawer = await within(canvasElement).findByRole('dialog', {
      name: intl.formatMessage(mobileNavMessages.title),
    });
    await expect(drawer).toBeVisible();
  },
};

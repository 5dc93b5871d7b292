import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { CartLink } from './CartLink';
import { cartLinkMessages } from './CartLink.messages';

const meta = {
  title: 'Components/CartLink',
  component: CartLink,
  args: { href: '/cart', count: 3 },
} satisfies Meta<typeof CartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const link = within(canvasElement).getByRole('link', {
      name: intl.formatMessage(cartLinkMessages.label, { count: 3 }),
    });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link).toHaveAttribute('data-state', 'filled');
    await expect(link).toHaveTextContent('3');
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const link = within(canvasElement).getByRole('link', {
      name: intl.formatMessage(cartLinkMessages.label, { count: 0 }),
    });
    await expect(link).toHaveAttribute('data-state', 'empty');
    await expect(link).toHaveTextContent(intl.formatMessage(cartLinkMessages.text));
  },
};

export const Overflow: Story = {
  args: { count: 250 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const link = within(canvasElement).getByRole('link', {
      name: intl.formatMessage(cartLinkMessages.label, { count: 250 }),
    });
    await expect(link).toHaveTextContent('99+');
  },
};

export const English: Story = {
  args: { href: '/en/cart', count: 1 },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(cartLinkMessages.label, { count: 1 }) }),
    ).toHaveAttribute('href', '/en/cart');
  },
};

export const Mobile: Story = {
  args: { showText: false },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const link = within(canvasElement).getByRole('link', {
      name: intl.formatMessage(cartLinkMessages.label, { count: 3 }),
    });
    // Icon and badge only; the word is in the accessible name.
    await expect(
      within(link).queryByText(intl.formatMessage(cartLinkMessages.text), { exact: true }),
    ).toBeNull();
  },
};

/** `showText="sm"` on a phone, as the site header asks: the icon and badge alone; the name keeps the word. */
export const TextFromSm: Story = {
  args: { showText: 'sm' },
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const link = within(canvasElement).getByRole('link', {
      name: intl.formatMessage(cartLinkMessages.label, { count: 3 }),
    });
    await expect(
      within(link).getByText(intl.formatMessage(cartLinkMessages.text), { exact: true }),
    ).not.toBeVisible();
    await expect(within(link).getByText('3')).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, paddingTop: 12 }}>
      <CartLink {...args} count={0} />
      <CartLink {...args} count={1} />
      <CartLink {...args} count={120} />
      <CartLink {...args} count={5} showText={false} />
      <CartLink {...args} count={2} showText="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactWidget } from './ContactWidget';

const meta = {
  title: 'Components/ContactWidget',
  component: ContactWidget,
  parameters: { layout: 'fullscreen' },
  args: {
    qrValue: 'https://mp.weixin.qq.com/mp/profile_ext?__biz=proteinlab',
    qrLabel: '扫码关注官方公众号',
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '关注我们' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('img')).toBeNull();
    // Hover shows the code, leaving hides it.
    await userEvent.hover(trigger);
    await expect(canvas.getByRole('img', { name: '扫码关注官方公众号' })).toBeVisible();
    await userEvent.unhover(trigger);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Playground: Story = {};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: '关注我们' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('img', { name: '扫码关注官方公众号' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const English: Story = {
  args: {
    qrValue: 'https://www.linkedin.com/company/proteinlab',
    qrLabel: 'Follow us on LinkedIn',
    href: 'https://www.linkedin.com/company/proteinlab',
    linkLabel: 'LinkedIn',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow us' }));
    await expect(canvas.getByRole('img', { name: 'Follow us on LinkedIn' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
  },
};

export const Hidden: Story = {
  name: 'Hidden (product-detail, rich-detail, about-us, contact)',
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Touch screens have no hover: a tap toggles.
    await userEvent.click(canvas.getByRole('button', { name: '关注我们' }));
    const code = canvas.getByRole('img', { name: '扫码关注官方公众号' });
    await expect(code.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};

export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关注我们' }));
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};

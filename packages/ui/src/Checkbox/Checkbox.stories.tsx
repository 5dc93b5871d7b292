import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: '订阅新品与活动资讯', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '订阅新品与活动资讯' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true, expect.anything());
    await expect(canvasElement.querySelector('[data-state="checked"]')).not.toBeNull();
  },
};

export const Playground: Story = { args: { description: '可随时退订', disabled: false } };

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: '全选', indeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    await expect(checkbox.indeterminate).toBe(true);
    await expect(canvasElement.querySelector('[data-state="indeterminate"]')).not.toBeNull();
  },
};

export const WithError: Story = {
  args: {
    label: (
      <>
        I have read and agree to the <Link href="#privacy">privacy policy</Link>
      </>
    ),
    error: 'Please check the privacy policy',
    required: true,
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please check the privacy policy');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: '邮箱', type: 'email', name: 'email', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    type: { control: 'select', options: ['text', 'email', 'tel', 'password', 'search', 'url', 'number'] },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '邮箱' });
    await userEvent.type(input, 'lab@example.com');
    await expect(input).toHaveValue('lab@example.com');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('lab@example.com', expect.anything());
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {
  args: { description: '我们会在 24 小时内联系您', placeholder: 'name@example.com', required: true },
};

export const WithDescription: Story = {
  args: { description: '我们会在 24 小时内联系您' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription('我们会在 24 小时内联系您');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    error: 'Please Enter The Correct Email Address',
    defaultValue: 'lab@',
    required: true,
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('Please Enter The Correct Email Address')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please Enter The Correct Email Address');
    await expect(input).toBeRequired();
  },
};

export const ErrorWithDescription: Story = {
  args: {
    label: '手机号',
    type: 'tel',
    description: '11 位中国大陆手机号',
    error: '请输入正确的手机号码',
    defaultValue: '1380013',
  },
  play: async ({ canvasElement }) => {
    // The error is announced before the help text.
    const input = within(canvasElement).getByRole('textbox', { name: '手机号' });
    await expect(input).toHaveAccessibleDescription('请输入正确的手机号码 11 位中国大陆手机号');
  },
};

export const SearchBox: Story = {
  args: {
    label: '搜索产品',
    labelVisibility: 'hidden',
    type: 'search',
    placeholder: '货号 / 靶点 / 名称',
    leadingVisual: <Icon name="search" size="sm" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: '搜索产品' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'lab@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Sizes and states side by side, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)', maxWidth: '24rem' }}>
      <TextField label="小号 sm" size="sm" />
      <TextField label="中号 md" description="帮助文字" />
      <TextField label="大号 lg" size="lg" required />
      <TextField label="错误" error="不能为空" />
      <TextField label="禁用" disabled defaultValue="只读内容" />
    </div>
  ),
};

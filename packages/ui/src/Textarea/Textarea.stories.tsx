import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { label: '留言内容', name: 'content', onValueChange: fn() },
  argTypes: { resize: { control: 'inline-radio', options: ['vertical', 'none'] } },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '留言内容' });
    await userEvent.type(textarea, '请问 IL-6 有 1 mg 规格吗？');
    await expect(textarea).toHaveValue('请问 IL-6 有 1 mg 规格吗？');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      '请问 IL-6 有 1 mg 规格吗？',
      expect.anything(),
    );
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {
  args: { description: '我们会在 24 小时内联系您', required: true, rows: 6 },
};

export const WithError: Story = {
  args: { label: 'Message', required: true, error: 'Message cannot be blank' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Message cannot be blank');
    await expect(textarea).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '已提交的留言', disabled: true, resize: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)', maxWidth: 480 }}>
      <Textarea label="留言内容" />
      <Textarea label="留言内容" required description="请描述需求" defaultValue="需要 1 mg" />
      <Textarea label="留言内容" required error="留言内容不能为空" />
      <Textarea label="留言内容" disabled defaultValue="不可编辑" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(4);
  },
};

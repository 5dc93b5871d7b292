import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const species = [
  { value: 'human', label: '人 Human' },
  { value: 'mouse', label: '小鼠 Mouse' },
  { value: 'rat', label: '大鼠 Rat' },
  { value: 'cynomolgus', label: '食蟹猴 Cynomolgus' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: '种属', options: species, onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '种属' });
    await userEvent.selectOptions(select, 'mouse');
    await expect(select).toHaveValue('mouse');
    await expect(args.onValueChange).toHaveBeenCalledWith('mouse', expect.anything());
  },
};

export const Playground: Story = { args: { placeholder: '请选择', description: '表达蛋白的来源种属' } };

export const Placeholder: Story = {
  args: { placeholder: '请选择', required: true, defaultValue: '' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '种属' });
    await expect(select).toHaveValue('');
    await expect(select).toBeRequired();
  },
};

export const WithError: Story = {
  args: { label: 'Region', placeholder: 'Select…', defaultValue: '', error: 'Please select your province' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select your province');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReactionSystemPanel } from './ReactionSystemPanel';

const dilute = { mrnaLength: '1000', sampleConcentration: '300', probeConcentration: '100', amount: '' };
const concentrated = { ...dilute, sampleConcentration: '1000' };
const tooDilute = { ...dilute, sampleConcentration: '20' };

const meta = {
  title: 'Components/ReactionSystemPanel',
  component: ReactionSystemPanel,
  args: { onValueChange: fn(), onLoginRequest: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['preview', 'full'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReactionSystemPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请输入 mRNA 长度及各浓度以配置酶切反应。')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('mRNA 全长 (nt)'), '1000');
    await userEvent.type(canvas.getByLabelText('样品浓度 (ng/µl)'), '1000');
    await userEvent.type(canvas.getByLabelText('探针浓度 (µM)'), '100');
    await expect(canvas.getByTestId('final-volume')).toHaveTextContent('100 µl');
    await expect(canvas.getByText('设计体积')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ probeConcentration: '100' }),
    );
    // Preview: no component table.
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Playground: Story = { args: { defaultValue: dilute, mode: 'full' } };

/** A dilute sample grows the reaction (at most 1.5 ×) with buffer and enzyme at 1 ×. */
export const Scaled: Story = {
  args: { defaultValue: dilute, mode: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已放大体积')).toBeVisible();
    await expect(canvas.getByTestId('final-volume')).toHaveTextContent('129 µl');
    const table = canvas.getByRole('table', { name: '反应组分' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    await expect(row('mRNA 样品')).toHaveTextContent('106.89 µl');
    await expect(row('探针')).toHaveTextContent('2 µl');
    await expect(row('10 × 反应缓冲液')).toHaveTextContent('12.9 µl');
    await expect(row('RNase H')).toHaveTextContent('6.45 µl');
    await expect(row('无核酸酶水')).toHaveTextContent('0.76 µl');
  },
};

/** Beyond 1.5 ×: how much fits, and the concentration to reach. */
export const TooDilute: Story = {
  args: { defaultValue: tooDilute, mode: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('样品过稀')).toBeVisible();
    await expect(canvas.getByTestId('final-volume')).toHaveTextContent('150 µl');
    await expect(canvas.getByText('如需酶切 100 pmol，请将样品浓缩至不低于 255.51 ng/µl。')).toBeVisible();
    await expect(canvas.getByText(/探针：0.16 µl 低于 0.5 µl/)).toBeVisible();
  },
};

export const English: Story = {
  args: { defaultValue: tooDilute, mode: 'full' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Too dilute')).toBeVisible();
    await expect(
      canvas.getByText('To digest 100 pmol, concentrate the sample to at least 255.51 ng/µl.'),
    ).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Nuclease-free water/ })).toHaveTextContent('0 µl');
  },
};

export const InvalidInput: Story = {
  args: { defaultValue: { ...dilute, mrnaLength: '1000.5', sampleConcentration: '0' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请输入整数。')).toBeVisible();
    await expect(canvas.getByText('请输入大于 0 的数值。')).toBeVisible();
    await expect(canvas.getByLabelText('mRNA 全长 (nt)')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidInputEnglish: Story = {
  args: { defaultValue: { ...dilute, mrnaLength: '200000', amount: '5000' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter at most 100,000.')).toBeVisible();
    await expect(canvas.getByText('Enter at most 1,000.')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultValue: dilute, mode: 'full' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('final-volume')).toHaveTextContent('129 µl');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <ReactionSystemPanel {...args} />
      <ReactionSystemPanel {...args} defaultValue={concentrated} />
      <ReactionSystemPanel {...args} defaultValue={dilute} mode="full" />
      <ReactionSystemPanel {...args} defaultValue={tooDilute} mode="full" />
      <ReactionSystemPanel {...args} defaultValue={{ ...dilute, sampleConcentration: '-1' }} />
    </div>
  ),
};

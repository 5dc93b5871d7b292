import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  longTemplate,
  workedExampleMrna,
  workedExampleProduct,
} from '../internal/ToolboxForm/toolboxFormFixtures';
import { FragmentMassPanel } from './FragmentMassPanel';
import type { FragmentMassPanelValue } from './fragmentMassPanelValue';

const workedExample: FragmentMassPanelValue = {
  sequence: workedExampleMrna,
  productLength: '18',
  modification: 'none',
  cappingMethod: 'enzymatic',
  capAnalog: '',
};

const meta = {
  title: 'Components/FragmentMassPanel',
  component: FragmentMassPanel,
  args: { onValueChange: fn(), onLoginRequest: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['preview', 'full'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FragmentMassPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, species: string, variant = 'product') =>
  canvasElement.querySelector(`tr[data-species="${species}"][data-variant="${variant}"]`);

/** Preview: typing the product gives the average mass of every species. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('酶切产物或 mRNA 序列（5′→3′）'), workedExampleProduct);
    await expect(row(canvasElement, 'pppN')).toHaveTextContent('6049.51');
    await expect(row(canvasElement, 'cap0')).toHaveTextContent('6328.77');
    await expect(row(canvasElement, 'cap1')).toHaveTextContent('6342.80');
    // Preview subset: no formula or monoisotopic column, no n−1 / n+1 rows.
    await expect(canvas.queryByText('分子式')).toBeNull();
    await expect(canvasElement.querySelectorAll('tr[data-variant="productMinus1"]')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

export const Playground: Story = { args: { defaultValue: workedExample, mode: 'full' } };

/** TOOLBOX.md's worked example: pppN C173H218N74O131P20 6049.51, Cap0 6328.77, Cap1 6342.80. */
export const WorkedExample: Story = {
  args: { defaultValue: workedExample, mode: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pppN = row(canvasElement, 'pppN');
    await expect(pppN).toHaveTextContent('C173H218N74O131P20');
    await expect(pppN).toHaveTextContent('6049.51');
    await expect(pppN).toHaveTextContent('6046.74');
    await expect(row(canvasElement, 'GpppN')).toHaveTextContent('6314.74');
    await expect(row(canvasElement, 'cap0')).toHaveTextContent('6328.77');
    await expect(row(canvasElement, 'cap1')).toHaveTextContent('6342.80');
    await expect(row(canvasElement, 'pppN', 'productMinus1')).toHaveTextContent('n−1（17 nt）');
    await expect(row(canvasElement, 'pppN', 'productPlus1')).toHaveTextContent('n+1（19 nt）');
    // Enzymatic capping is meant to give Cap0 / Cap1: marked in words.
    await expect(row(canvasElement, 'cap1')).toHaveTextContent('预期产物');
    await expect(canvas.getByText('计算器版本 1.0.0')).toBeVisible();
  },
};

/** Co-transcriptional capping asks for the analog and adds its species. */
export const CoTranscriptional: Story = {
  args: { defaultValue: { ...workedExample, modification: 'm1psi' }, mode: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('加帽方式'), 'co-transcriptional');
    // No analog chosen yet: no result, and no scolding before the choice has been visited.
    await expect(canvas.getByText('请更正上方标出的输入以查看质量。')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('帽类似物'), 'CleanCapAG');
    // The transcript starts with G, CleanCap AG needs AG.
    await expect(canvas.getByText('CleanCap AG 要求转录本以 AG 开头。')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('帽类似物'), 'ARCA');
    await expect(row(canvasElement, 'analog')).toHaveTextContent("帽类似物（m7(3'OMe)GpppG）");
    await expect(row(canvasElement, 'analog')).toHaveTextContent('与 Cap1（m7GpppNm） 质量相同');
  },
};

export const English: Story = {
  args: { defaultValue: workedExample },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Average mass (Da)' })).toBeVisible();
    await expect(row(canvasElement, 'cap0')).toHaveTextContent('Cap0 (m7GpppN)');
    await expect(row(canvasElement, 'cap0')).toHaveTextContent('6328.77');
  },
};

export const InvalidInput: Story = {
  args: { defaultValue: { ...workedExample, sequence: 'GGG AGA CCΨ', productLength: '0' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('第 11 位（第 1 行第 11 列）的“Ψ”不是核苷酸，请只使用 A、C、G、T 或 U。'),
    ).toBeVisible();
    await expect(canvas.getByText('请更正上方标出的输入以查看质量。')).toBeVisible();
  },
};

export const InvalidInputEnglish: Story = {
  args: { defaultValue: { ...workedExample, productLength: '60' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter at most 39.')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultValue: workedExample, mode: 'full' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'cap1')).toHaveTextContent('6342.80');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A 10,000 nt fragment: the sum runs over char codes, the table shows lengths only. */
export const LongSequence: Story = {
  args: { defaultValue: { ...workedExample, sequence: longTemplate(), productLength: '' }, mode: 'full' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('长度：10,000 nt')).toBeVisible();
    await expect(row(canvasElement, 'cap1')).toHaveTextContent('n（10,000 nt）');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <FragmentMassPanel {...args} />
      <FragmentMassPanel {...args} defaultValue={workedExample} />
      <FragmentMassPanel {...args} defaultValue={workedExample} mode="full" />
      <FragmentMassPanel
        {...args}
        defaultValue={{ ...workedExample, cappingMethod: 'co-transcriptional', capAnalog: 'm7GpppG' }}
        mode="full"
      />
      <FragmentMassPanel {...args} defaultValue={{ ...workedExample, sequence: 'GGX' }} />
    </div>
  ),
};

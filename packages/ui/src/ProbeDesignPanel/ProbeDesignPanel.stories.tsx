import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  longTemplate,
  workedExampleMrna,
  workedExampleProbe,
  workedExampleProduct,
} from '../internal/ToolboxForm/toolboxFormFixtures';
import { expectSideBySideControlsAligned, formControls } from '../test/expectControlsAligned';
import { storyIntl } from '../test/storyIntl';
import { ProbeDesignPanel } from './ProbeDesignPanel';
import { probeDesignPanelMessages } from './ProbeDesignPanel.messages';
import { probeDesignDefaultValue } from './probeDesignPanelValue';

const workedExample = {
  sequence: workedExampleMrna,
  probeStart: '1',
  probeLength: '25',
  digestionPosition: '18',
  heteroduplexLength: '4',
};

const meta = {
  title: 'Components/ProbeDesignPanel',
  component: ProbeDesignPanel,
  args: { onValueChange: fn(), onUseProduct: fn(), onLoginRequest: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['preview', 'full'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProbeDesignPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anonymous preview: typing a sequence designs the probe at once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请输入 mRNA 序列及探针参数以设计探针。')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('mRNA 或 DNA 模板序列（5′→3′）'), workedExampleMrna);
    await expect(canvas.getByTestId('probe')).toHaveTextContent(workedExampleProbe);
    await expect(canvas.getByTestId('gc')).toHaveTextContent('60%');
    await expect(canvas.getByText('长度：39 nt')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sequence: workedExampleMrna }),
    );
    // Preview: no full tables, a login prompt instead.
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('当前为预览。登录后可查看完整结果并导出。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLoginRequest).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { defaultValue: workedExample, mode: 'preview' } };

/** TOOLBOX.md's worked example, full result. */
export const WorkedExample: Story = {
  args: { defaultValue: workedExample, mode: 'full' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const probe = canvas.getByTestId('probe');
    await expect(probe).toHaveTextContent(workedExampleProbe);
    // The DNA window is its own marked run, explained in words.
    await expect(probe.querySelector('mark')).toHaveTextContent(/^AGCC$/);
    await expect(canvas.getByText(/探针第 8–11 位（AGCC），对应 mRNA 第 15–18 位/)).toBeVisible();
    await expect(canvas.getByTestId('gc')).toHaveTextContent('60%');
    await expect(canvas.getByText('该设计符合全部建议。')).toBeVisible();
    await expect(canvas.getByTestId('product')).toHaveTextContent(workedExampleProduct);
    await expect(canvas.getAllByText('18 nt').length).toBeGreaterThan(0);
    // The positions table: DNA at probe 8-11, 2'-O-methyl RNA elsewhere.
    const positions = canvas.getByRole('table', { name: '探针各位置' });
    await expect(within(positions).getAllByText('DNA（窗口）')).toHaveLength(4);
    await expect(within(positions).getAllByText('2′-O-甲基 RNA')).toHaveLength(21);
    const products = canvas.getByRole('table', { name: '主产物与次要产物' });
    await expect(within(products).getByText('GGGAGACCCAAGCUGGC')).toBeVisible();
    await expect(within(products).getByText('GGGAGACCCAAGCUGGCUA')).toBeVisible();
    await expect(canvas.getByText('计算器版本 1.0.0')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '将该产物用于质量计算' }));
    await expect(args.onUseProduct).toHaveBeenCalledWith(workedExampleProduct, {
      productLength: 18,
      mrnaSequence: workedExampleMrna,
    });
  },
};

export const English: Story = {
  args: { defaultValue: workedExample },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Probe length n (nt)')).toHaveValue('25');
    await expect(canvas.getByTestId('gc')).toHaveTextContent('60%');
    await expect(canvas.getByText(/probe positions 8–11 \(AGCC\), opposite mRNA 15–18/)).toBeVisible();
    await expect(canvas.getByText('The design meets every recommendation.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** Hints, not errors: the SPEC §5 design guidance with the values that miss it. */
export const Hints: Story = {
  args: {
    defaultValue: { ...workedExample, probeLength: '32', digestionPosition: '16', heteroduplexLength: '8' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('探针长度为 32 nt，建议 20–30 nt。')).toBeVisible();
    await expect(canvas.getByText('酶切产物长度为 16 nt，建议 17–20 nt。')).toBeVisible();
    await expect(canvas.getByText('酶切产物以 G 结尾（第 16 位），建议产物末端不为 G。')).toBeVisible();
    await expect(canvas.getByText('杂合链长度为 8 nt，建议 4–6 nt。')).toBeVisible();
    await expect(canvas.getByText('探针 GC 含量为 50%，在建议范围内；55%–65% 更佳。')).toBeVisible();
    // Severity is named, not only coloured.
    await expect(canvas.getAllByRole('img', { name: '注意' })).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: '建议' })).toBeVisible();
  },
};

export const HintsEnglish: Story = {
  args: { defaultValue: { ...workedExample, digestionPosition: '22' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The digestion product is 22 nt long; 17–20 nt is recommended.'),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'The digestion product ends in G (nucleotide 22); a product that does not end in G is recommended.',
      ),
    ).toBeVisible();
  },
};

/** A bad character is named with where it was typed; numbers out of range say the limit. */
export const InvalidInput: Story = {
  args: { defaultValue: probeDesignDefaultValue },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sequence = canvas.getByLabelText('mRNA 或 DNA 模板序列（5′→3′）');
    await userEvent.type(sequence, 'GGGA{enter}GXC');
    await expect(sequence).toHaveAttribute('aria-invalid', 'true');
    await expect(sequence).toHaveAccessibleDescription(/第 7 位（第 2 行第 2 列）的“X”不是核苷酸/);
    const probeLength = canvas.getByLabelText('探针长度 n (nt)');
    await userEvent.clear(probeLength);
    await userEvent.type(probeLength, '120');
    await expect(canvas.getByText('请输入不大于 100 的数值。')).toBeVisible();
    await expect(canvas.getByText('请更正上方标出的输入以查看探针。')).toBeVisible();
    // A blank number is reported once the field is left.
    await userEvent.clear(probeLength);
    await userEvent.tab();
    await expect(canvas.getByText('请输入数值。')).toBeVisible();
  },
};

export const InvalidInputEnglish: Story = {
  args: { defaultValue: { ...workedExample, sequence: 'GGGA\nGXC', digestionPosition: '30' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('“X” at position 7 (line 2, column 2) is not a nucleotide. Use A, C, G, T or U.'),
    ).toBeVisible();
    const sequence = canvas.getByLabelText('mRNA or DNA template (5′→3′)');
    await userEvent.clear(sequence);
    await userEvent.type(sequence, workedExampleMrna);
    await expect(
      canvas.getByText('The DNA window must lie inside the probe: choose a digestion position from 4 to 25.'),
    ).toBeVisible();
  },
};

/** Logged in: every table and the app's export actions. */
export const Full: Story = {
  args: {
    defaultValue: workedExample,
    mode: 'full',
    actions: (
      <>
        <button type="button">CSV</button>
        <button type="button">PDF</button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'CSV' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
  },
};

export const Mobile: Story = {
  args: { defaultValue: workedExample, mode: 'full' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('probe')).toHaveTextContent(workedExampleProbe);
    // Nothing is wider than the phone: tables scroll inside their own box.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** 10,000 nt pasted as a lower-case DNA template in lines of 60: one text node per sequence. */
export const LongSequence: Story = {
  args: {
    defaultValue: { ...workedExample, sequence: longTemplate(), digestionPosition: '18' },
    mode: 'full',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('长度：10,000 nt')).toBeVisible();
    await expect(canvas.getByTestId('probe')).toHaveTextContent(workedExampleProbe);
    const sequence = canvas.getByLabelText('mRNA 或 DNA 模板序列（5′→3′）');
    const started = performance.now();
    await userEvent.type(sequence, 'a');
    await expect(canvas.getByText('长度：10,001 nt')).toBeVisible();
    await expect(performance.now() - started).toBeLessThan(1000);
  },
};

/** Empty, preview, full and invalid, side by side, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <ProbeDesignPanel {...args} />
      <ProbeDesignPanel {...args} defaultValue={workedExample} />
      <ProbeDesignPanel {...args} defaultValue={workedExample} mode="full" />
      <ProbeDesignPanel
        {...args}
        defaultValue={{ ...workedExample, sequence: 'GGGAXGAC', probeLength: '120' }}
      />
    </div>
  ),
};

/**
 * The number inputs side by side share one line whatever their hints (one or two lines) and errors: the
 * walk-through found 'probe start s' and 'digestion position L' apart.
 */
async function expectNumberFieldsLineUp(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const form = canvasElement.querySelector('form') as HTMLFormElement;
  const numberInputs = () => formControls(form).filter((control) => control.tagName === 'INPUT');
  await expect(await expectSideBySideControlsAligned(numberInputs())).toBeGreaterThan(0);

  const start = canvas.getByRole('textbox', {
    name: intl.formatMessage(probeDesignPanelMessages.probeStartLabel),
  });
  await userEvent.clear(start);
  await userEvent.type(start, '0');
  await userEvent.tab();
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(await expectSideBySideControlsAligned(numberInputs())).toBeGreaterThan(0);
}

export const NumberFieldsLineUp: Story = {
  args: { defaultValue: workedExample },
  play: async ({ canvasElement, globals }) => expectNumberFieldsLineUp(canvasElement, globals),
};

export const NumberFieldsLineUpPhone: Story = {
  name: 'Number fields line up, 375 px phone (English)',
  args: { defaultValue: workedExample },
  globals: { locale: 'en', viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => expectNumberFieldsLineUp(canvasElement, globals),
};

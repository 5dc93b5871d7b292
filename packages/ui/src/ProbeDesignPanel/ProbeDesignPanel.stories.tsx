import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toolboxFormMessages } from '../internal/ToolboxForm/ToolboxForm.messages';
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
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(intl.formatMessage(probeDesignPanelMessages.empty))).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(intl.formatMessage(toolboxFormMessages.sequenceLabel)),
      workedExampleMrna,
    );
    await expect(canvas.getByTestId('probe')).toHaveTextContent(workedExampleProbe);
    await expect(canvas.getByTestId('gc')).toHaveTextContent('60%');
    await expect(
      canvas.getByText(intl.formatMessage(toolboxFormMessages.sequenceLength, { length: '39' })),
    ).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sequence: workedExampleMrna }),
    );
    // Preview: no full tables, a login prompt instead.
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(intl.formatMessage(toolboxFormMessages.loginPrompt))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(toolboxFormMessages.loginButton) }),
    );
    await expect(args.onLoginRequest).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { defaultValue: workedExample, mode: 'preview' } };

/** TOOLBOX.md's worked example, full result. */
export const WorkedExample: Story = {
  args: { defaultValue: workedExample, mode: 'full' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const probe = canvas.getByTestId('probe');
    await expect(probe).toHaveTextContent(workedExampleProbe);
    // The DNA window is its own marked run, explained in words.
    await expect(probe.querySelector('mark')).toHaveTextContent(/^AGCC$/);
    await expect(
      canvas.getByText(
        intl.formatMessage(probeDesignPanelMessages.windowLegend, {
          start: '8',
          end: '11',
          sequence: 'AGCC',
          mrnaStart: '15',
          mrnaEnd: '18',
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('gc')).toHaveTextContent('60%');
    await expect(canvas.getByText(intl.formatMessage(probeDesignPanelMessages.noHints))).toBeVisible();
    await expect(canvas.getByTestId('product')).toHaveTextContent(workedExampleProduct);
    await expect(canvas.getAllByText('18 nt').length).toBeGreaterThan(0);
    // The positions table: DNA at probe 8-11, 2'-O-methyl RNA elsewhere.
    const positions = canvas.getByRole('table', {
      name: intl.formatMessage(probeDesignPanelMessages.positionsTitle),
    });
    await expect(
      within(positions).getAllByText(intl.formatMessage(probeDesignPanelMessages.chemistryDna)),
    ).toHaveLength(4);
    await expect(
      within(positions).getAllByText(intl.formatMessage(probeDesignPanelMessages.chemistryOmeRna)),
    ).toHaveLength(21);
    const products = canvas.getByRole('table', {
      name: intl.formatMessage(probeDesignPanelMessages.minorProductsTitle),
    });
    await expect(within(products).getByText('GGGAGACCCAAGCUGGC')).toBeVisible();
    await expect(within(products).getByText('GGGAGACCCAAGCUGGCUA')).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(toolboxFormMessages.calculatorVersion, { version: '1.0.0' })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(probeDesignPanelMessages.useProduct) }),
    );
    await expect(args.onUseProduct).toHaveBeenCalledWith(workedExampleProduct, {
      productLength: 18,
      mrnaSequence: workedExampleMrna,
    });
  },
};

export const English: Story = {
  args: { defaultValue: workedExample },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByLabelText(intl.formatMessage(probeDesignPanelMessages.probeLengthLabel)),
    ).toHaveValue('25');
    await expect(canvas.getByTestId('gc')).toHaveTextContent('60%');
    await expect(
      canvas.getByText(
        intl.formatMessage(probeDesignPanelMessages.windowLegend, {
          start: '8',
          end: '11',
          sequence: 'AGCC',
          mrnaStart: '15',
          mrnaEnd: '18',
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(probeDesignPanelMessages.noHints))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(toolboxFormMessages.loginButton) }),
    ).toBeVisible();
  },
};

/** Hints, not errors: the SPEC §5 design guidance with the values that miss it. */
export const Hints: Story = {
  args: {
    defaultValue: { ...workedExample, probeLength: '32', digestionPosition: '16', heteroduplexLength: '8' },
  },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        intl.formatMessage(probeDesignPanelMessages.hintProbeLengthOutOfRange, {
          value: '32',
          min: '20',
          max: '30',
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        intl.formatMessage(probeDesignPanelMessages.hintProductLengthOutOfRange, {
          value: '16',
          min: '17',
          max: '20',
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(probeDesignPanelMessages.hintProductEndsInG, { position: '16' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        intl.formatMessage(probeDesignPanelMessages.hintHeteroduplexLengthOutOfRange, {
          value: '8',
          min: '4',
          max: '6',
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        intl.formatMessage(probeDesignPanelMessages.hintGcOutsideOptimum, {
          value: '50%',
          min: '55%',
          max: '65%',
        }),
      ),
    ).toBeVisible();
    // Severity is named, not only coloured.
    await expect(
      canvas.getAllByRole('img', { name: intl.formatMessage(probeDesignPanelMessages.hintWarning) }),
    ).toHaveLength(4);
    await expect(
      canvas.getByRole('img', { name: intl.formatMessage(probeDesignPanelMessages.hintSuggestion) }),
    ).toBeVisible();
  },
};

export const HintsEnglish: Story = {
  args: { defaultValue: { ...workedExample, digestionPosition: '22' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        intl.formatMessage(probeDesignPanelMessages.hintProductLengthOutOfRange, {
          value: '22',
          min: '17',
          max: '20',
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(probeDesignPanelMessages.hintProductEndsInG, { position: '22' })),
    ).toBeVisible();
  },
};

/** A bad character is named with where it was typed; numbers out of range say the limit. */
export const InvalidInput: Story = {
  args: { defaultValue: probeDesignDefaultValue },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const sequence = canvas.getByLabelText(intl.formatMessage(toolboxFormMessages.sequenceLabel));
    await userEvent.type(sequence, 'GGGA{enter}GXC');
    await expect(sequence).toHaveAttribute('aria-invalid', 'true');
    await expect(sequence).toHaveAccessibleDescription(
      expect.stringContaining(
        intl.formatMessage(toolboxFormMessages.errorInvalidCharacter, {
          position: '7',
          line: '2',
          column: '2',
          character: 'X',
        }),
      ),
    );
    const probeLength = canvas.getByLabelText(intl.formatMessage(probeDesignPanelMessages.probeLengthLabel));
    await userEvent.clear(probeLength);
    await userEvent.type(probeLength, '120');
    await expect(
      canvas.getByText(intl.formatMessage(toolboxFormMessages.errorTooLarge, { max: '100' })),
    ).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(probeDesignPanelMessages.invalid))).toBeVisible();
    // A blank number is reported once the field is left.
    await userEvent.clear(probeLength);
    await userEvent.tab();
    await expect(canvas.getByText(intl.formatMessage(toolboxFormMessages.errorRequired))).toBeVisible();
  },
};

export const InvalidInputEnglish: Story = {
  args: { defaultValue: { ...workedExample, sequence: 'GGGA\nGXC', digestionPosition: '30' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        intl.formatMessage(toolboxFormMessages.errorInvalidCharacter, {
          position: '7',
          line: '2',
          column: '2',
          character: 'X',
        }),
      ),
    ).toBeVisible();
    const sequence = canvas.getByLabelText(intl.formatMessage(toolboxFormMessages.sequenceLabel));
    await userEvent.clear(sequence);
    await userEvent.type(sequence, workedExampleMrna);
    await expect(
      canvas.getByText(
        intl.formatMessage(toolboxFormMessages.errorWindowOutsideProbe, { min: '4', max: '25' }),
      ),
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'CSV' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: intl.formatMessage(toolboxFormMessages.loginButton) }),
    ).toBeNull();
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(intl.formatMessage(toolboxFormMessages.sequenceLength, { length: '10,000' })),
    ).toBeVisible();
    await expect(canvas.getByTestId('probe')).toHaveTextContent(workedExampleProbe);
    const sequence = canvas.getByLabelText(intl.formatMessage(toolboxFormMessages.sequenceLabel));
    const started = performance.now();
    await userEvent.type(sequence, 'a');
    await expect(
      canvas.getByText(intl.formatMessage(toolboxFormMessages.sequenceLength, { length: '10,001' })),
    ).toBeVisible();
    await expect(performance.now() - started).toBeLessThan(1000);
  },
};

/** Empty, preview, full and invalid, side by side, for visual review. */
export const AllStates: Story = {
  tags: ['snapshot'],
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toolboxFormMessages } from '../internal/ToolboxForm/ToolboxForm.messages';
import {
  longTemplate,
  workedExampleMrna,
  workedExampleProduct,
} from '../internal/ToolboxForm/toolboxFormFixtures';
import { storyIntl } from '../test/storyIntl';
import { FragmentMassPanel } from './FragmentMassPanel';
import { fragmentMassPanelMessages } from './FragmentMassPanel.messages';
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(intl.formatMessage(fragmentMassPanelMessages.sequenceLabel)),
      workedExampleProduct,
    );
    await expect(row(canvasElement, 'pppN')).toHaveTextContent('6049.51');
    await expect(row(canvasElement, 'cap0')).toHaveTextContent('6328.77');
    await expect(row(canvasElement, 'cap1')).toHaveTextContent('6342.80');
    // Preview subset: no formula or monoisotopic column, no n−1 / n+1 rows.
    await expect(canvas.queryByText(intl.formatMessage(fragmentMassPanelMessages.columnFormula))).toBeNull();
    await expect(canvasElement.querySelectorAll('tr[data-variant="productMinus1"]')).toHaveLength(0);
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(toolboxFormMessages.loginButton) }),
    ).toBeVisible();
  },
};

export const Playground: Story = { args: { defaultValue: workedExample, mode: 'full' } };

/** TOOLBOX.md's worked example: pppN C173H218N74O131P20 6049.51, Cap0 6328.77, Cap1 6342.80. */
export const WorkedExample: Story = {
  args: { defaultValue: workedExample, mode: 'full' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const pppN = row(canvasElement, 'pppN');
    await expect(pppN).toHaveTextContent('C173H218N74O131P20');
    await expect(pppN).toHaveTextContent('6049.51');
    await expect(pppN).toHaveTextContent('6046.74');
    await expect(row(canvasElement, 'GpppN')).toHaveTextContent('6314.74');
    await expect(row(canvasElement, 'cap0')).toHaveTextContent('6328.77');
    await expect(row(canvasElement, 'cap1')).toHaveTextContent('6342.80');
    await expect(row(canvasElement, 'pppN', 'productMinus1')).toHaveTextContent(
      intl.formatMessage(fragmentMassPanelMessages.variantShorter, { length: '17' }),
    );
    await expect(row(canvasElement, 'pppN', 'productPlus1')).toHaveTextContent(
      intl.formatMessage(fragmentMassPanelMessages.variantLonger, { length: '19' }),
    );
    // Enzymatic capping is meant to give Cap0 / Cap1: marked in words.
    await expect(row(canvasElement, 'cap1')).toHaveTextContent(
      intl.formatMessage(fragmentMassPanelMessages.expected),
    );
    await expect(
      canvas.getByText(intl.formatMessage(toolboxFormMessages.calculatorVersion, { version: '1.0.0' })),
    ).toBeVisible();
  },
};

/** Co-transcriptional capping asks for the analog and adds its species. */
export const CoTranscriptional: Story = {
  args: { defaultValue: { ...workedExample, modification: 'm1psi' }, mode: 'full' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByLabelText(intl.formatMessage(fragmentMassPanelMessages.cappingMethodLabel)),
      'co-transcriptional',
    );
    // No analog chosen yet: no result, and no scolding before the choice has been visited.
    await expect(canvas.getByText(intl.formatMessage(fragmentMassPanelMessages.invalid))).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByLabelText(intl.formatMessage(fragmentMassPanelMessages.capAnalogLabel)),
      'CleanCapAG',
    );
    // The transcript starts with G, CleanCap AG needs AG.
    await expect(
      canvas.getByText(
        intl.formatMessage(toolboxFormMessages.errorStartMismatchCapAnalog, {
          capAnalog: 'CleanCap AG',
          expectedStart: 'AG',
        }),
      ),
    ).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByLabelText(intl.formatMessage(fragmentMassPanelMessages.capAnalogLabel)),
      'ARCA',
    );
    await expect(row(canvasElement, 'analog')).toHaveTextContent(
      intl.formatMessage(fragmentMassPanelMessages.speciesAnalog, { notation: "m7(3'OMe)GpppG" }),
    );
    await expect(row(canvasElement, 'analog')).toHaveTextContent(
      intl.formatMessage(fragmentMassPanelMessages.isobaricWith, {
        species: intl.formatMessage(fragmentMassPanelMessages.speciesCapOne),
      }),
    );
  },
};

export const English: Story = {
  args: { defaultValue: workedExample },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('columnheader', { name: intl.formatMessage(fragmentMassPanelMessages.columnAverage) }),
    ).toBeVisible();
    await expect(row(canvasElement, 'cap0')).toHaveTextContent(
      intl.formatMessage(fragmentMassPanelMessages.speciesCapZero),
    );
    await expect(row(canvasElement, 'cap0')).toHaveTextContent('6328.77');
  },
};

export const InvalidInput: Story = {
  args: { defaultValue: { ...workedExample, sequence: 'GGG AGA CCΨ', productLength: '0' } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        intl.formatMessage(toolboxFormMessages.errorInvalidCharacter, {
          position: '11',
          line: '1',
          column: '11',
          character: 'Ψ',
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(fragmentMassPanelMessages.invalid))).toBeVisible();
  },
};

export const InvalidInputEnglish: Story = {
  args: { defaultValue: { ...workedExample, productLength: '60' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByText(intl.formatMessage(toolboxFormMessages.errorTooLarge, { max: '39' })),
    ).toBeVisible();
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByText(
        intl.formatMessage(toolboxFormMessages.sequenceLength, { length: '10,000' }),
      ),
    ).toBeVisible();
    await expect(row(canvasElement, 'cap1')).toHaveTextContent(
      intl.formatMessage(fragmentMassPanelMessages.variantMain, { length: '10,000' }),
    );
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
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

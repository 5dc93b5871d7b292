import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toolboxFormMessages } from '../internal/ToolboxForm/ToolboxForm.messages';
import { storyIntl } from '../test/storyIntl';
import { ReactionSystemPanel } from './ReactionSystemPanel';
import { reactionSystemPanelMessages } from './ReactionSystemPanel.messages';

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
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(intl.formatMessage(reactionSystemPanelMessages.empty))).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(intl.formatMessage(reactionSystemPanelMessages.mrnaLengthLabel)),
      '1000',
    );
    await userEvent.type(
      canvas.getByLabelText(intl.formatMessage(reactionSystemPanelMessages.sampleConcentrationLabel)),
      '1000',
    );
    await userEvent.type(
      canvas.getByLabelText(intl.formatMessage(reactionSystemPanelMessages.probeConcentrationLabel)),
      '100',
    );
    await expect(canvas.getByTestId('final-volume')).toHaveTextContent('100 µl');
    await expect(
      canvas.getByText(intl.formatMessage(reactionSystemPanelMessages.statusDesign)),
    ).toBeVisible();
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(intl.formatMessage(reactionSystemPanelMessages.statusScaled)),
    ).toBeVisible();
    await expect(canvas.getByTestId('final-volume')).toHaveTextContent('129 µl');
    const table = canvas.getByRole('table', {
      name: intl.formatMessage(reactionSystemPanelMessages.componentsTitle),
    });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    await expect(row(intl.formatMessage(reactionSystemPanelMessages.componentMrna))).toHaveTextContent(
      '106.89 µl',
    );
    await expect(row(intl.formatMessage(reactionSystemPanelMessages.componentProbe))).toHaveTextContent(
      '2 µl',
    );
    await expect(
      row(intl.formatMessage(reactionSystemPanelMessages.componentBuffer, { strength: '10' })),
    ).toHaveTextContent('12.9 µl');
    await expect(row('RNase H')).toHaveTextContent('6.45 µl');
    await expect(row(intl.formatMessage(reactionSystemPanelMessages.componentWater))).toHaveTextContent(
      '0.76 µl',
    );
  },
};

/** Beyond 1.5 ×: how much fits, and the concentration to reach. */
export const TooDilute: Story = {
  args: { defaultValue: tooDilute, mode: 'full' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(intl.formatMessage(reactionSystemPanelMessages.statusTooDilute)),
    ).toBeVisible();
    await expect(canvas.getByTestId('final-volume')).toHaveTextContent('150 µl');
    await expect(
      canvas.getByText(
        intl.formatMessage(reactionSystemPanelMessages.adviceConcentrateSample, {
          amount: '100',
          minSampleConcentration: '255.51',
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        intl.formatMessage(reactionSystemPanelMessages.adviceSmallPipettingVolume, {
          component: intl.formatMessage(reactionSystemPanelMessages.componentProbe),
          volume: '0.16',
          min: '0.5',
        }),
      ),
    ).toBeVisible();
  },
};

export const English: Story = {
  args: { defaultValue: tooDilute, mode: 'full' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(intl.formatMessage(reactionSystemPanelMessages.statusTooDilute)),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        intl.formatMessage(reactionSystemPanelMessages.adviceConcentrateSample, {
          amount: '100',
          minSampleConcentration: '255.51',
        }),
      ),
    ).toBeVisible();
    const water = intl.formatMessage(reactionSystemPanelMessages.componentWater);
    await expect(canvas.getByRole('row', { name: (name) => name.includes(water) })).toHaveTextContent('0 µl');
  },
};

export const InvalidInput: Story = {
  args: { defaultValue: { ...dilute, mrnaLength: '1000.5', sampleConcentration: '0' } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(intl.formatMessage(toolboxFormMessages.errorNotInteger))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(toolboxFormMessages.errorNotPositive))).toBeVisible();
    await expect(
      canvas.getByLabelText(intl.formatMessage(reactionSystemPanelMessages.mrnaLengthLabel)),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidInputEnglish: Story = {
  args: { defaultValue: { ...dilute, mrnaLength: '200000', amount: '5000' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        intl.formatMessage(toolboxFormMessages.errorTooLarge, { max: intl.formatNumber(100_000) }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        intl.formatMessage(toolboxFormMessages.errorTooLarge, { max: intl.formatNumber(1_000) }),
      ),
    ).toBeVisible();
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
  tags: ['snapshot'],
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

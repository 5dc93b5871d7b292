import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { GelFigure } from './GelFigure';
import { gelFigureMessages } from './GelFigure.messages';

const meta = {
  title: 'Components/GelFigure',
  component: GelFigure,
  args: { lotNumber: 'H5211-2603B', reducedKda: [35.2], nonReducedKda: [33.1] },
} satisfies Meta<typeof GelFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monomer: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const gel = within(canvasElement).getByRole('img', {
      name: intl.formatMessage(gelFigureMessages.title, { lot: args.lotNumber }),
    });
    // The text alternative names the bands of both lanes.
    await expect(gel).toHaveAccessibleDescription(expect.stringContaining('35.2 kDa'));
    await expect(gel).toHaveAccessibleDescription(expect.stringContaining('33.1 kDa'));
    await expect(within(gel).getByText(intl.formatMessage(gelFigureMessages.nonReduced))).toBeInTheDocument();
  },
};

/** An Fc fusion: a disulfide-linked dimer runs at about twice its size without reductant. */
export const FcDimer: Story = {
  args: { reducedKda: [58.4], nonReducedKda: [111] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const gel = within(canvasElement).getByRole('img');
    await expect(gel).toHaveAccessibleDescription(
      expect.stringContaining(intl.formatMessage(gelFigureMessages.kda, { value: 111 })),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const gel = within(canvasElement).getByRole('img');
    await expect(gel.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { DoseResponseFigure } from './DoseResponseFigure';
import { doseResponseFigureMessages } from './DoseResponseFigure.messages';

// The SciPy reference series of the server's fit test, with its fitted parameters.
const concentrations = [405, 135, 45, 15, 5, 1.6667, 0.5556, 0.1852, 0.0617, 0.0206];
const responses = [2.911, 2.874, 2.702, 2.184, 1.302, 0.586, 0.243, 0.118, 0.081, 0.064];

const meta = {
  title: 'Components/DoseResponseFigure',
  component: DoseResponseFigure,
  args: {
    lotNumber: 'H5211-2603B',
    assay: 'elisa',
    points: concentrations.map((concentration, i) => ({ concentration, response: responses[i] as number })),
    fit: { bottom: 0.07135, top: 2.9484, ec50: 6.2937, hill: 1.1677, rSquared: 0.9996 },
    concentrationUnit: 'ng/mL',
    responseUnit: 'OD450',
  },
} satisfies Meta<typeof DoseResponseFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ElisaBinding: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const figure = within(canvasElement).getByRole('img', {
      name: intl.formatMessage(doseResponseFigureMessages.title, {
        assay: intl.formatMessage(doseResponseFigureMessages.elisa),
        lot: args.lotNumber,
      }),
    });
    const ec50 = intl.formatMessage(doseResponseFigureMessages.ec50, { ec50: '6.294', unit: 'ng/mL' });
    await expect(within(figure).getByText(ec50)).toBeInTheDocument();
    await expect(figure).toHaveAccessibleDescription(expect.stringContaining('6.294'));
    await expect(figure.querySelectorAll('circle')).toHaveLength(10);
  },
};

export const NoFit: Story = {
  args: { fit: null, assay: 'cell' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const figure = within(canvasElement).getByRole('img');
    await expect(figure).toHaveAccessibleName(
      expect.stringContaining(intl.formatMessage(doseResponseFigureMessages.cell)),
    );
    await expect(figure.querySelector('path')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img').getBoundingClientRect().width).toBeLessThanOrEqual(
      375,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { LotTable } from './LotTable';
import { lotTableMessages } from './LotTable.messages';

const meta = {
  title: 'Components/LotTable',
  component: LotTable,
  args: {
    lots: [
      {
        lotNumber: 'H5211-2508A',
        manufacturedOn: '2025-08-14',
        sdsPurityPercent: 97.2,
        secMainPeakPercent: 96.8,
        endotoxinEuPerUg: 0.031,
        ec50: 6.29,
        ec50Unit: 'ng/mL',
      },
      {
        lotNumber: 'H5211-2603B',
        manufacturedOn: '2026-03-02',
        sdsPurityPercent: 98.1,
        secMainPeakPercent: 97.5,
        endotoxinEuPerUg: 0.012,
        ec50: 5.87,
        ec50Unit: 'ng/mL',
      },
    ],
    selectedLot: 'H5211-2603B',
    lotHref: (lot: string) => `?catalogNumber=PD1-H5211&lot=${lot}`,
  },
} satisfies Meta<typeof LotTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const table = within(canvasElement).getByRole('table', {
      name: intl.formatMessage(lotTableMessages.caption),
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    const chosen = within(table).getByRole('link', { name: 'H5211-2603B' });
    await expect(chosen).toHaveAttribute('aria-current', 'true');
    await expect(chosen).toHaveAttribute('href', '?catalogNumber=PD1-H5211&lot=H5211-2603B');
    await expect(within(table).getByRole('link', { name: 'H5211-2508A' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** A kit: no gel, SEC, endotoxin or curve applies. */
export const NotApplicable: Story = {
  args: {
    lots: [
      {
        lotNumber: 'CD002-2604A',
        manufacturedOn: '2026-04-01',
        sdsPurityPercent: null,
        secMainPeakPercent: null,
        endotoxinEuPerUg: null,
        ec50: null,
        ec50Unit: null,
      },
    ],
    selectedLot: undefined,
  },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const cells = within(canvasElement).getAllByRole('cell', {
      name: intl.formatMessage(lotTableMessages.notApplicable),
    });
    await expect(cells).toHaveLength(4);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The table scrolls inside its box; the page itself does not widen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};

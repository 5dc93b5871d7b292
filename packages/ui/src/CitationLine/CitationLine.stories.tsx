import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { CitationLine } from './CitationLine';
import { citationLineMessages } from './CitationLine.messages';

const meta = {
  title: 'Components/CitationLine',
  component: CitationLine,
  args: {
    text: 'Human IL-6 Protein, His Tag (Hetai Bio, Cat. No. IL6-H4218, Lot 2403C17, Beijing, China)',
    onCopy: fn(async () => {}),
  },
} satisfies Meta<typeof CitationLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const line = canvas.getByRole('figure', { name: intl.formatMessage(citationLineMessages.label) });
    await expect(within(line).getByText(args.text)).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: intl.formatMessage(citationLineMessages.copy) }),
    );
    await expect(args.onCopy).toHaveBeenCalledWith(args.text);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      intl.formatMessage(citationLineMessages.copied),
    );
  },
};

export const Playground: Story = {};

export const CopyRefused: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: intl.formatMessage(citationLineMessages.copy) }),
    );
    // The text stays there to select by hand, and the visitor is told so.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      intl.formatMessage(citationLineMessages.copyFailed),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.text)).toBeVisible();
  },
};

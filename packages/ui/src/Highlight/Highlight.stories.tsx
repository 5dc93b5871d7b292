import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Highlight } from './Highlight';

const meta = {
  title: 'Components/Highlight',
  component: Highlight,
  args: {
    text: '人白细胞介素-6 (IL-6) Protein, His Tag',
    ranges: [
      { start: 1, end: 8 },
      { start: 10, end: 14 },
    ],
  },
} satisfies Meta<typeof Highlight>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectMarked(canvasElement: HTMLElement, expected: string[]) {
  const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
  await expect(marks).toEqual(expected);
}

/** Both scripts marked from the API's UTF-16 ranges. */
export const Default: Story = {
  play: async ({ canvasElement }) => expectMarked(canvasElement, ['白细胞介素-6', 'IL-6']),
};

export const Playground: Story = {};

export const English: Story = {
  args: { text: 'Human TNF-α Protein', ranges: [{ start: 6, end: 11 }] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => expectMarked(canvasElement, ['TNF-α']),
};

/** Unsorted, overlapping and out-of-range ranges still give whole, merged marks. */
export const MessyRanges: Story = {
  args: {
    text: 'IL6-H1011 IL-6',
    ranges: [
      { start: 10, end: 99 },
      { start: 2, end: 5 },
      { start: 0, end: 3 },
    ],
  },
  play: async ({ canvasElement }) => expectMarked(canvasElement, ['IL6-H', 'IL-6']),
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Highlight text="No match at all" />
      <Highlight text="程序性死亡受体1 PD-1" ranges={[{ start: 0, end: 8 }]} />
      <Highlight text="Human IL-6 Protein" ranges={[{ start: 6, end: 10 }]} />
    </div>
  ),
  play: async ({ canvasElement }) => expectMarked(canvasElement, ['程序性死亡受体1', 'IL-6']),
};

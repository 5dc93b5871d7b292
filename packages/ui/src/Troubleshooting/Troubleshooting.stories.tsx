import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Troubleshooting } from './Troubleshooting';

const meta = {
  title: 'Components/Troubleshooting',
  component: Troubleshooting,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof Troubleshooting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '复溶',
      '储存与稳定性',
      '生物活性',
      '聚集与沉淀',
      '内毒素',
    ]);
    const question = canvas.getByText('冻干蛋白应如何复溶？');
    const answer = canvas.getByText(/开盖前请先短暂离心/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await userEvent.click(question);
    await expect(answer).not.toBeVisible();
    // Native disclosures: every question takes focus and is in the tab order (Enter and Space toggle it).
    await expect(question).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByText('粉末不能完全溶解怎么办？')).toHaveFocus();
  },
};

export const Playground: Story = {};

export const SelectedTopicsOpen: Story = {
  args: { topics: ['storage', 'endotoxin'], defaultOpen: ['endotoxin'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);
    await expect(canvas.getByText(/每批产品均采用 LAL 法检测内毒素/)).toBeVisible();
    await expect(canvas.getByText(/冻干蛋白请按说明书/)).not.toBeVisible();
  },
};

export const WithProductSpecificAdvice: Story = {
  args: {
    children: (
      <p>本品为 Fc 融合二聚体：复溶后请勿低于 0.05 mg/mL 长期保存，如需稀释请使用含 0.1% BSA 的 PBS。</p>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/本品为 Fc 融合二聚体/)).toBeVisible();
  },
};

export const English: Story = {
  args: { defaultOpen: ['reconstitution'] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Troubleshooting and FAQ' })).toBeVisible();
    await expect(canvas.getByText(/Centrifuge the vial briefly before opening/)).toBeVisible();
    await expect(canvas.getByText(/technical support answers within 24 hours/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultOpen: ['aggregation'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Every topic expanded, for visual review and image snapshots. */
export const AllStates: Story = {
  args: { defaultOpen: ['reconstitution', 'storage', 'activity', 'aggregation', 'endotoxin'] },
};

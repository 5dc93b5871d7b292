import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessSteps } from './ProcessSteps';

const stepsZh = [
  '序列评估与构建设计',
  '基因合成与载体构建（测序验证）',
  '小量表达试验',
  '放大表达与亲和纯化',
  '质控检测与发货',
];
const stepsEn = [
  'Sequence review and construct design',
  'Gene synthesis and cloning (sequence-verified)',
  'Small-scale expression test',
  'Scale-up expression and affinity purification',
  'QC testing and shipment',
];

const meta = {
  title: 'Components/ProcessSteps',
  component: ProcessSteps,
  args: { steps: stepsZh, label: '服务流程' },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps are an ordered list named by its label, one item a step, in order. */
async function expectSteps(canvasElement: HTMLElement, label: string, steps: readonly string[]) {
  const list = within(canvasElement).getByRole('list', { name: label });
  await expect(list.tagName).toBe('OL');
  await expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([...steps]);
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => expectSteps(canvasElement, args.label, args.steps),
};

export const Playground: Story = {};

export const English: Story = {
  args: { steps: stepsEn, label: 'Workflow' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => expectSteps(canvasElement, args.label, args.steps),
};

export const Mobile: Story = {
  args: { steps: stepsEn, label: 'Workflow' },
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expectSteps(canvasElement, args.label, args.steps);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ProcessSteps steps={stepsZh} label="zh" />
      <ProcessSteps steps={stepsEn} label="en" />
      <ProcessSteps steps={stepsEn.slice(0, 1)} label="one" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('list')).toHaveLength(3);
  },
};

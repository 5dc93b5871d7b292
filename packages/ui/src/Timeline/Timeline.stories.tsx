import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, type TimelineItem } from './Timeline';

const itemsZh: TimelineItem[] = [
  { year: 2010, text: '公司在北京成立，首批细胞因子产品上市' },
  { year: 2016, text: '通过ISO 9001认证，产品种类突破1000种' },
  { year: 2023, text: '在深圳证券交易所创业板上市，苏州生产基地投入运营' },
];
const itemsEn: TimelineItem[] = [
  { year: 2010, text: 'Founded in Beijing; the first cytokines launch' },
  { year: 2016, text: 'ISO 9001 certified; the catalogue passes 1,000 products' },
  { year: 2023, text: 'Listed on ChiNext; the Suzhou production site opens' },
];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  args: { items: itemsZh, label: '发展历程' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectMilestones(canvasElement: HTMLElement, label: string, items: readonly TimelineItem[]) {
  const list = within(canvasElement).getByRole('list', { name: label });
  const entries = within(list).getAllByRole('listitem');
  await expect(entries.map((entry) => entry.textContent)).toEqual(
    items.map((item) => `${item.year}${item.text}`),
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => expectMilestones(canvasElement, args.label, args.items),
};

export const Playground: Story = {};

export const English: Story = {
  args: { items: itemsEn, label: 'History' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => expectMilestones(canvasElement, args.label, args.items),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expectMilestones(canvasElement, args.label, args.items);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Timeline items={itemsZh} label="zh" />
      <Timeline items={itemsEn} label="en" />
      <Timeline items={itemsEn.slice(0, 1)} label="one" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('list')).toHaveLength(3);
  },
};

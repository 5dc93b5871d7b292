import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { ContactCard } from './ContactCard';
import { contactCardMessages } from './ContactCard.messages';

const meta = {
  title: 'Components/ContactCard',
  component: ContactCard,
  args: {
    title: '北京总部',
    address: '北京市经济技术开发区科创十三街18号院5号楼',
    phone: '400-682-2521',
    email: 'info@hetaibio.example',
    hours: '周一至周五 9:00-17:30',
  },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectContactLines(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  for (const label of ['address', 'phone', 'email', 'hours'] as const) {
    await expect(canvas.getByText(intl.formatMessage(contactCardMessages[label]))).toBeVisible();
  }
  await expect(canvas.getByRole('link', { name: '400-682-2521' })).toHaveAttribute('href', 'tel:4006822521');
  await expect(canvas.getByRole('link', { name: 'info@hetaibio.example' })).toHaveAttribute(
    'href',
    'mailto:info@hetaibio.example',
  );
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => expectContactLines(canvasElement, globals),
};

export const Playground: Story = {};

export const English: Story = {
  args: {
    title: 'Beijing Headquarters',
    address: 'Building 5, No. 18 Kechuang 13th Street, Beijing Economic-Technological Development Area',
    hours: 'Mon-Fri 9:00-17:30 (UTC+8)',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => expectContactLines(canvasElement, globals),
};

/** A department with a description and an action in the slot, marked as the one a link pointed at. */
export const HighlightedWithAction: Story = {
  args: {
    title: '加入我们',
    description: '研发、生产、销售与技术支持岗位持续招聘',
    address: undefined,
    hours: undefined,
    highlighted: true,
    children: <a href="/recruitment">查看职位</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'highlighted');
    await expect(canvas.getByRole('link', { name: '查看职位' })).toHaveAttribute('href', '/recruitment');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await expectContactLines(canvasElement, globals);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      <ContactCard {...args} />
      <ContactCard {...args} highlighted />
      <ContactCard
        title="技术支持"
        description="实验方案、产品使用与结果分析"
        email="tech@hetaibio.example"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

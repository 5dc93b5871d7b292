import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './RichText';

const zh =
  '<h2>我们收集的信息</h2><p>当您注册账户或提交询价时，我们会收集您提供的姓名、单位和<strong>电子邮箱</strong>。</p><ul><li>处理订单与咨询</li><li>提供技术支持</li></ul><p>联系：<a href="mailto:privacy@hetaibio.example">privacy@hetaibio.example</a></p>';
const en =
  '<h2>What we collect</h2><p>When you register or ask for a quotation, we collect the name, organisation and <strong>e-mail</strong> you give us.</p><ul><li>Handling orders and questions</li><li>Technical support</li></ul><p>Contact: <a href="mailto:privacy@hetaibio.example">privacy@hetaibio.example</a></p>';

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { html: zh },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The stored structure is kept: a heading, a list, a working link.
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', 'mailto:privacy@hetaibio.example');
  },
};

export const Playground: Story = {};

export const English: Story = {
  args: { html: en },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(/\S/);
  },
};

/** A wide table scrolls inside its block instead of widening a 375 px page. */
export const Mobile: Story = {
  args: {
    html: `${zh}<table><tr><th>2024</th><th>2025</th><th>2026</th><th>2027</th><th>2028</th><th>2029</th></tr><tr><td>498,700,000</td><td>612,300,000</td><td>700,000,000</td><td>800,000,000</td><td>900,000,000</td><td>990,000,000</td></tr></table>`,
  },
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RichText html={zh} />
      <RichText html={en} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

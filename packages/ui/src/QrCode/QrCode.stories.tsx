import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: {
    value: 'https://mp.weixin.qq.com/mp/profile_ext?__biz=proteinlab',
    label: '微信公众号二维码',
    size: 128,
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole('img', { name: args.label });
    // The encoder loads after the first render; its square is there from the start.
    await expect(image.querySelector('svg')).toHaveAttribute('width', '128');
    // A rendered code has many dark modules drawn in one path.
    await waitFor(() =>
      expect((image.querySelectorAll('svg path')[1]?.getAttribute('d') ?? '').length).toBeGreaterThan(200),
    );
  },
};

export const Playground: Story = {};

export const English: Story = {
  args: { value: 'https://www.linkedin.com/company/proteinlab', label: 'LinkedIn QR code', size: 96 },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole('img', { name: args.label });
    await expect(image.querySelector('svg')).toHaveAttribute('height', '96');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img').getBoundingClientRect().width).toBeLessThanOrEqual(
      320,
    );
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <QrCode {...args} size={64} level="L" label="64 L" />
      <QrCode {...args} size={96} level="M" label="96 M" />
      <QrCode {...args} size={128} level="H" label="128 H" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(3);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-variant="text"]');
    // Placeholders are not content: hidden from assistive technology.
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Playground: Story = { args: { variant: 'rect', width: '16rem', height: '6rem' } };

export const Rect: Story = { args: { variant: 'rect', height: '10rem' } };

export const Circle: Story = { args: { variant: 'circle', width: '3rem' } };

/** A product card while loading: the region says it is busy, the shapes stay silent. */
export const LoadingCard: Story = {
  render: () => (
    <section
      aria-busy="true"
      aria-label="加载中"
      style={{
        display: 'grid',
        gap: 'var(--sf-space-3)',
        maxWidth: '18rem',
        padding: 'var(--sf-space-4)',
        border: '1px solid var(--sf-color-border)',
        borderRadius: 'var(--sf-radius-lg)',
      }}
    >
      <Skeleton width="40%" />
      <Skeleton lines={2} />
      <Skeleton variant="rect" height="2rem" width="50%" />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteProgress } from './RouteProgress';

const meta = {
  title: 'Components/RouteProgress',
  component: RouteProgress,
  parameters: { layout: 'fullscreen' },
  args: { active: true, throttle: 200, duration: 5000 },
} satisfies Meta<typeof RouteProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: '页面加载中' });
    await expect(bar).toHaveAttribute('data-state', 'running');
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(90);
  },
};

export const Playground: Story = {};

/** A button toggles loading, as the router's navigation state would. */
function Navigation(props: { throttle?: number }) {
  const [active, setActive] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <button type="button" onClick={() => setActive((value) => !value)}>
        {active ? '完成加载' : '开始加载'}
      </button>
      <RouteProgress active={active} {...props} />
    </div>
  );
}

export const QuickLoadShowsNothing: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '开始加载' }));
    await userEvent.click(canvas.getByRole('button', { name: '完成加载' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const FinishFillsAndHides: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '开始加载' }));
    const bar = await canvas.findByRole('progressbar');
    await userEvent.click(canvas.getByRole('button', { name: '完成加载' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-state', 'finishing');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading page' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar');
    await expect(Math.round(bar.getBoundingClientRect().width)).toBe(320);
  },
};

export const AllStates: Story = {
  args: { duration: 1000 },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '90'), { timeout: 3000 });
  },
};

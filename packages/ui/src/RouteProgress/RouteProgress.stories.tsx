import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { RouteProgress } from './RouteProgress';
import { routeProgressMessages } from './RouteProgress.messages';

const meta = {
  title: 'Components/RouteProgress',
  component: RouteProgress,
  parameters: { layout: 'fullscreen' },
  args: { active: true, throttle: 200, duration: 5000 },
} satisfies Meta<typeof RouteProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const bar = await within(canvasElement).findByRole('progressbar', {
      name: intl.formatMessage(routeProgressMessages.label),
    });
    await expect(bar).toHaveAttribute('data-state', 'running');
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(90);
  },
};

export const Playground: Story = {};

/**
 * A button toggles loading, as the router's navigation state would. A second bar, the witness, starts loading
 * with the first click and keeps on: once it shows, the throttle has passed for both, so the first bar's absence
 * then is an outcome, not a guess at how long to wait.
 */
function Navigation(props: { throttle?: number }) {
  const [active, setActive] = useState(false);
  const [started, setStarted] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <button
        type="button"
        onClick={() => {
          setActive((value) => !value);
          setStarted(true);
        }}
      >
        {active ? '完成加载' : '开始加载'}
      </button>
      <div data-testid="navigation">
        <RouteProgress active={active} {...props} />
      </div>
      <div data-testid="witness">
        <RouteProgress active={started} {...props} />
      </div>
    </div>
  );
}

export const QuickLoadShowsNothing: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByTestId('navigation');
    // Never shown, not even for a moment: every change of the bar's place is looked at.
    let shown = false;
    const observer = new MutationObserver(() => {
      shown ||= navigation.querySelector('[role="progressbar"]') !== null;
    });
    observer.observe(navigation, { childList: true, subtree: true });
    await userEvent.click(canvas.getByRole('button', { name: '开始加载' }));
    await userEvent.click(canvas.getByRole('button', { name: '完成加载' }));
    await within(canvas.getByTestId('witness')).findByRole('progressbar');
    observer.disconnect();
    await expect(shown).toBe(false);
    await expect(within(navigation).queryByRole('progressbar')).toBeNull();
  },
};

export const FinishFillsAndHides: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = within(canvas.getByTestId('navigation'));
    await userEvent.click(canvas.getByRole('button', { name: '开始加载' }));
    const bar = await navigation.findByRole('progressbar');
    await userEvent.click(canvas.getByRole('button', { name: '完成加载' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-state', 'finishing');
    await waitFor(() => expect(navigation.queryByRole('progressbar')).toBeNull());
  },
};

/** Nothing shows while inactive: a witness bar that became active at the same moment has shown meanwhile. */
export const Inactive: Story = {
  args: { active: false },
  render: (args) => (
    <>
      <div data-testid="inactive">
        <RouteProgress {...args} />
      </div>
      <div data-testid="witness">
        <RouteProgress {...args} active />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(canvas.getByTestId('witness')).findByRole('progressbar');
    await expect(within(canvas.getByTestId('inactive')).queryByRole('progressbar')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: intl.formatMessage(routeProgressMessages.label),
      }),
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
  tags: ['snapshot'],
  args: { duration: 1000 },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '90'), { timeout: 3000 });
  },
};

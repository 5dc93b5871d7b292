import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { BackToTop } from './BackToTop';
import { backToTopMessages } from './BackToTop.messages';

const meta = {
  title: 'Components/BackToTop',
  component: BackToTop,
  parameters: { layout: 'fullscreen' },
  args: { threshold: 400, focusTargetId: 'story-top', onBackToTop: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '400vh', padding: 16 }}>
        <h1 id="story-top" style={{ margin: 0, fontSize: 20 }}>
          页面顶部
        </h1>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // Hidden at the top of the page.
    await expect(
      canvas.queryByRole('button', { name: intl.formatMessage(backToTopMessages.label) }),
    ).toBeNull();
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const button = await canvas.findByRole('button', { name: intl.formatMessage(backToTopMessages.label) });
    await expect(button).toHaveAttribute('data-state', 'visible');
    await userEvent.click(button);
    await expect(args.onBackToTop).toHaveBeenCalledTimes(1);
    // Focus continues from the top of the page.
    await expect(canvas.getByRole('heading', { name: '页面顶部' })).toHaveFocus();
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: intl.formatMessage(backToTopMessages.label) })).toBeNull(),
    );
  },
};

export const Playground: Story = {};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const button = await within(canvasElement).findByRole('button', {
      name: intl.formatMessage(backToTopMessages.label),
    });
    // It fades in.
    await waitFor(() => expect(button).toBeVisible());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    window.scrollTo({ top: 800, behavior: 'instant' });
    const button = await within(canvasElement).findByRole('button', {
      name: intl.formatMessage(backToTopMessages.label),
    });
    const rect = button.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(320);
    await expect(rect.width).toBeGreaterThanOrEqual(44);
  },
};

export const WithoutFocusTarget: Story = {
  args: { focusTargetId: undefined },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const button = await within(canvasElement).findByRole('button', {
      name: intl.formatMessage(backToTopMessages.label),
    });
    await userEvent.click(button);
    await expect(button).not.toHaveFocus();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  args: { threshold: 100 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const button = await within(canvasElement).findByRole('button', {
      name: intl.formatMessage(backToTopMessages.label),
    });
    await waitFor(() => expect(button).toBeVisible());
  },
};

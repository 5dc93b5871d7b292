import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { ErrorState } from './ErrorState';
import { errorStateMessages } from './ErrorState.messages';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(intl.formatMessage(errorStateMessages.title));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(errorStateMessages.retry) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

export const ServerMessage: Story = {
  args: { title: '文献加载失败', description: '服务器繁忙，请稍后再试。', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: '文献加载失败' })).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试。')).toBeVisible();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: intl.formatMessage(errorStateMessages.title) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(errorStateMessages.retry) }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('button', { name: intl.formatMessage(errorStateMessages.retry) }),
    ).toBeVisible();
  },
};

/** Default and custom texts, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <ErrorState {...args} />
      <ErrorState title="文献加载失败" description="服务器繁忙，请稍后再试。" headingLevel={3} />
    </div>
  ),
};

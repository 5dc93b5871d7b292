import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { storyIntl } from '../test/storyIntl';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { confirmDialogMessages } from './ConfirmDialog.messages';

function Demo(props: ConfirmDialogProps & { triggerLabel: string }) {
  const { triggerLabel, ...dialogProps } = props;
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <ConfirmDialog
        {...dialogProps}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: { title: '即将退出登录，是否继续？', onConfirm: fn(), onCancel: fn(), onOpenChange: fn() },
  argTypes: {
    kind: { control: 'inline-radio', options: ['confirm', 'acknowledge'] },
    tone: { control: 'inline-radio', options: ['primary', 'danger'] },
  },
  render: (args) => <Demo {...args} triggerLabel="退出登录" />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logout question (SPEC §4): confirm runs the action and closes. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = canvas.getByRole('dialog', { name: '即将退出登录，是否继续？' });
    const confirm = within(dialog).getByRole('button', {
      name: intl.formatMessage(confirmDialogMessages.confirm),
    });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { description: '退出后将清除本设备上的登录信息。' } };

export const Cancel: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = canvas.getByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: intl.formatMessage(confirmDialogMessages.cancel) }),
    );
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** 'Message Succeeded' (SPEC §4): one button. */
export const Acknowledge: Story = {
  args: {
    kind: 'acknowledge',
    title: 'Message Succeeded',
    description: 'we will contact you as soon as possible',
    defaultOpen: true,
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Message Succeeded' });
    await expect(dialog).toHaveAccessibleDescription('we will contact you as soon as possible');
    await expect(
      within(dialog).queryByRole('button', { name: intl.formatMessage(confirmDialogMessages.cancel) }),
    ).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', { name: intl.formatMessage(confirmDialogMessages.confirm) }),
    );
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

/** An async confirm keeps the dialog open and busy until it settles. */
export const Submitting: Story = {
  args: { tone: 'danger', onConfirm: fn(() => new Promise<void>(() => {})), defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const dialog = await within(canvasElement).findByRole('dialog');
    const confirm = within(dialog).getByRole('button', {
      name: intl.formatMessage(confirmDialogMessages.confirm),
    });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(dialog).getByRole('button', { name: intl.formatMessage(confirmDialogMessages.cancel) }),
    ).toBeDisabled();
    await expect(dialog).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  args: { defaultOpen: true, description: '退出后将清除本设备上的登录信息。', tone: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

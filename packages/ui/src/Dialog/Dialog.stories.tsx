import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { storyIntl } from '../test/storyIntl';
import { Dialog, type DialogProps } from './Dialog';
import { dialogMessages } from './Dialog.messages';

/** A page with a trigger button, as an app would use the dialog (controlled). */
function DialogDemo(props: Omit<DialogProps, 'open'> & { triggerLabel: string }) {
  const { triggerLabel, onOpenChange, ...dialogProps } = props;
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <Dialog
        {...dialogProps}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: '即将退出登录，是否继续？',
    description: '退出后购物车和申请草稿将从本设备清除。',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <DialogDemo {...args} triggerLabel="退出登录" />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  args: {
    footer: (
      <>
        <Button variant="secondary">取消</Button>
        <Button>确定</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '退出登录' });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: '即将退出登录，是否继续？' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAccessibleDescription('退出后购物车和申请草稿将从本设备清除。');
    // Focus moved into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus went back to the button that opened it.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { size: 'sm', defaultOpen: false } };

export const CloseButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '退出登录' });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: intl.formatMessage(dialogMessages.close) }),
    );
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open on first render, so the accessibility check covers the open dialog. */
export const Open: Story = {
  args: {
    title: 'Enquiry',
    description: 'We will contact you within 24 hours (9:00-17:30).',
    defaultOpen: true,
    size: 'md',
    children: (
      <div style={{ display: 'grid', gap: 'var(--sf-space-3)' }}>
        <TextField label="Full name" required />
        <TextField label="E-mail" type="email" required />
      </div>
    ),
    footer: <Button type="submit">Submit</Button>,
  },
  globals: { locale: 'en' },
  render: (args) => <DialogDemo {...args} triggerLabel="Enquire" />,
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Enquiry' });
    await expect(dialog).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: intl.formatMessage(dialogMessages.close) }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider } from '../Toast';
import { EnquiryDialog } from './EnquiryDialog';

const industries = [{ value: '科研院所', label: '科研院所' }];
const areas = [{ value: '中国大陆', label: '中国大陆' }];

const meta = {
  title: 'Components/EnquiryDialog',
  component: EnquiryDialog,
  args: {
    onSubmit: fn(async () => {}),
    onSent: fn(),
    onOpenChange: fn(),
    industries,
    areas,
    product: { catalogNumber: 'IL6-H4218', name: 'Human IL-6 Protein, His Tag' },
    otherTreeName: '细胞因子',
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof EnquiryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '询价' });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: '询价 / 报价' });
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(within(dialog).getByText('IL6-H4218')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { triggerLabel: '获取报价', triggerVariant: 'primary' } };

export const English: Story = {
  args: {
    defaultOpen: true,
    industries: [{ value: 'Industry', label: 'Industry' }],
    areas: [{ value: 'Germany', label: 'Germany' }],
    otherTreeName: 'Cytokines',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Enquiry / Quote' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription(
      'Full Name cannot be blank',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
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

/** Opened by the page (controlled), e.g. from a size row's "Inquiry" price; closes itself after a send. */
export const ControlledSuccess: Story = {
  args: { trigger: 'none' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>1 mg 询价</Button>
        <EnquiryDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
          defaultValues={{
            name: '韩梅梅',
            company: '中科院上海药物所',
            department: '药理室',
            industryName: '科研院所',
            areaName: '中国大陆',
            phone: '13912345678',
            email: 'hmm@example.com',
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '询价' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '1 mg 询价' }));
    const dialog = canvas.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '需求描述' }), '1 mg 的价格和货期');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onSent).toHaveBeenCalledWith(expect.objectContaining({ content: '1 mg 的价格和货期' }));
    await expect(await canvas.findByText('提交成功')).toBeVisible();
  },
};

export const AllStates: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('需要修改');
  },
};

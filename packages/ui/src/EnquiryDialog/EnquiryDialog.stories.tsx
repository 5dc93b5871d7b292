import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { enquiryFormMessages } from '../EnquiryForm/EnquiryForm.messages';
import { fieldMessages } from '../internal/Field/Field.messages';
import { priceTagMessages } from '../PriceTag/PriceTag.messages';
import { ToastProvider } from '../Toast';
import { storyIntl } from '../test/storyIntl';
import { EnquiryDialog } from './EnquiryDialog';
import { enquiryDialogMessages } from './EnquiryDialog.messages';

const industries = [{ value: '科研院所', label: '科研院所' }];
const areas = [{ value: '中国大陆', label: '中国大陆' }];

// Widened as the form does: the inferred descriptor type does not take the plural's count.
const errorSummary: MessageDescriptor = fieldMessages.errorSummary;

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
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: intl.formatMessage(enquiryDialogMessages.trigger) });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: intl.formatMessage(enquiryDialogMessages.title) });
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The form comes with the first opening (its own chunk).
    await expect(await within(dialog).findByText('IL6-H4218')).toBeVisible();
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const dialog = await within(canvasElement).findByRole('dialog', {
      name: intl.formatMessage(enquiryDialogMessages.title),
    });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: intl.formatMessage(enquiryFormMessages.submit) }),
    );
    await expect(
      within(dialog).getByRole('textbox', { name: intl.formatMessage(enquiryFormMessages.name) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.name' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: intl.formatMessage(enquiryDialogMessages.cancel) }),
    );
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
    const intl = useIntl();
    return (
      <>
        <Button
          onClick={() => setOpen(true)}
        >{`1 mg ${intl.formatMessage(priceTagMessages.inquiry)}`}</Button>
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
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: intl.formatMessage(enquiryDialogMessages.trigger) }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: `1 mg ${intl.formatMessage(priceTagMessages.inquiry)}` }),
    );
    const dialog = canvas.getByRole('dialog');
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: intl.formatMessage(enquiryFormMessages.content) }),
      '1 mg 的价格和货期',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: intl.formatMessage(enquiryFormMessages.submit) }),
    );
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onSent).toHaveBeenCalledWith(expect.objectContaining({ content: '1 mg 的价格和货期' }));
    await expect(await canvas.findByText(intl.formatMessage(enquiryFormMessages.succeeded))).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  args: { defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: intl.formatMessage(enquiryFormMessages.submit) }),
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      intl.formatMessage(errorSummary, { count: 8 }),
    );
  },
};

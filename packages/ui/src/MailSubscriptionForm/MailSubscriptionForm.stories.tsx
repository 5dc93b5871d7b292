import { validationMessages } from '@storefront/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../i18n';
import { FormSubmitError } from '../internal/Field';
import { MailSubscriptionForm } from './MailSubscriptionForm';

const meta = {
  title: 'Components/MailSubscriptionForm',
  component: MailSubscriptionForm,
  args: { onSubmit: fn(async () => {}), onSubscribed: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MailSubscriptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: '邮件订阅' })).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('textbox', { name: '邮箱' })).toBeRequired();
  },
};

export const Playground: Story = {};

export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '订阅' }));
    const email = canvas.getByRole('textbox', { name: '邮箱' });
    await expect(email).toHaveAccessibleDescription('邮箱不能为空');
    await userEvent.type(email, 'lab@');
    await expect(email).toHaveAccessibleDescription('请输入正确的邮箱地址');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email Required',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '订阅' })).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'lab@example.com');
    const submit = canvas.getByRole('button', { name: '订阅' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError('该邮箱已订阅');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'lab@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '订阅' }));
    await waitFor(() => expect(canvas.getByText('该邮箱已订阅')).toBeVisible());
    await expect(args.onSubscribed).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: '邮箱' });
    await userEvent.type(email, ' lab@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: '订阅' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'lab@example.com' }));
    await waitFor(() => expect(canvas.getByText(/lab@example\.com/)).toBeVisible());
    await expect(args.onSubscribed).toHaveBeenCalledWith({ email: 'lab@example.com' });
    await expect(email).toHaveValue('');
  },
};

export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'lab@');
    await userEvent.click(canvas.getByRole('button', { name: '订阅' }));
    await expect(canvas.getByRole('textbox', { name: '邮箱' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The page a post without JavaScript was refused on: the server's values and messages in place. */
export const RefusedWithoutJavaScript: Story = {
  args: { posted: { values: { email: 'lab@' }, fields: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', {
      name: messages['zh-CN']['ui.MailSubscriptionForm.email'] as string,
    });
    await expect(email).toHaveValue('lab@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      validationMessages['zh-CN']['validation.email'] as string,
    );
  },
};

/** The page a post without JavaScript returned to once sent (`?sent=subscription`), in English. */
export const SentWithoutJavaScript: Story = {
  args: { sent: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(messages.en['ui.MailSubscriptionForm.sent'] as string),
    ).toHaveAttribute('role', 'status');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { loginFormMessages } from '../LoginForm/LoginForm.messages';
import { storyIntl } from '../test/storyIntl';
import { verificationCodeFieldMessages } from '../VerificationCodeField/VerificationCodeField.messages';
import { ResetPasswordForm } from './ResetPasswordForm';
import { resetPasswordFormMessages } from './ResetPasswordForm.messages';

const meta = {
  title: 'Components/ResetPasswordForm',
  component: ResetPasswordForm,
  args: {
    onSubmit: fn(async () => {}),
    onSendCode: fn(async () => {}),
    hrefs: { login: '/login', register: '/registered' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** A password field, found by the start of its label (the label also holds the required marker). */
const passwordField = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`));

// Widened as the component does: the inferred descriptor type does not take the count's value.
const resendMessage: MessageDescriptor = verificationCodeFieldMessages.resend;

/** The send button's name while it counts down, at any second of the wait. */
const isResendName = (intl: IntlShape) => (name: string) =>
  Array.from({ length: 61 }, (_, seconds) => intl.formatMessage(resendMessage, { seconds })).includes(name);

async function fill(canvas: Canvas, intl: IntlShape) {
  const t = intl.formatMessage;
  await userEvent.type(
    canvas.getByRole('textbox', { name: t(resetPasswordFormMessages.email) }),
    'lilei@example.com',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: t(verificationCodeFieldMessages.label) }),
    '654321',
  );
  await userEvent.type(passwordField(canvas, t(resetPasswordFormMessages.password)), 'newpass1');
  await userEvent.type(passwordField(canvas, t(resetPasswordFormMessages.confirmPassword)), 'newpass1');
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('form', { name: intl.formatMessage(resetPasswordFormMessages.formLabel) }),
    ).toHaveAttribute('novalidate');
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(loginFormMessages.toLogin) }),
    ).toHaveAttribute('href', '/login');
    await expect(
      canvas.queryByRole('link', { name: intl.formatMessage(loginFormMessages.toReset) }),
    ).toBeNull();
  },
};

export const Playground: Story = {};

export const WithErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(resetPasswordFormMessages.email) }),
      'lilei@',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    );
    await expect(
      await canvas.findByText(intl.formatMessage({ id: 'validation.email' }), { selector: '[role=status]' }),
    ).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(resetPasswordFormMessages.submit) }),
    );
    await expect(
      passwordField(canvas, intl.formatMessage(resetPasswordFormMessages.password)),
    ).toHaveAccessibleDescription(
      expect.stringContaining(intl.formatMessage({ id: 'validation.required.password' })),
    );
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.code' }));
    await userEvent.type(
      passwordField(canvas, intl.formatMessage(resetPasswordFormMessages.password)),
      'abc123',
    );
    await userEvent.type(
      passwordField(canvas, intl.formatMessage(resetPasswordFormMessages.confirmPassword)),
      'abc12',
    );
    await expect(
      passwordField(canvas, intl.formatMessage(resetPasswordFormMessages.confirmPassword)),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.match' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(resetPasswordFormMessages.email) }),
      'jane@example.com',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    );
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('jane@example.com'));
    await expect(await canvas.findByRole('button', { name: isResendName(intl) })).toBeDisabled();
    const password = () => passwordField(canvas, intl.formatMessage(resetPasswordFormMessages.password));
    await userEvent.type(password(), 'abcdefg');
    await userEvent.tab();
    await expect(password()).toHaveAccessibleDescription(
      expect.stringContaining(intl.formatMessage({ id: 'validation.password' })),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: intl.formatMessage(resetPasswordFormMessages.formLabel) });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
    const send = canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(
      form.getBoundingClientRect().right + 1,
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    const button = canvas.getByRole('button', { name: intl.formatMessage(resetPasswordFormMessages.submit) });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError('验证码错误或已过期', { code: '验证码错误或已过期' });
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(resetPasswordFormMessages.submit) }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Success: Story = {
  args: { defaultValues: { email: 'lilei@example.com' } },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(resetPasswordFormMessages.email) }),
    ).toHaveValue('lilei@example.com');
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
      '654321',
    );
    await userEvent.type(
      passwordField(canvas, intl.formatMessage(resetPasswordFormMessages.password)),
      'newpass1',
    );
    await userEvent.type(
      passwordField(canvas, intl.formatMessage(resetPasswordFormMessages.confirmPassword)),
      'newpass1',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(resetPasswordFormMessages.submit) }),
    );
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'lilei@example.com',
        password: 'newpass1',
        confirmPassword: 'newpass1',
        code: '654321',
      }),
    );
    await expect(
      await canvas.findByText(intl.formatMessage(resetPasswordFormMessages.succeeded)),
    ).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <ResetPasswordForm {...args} label="重置密码（空）" />
      <ResetPasswordForm
        {...args}
        hrefs={{}}
        label="重置密码（预填）"
        defaultValues={{ email: 'lilei@example.com' }}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const filled = canvas.getByRole('form', { name: '重置密码（预填）' });
    await expect(
      within(filled).getByRole('textbox', { name: intl.formatMessage(resetPasswordFormMessages.email) }),
    ).toHaveValue('lilei@example.com');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { ResetPasswordForm } from './ResetPasswordForm';

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

async function fillZh(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'lilei@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '654321');
  await userEvent.type(canvas.getByLabelText(/^新密码/), 'newpass1');
  await userEvent.type(canvas.getByLabelText(/^确认新密码/), 'newpass1');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: '重置密码' })).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '邮箱登录' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: '忘记密码？' })).toBeNull();
  },
};

export const Playground: Story = {};

export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'lilei@');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(
      await canvas.findByText('请输入正确的邮箱地址', { selector: '[role=status]' }),
    ).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(canvas.getByLabelText(/^新密码/)).toHaveAccessibleDescription(/密码不能为空/);
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription(
      '验证码不能为空',
    );
    await userEvent.type(canvas.getByLabelText(/^新密码/), 'abc123');
    await userEvent.type(canvas.getByLabelText(/^确认新密码/), 'abc12');
    await expect(canvas.getByLabelText(/^确认新密码/)).toHaveAccessibleDescription('两次输入的密码不一致');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('jane@example.com'));
    await expect(await canvas.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'abcdefg');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /Password must be at least 6 characters mixing letters and digits/,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: '重置密码' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
    const send = canvas.getByRole('button', { name: '发送验证码' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(
      form.getBoundingClientRect().right + 1,
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    const button = canvas.getByRole('button', { name: '重置密码' });
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Success: Story = {
  args: { defaultValues: { email: 'lilei@example.com' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '邮箱' })).toHaveValue('lilei@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '654321');
    await userEvent.type(canvas.getByLabelText(/^新密码/), 'newpass1');
    await userEvent.type(canvas.getByLabelText(/^确认新密码/), 'newpass1');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'lilei@example.com',
        password: 'newpass1',
        confirmPassword: 'newpass1',
        code: '654321',
      }),
    );
    await expect(await canvas.findByText('密码已修改，请重新登录')).toBeVisible();
  },
};

export const AllStates: Story = {
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filled = canvas.getByRole('form', { name: '重置密码（预填）' });
    await expect(within(filled).getByRole('textbox', { name: '邮箱' })).toHaveValue('lilei@example.com');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { storyCaptcha } from '../VerificationCodeField/VerificationCodeField.fixtures';
import { PhoneLoginForm, type PhoneLoginFormProps } from './PhoneLoginForm';

/** Serves a new captcha on each refresh, as the app does with GET /kaptcha. */
function WithCaptcha(props: PhoneLoginFormProps) {
  const [round, setRound] = useState(1);
  return (
    <PhoneLoginForm
      {...props}
      captcha={storyCaptcha(`A7K${round}`, `captcha-${round}`)}
      onRefreshCaptcha={() => {
        props.onRefreshCaptcha();
        setRound((current) => current + 1);
      }}
    />
  );
}

const meta = {
  title: 'Components/PhoneLoginForm',
  component: PhoneLoginForm,
  render: (args) => <WithCaptcha {...args} />,
  args: {
    onSubmit: fn(async () => {}),
    onSendCode: fn(async () => {}),
    onRefreshCaptcha: fn(),
    captcha: undefined,
    hrefs: { login: '/login', register: '/registered' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function sendCodeZh(canvas: Canvas, phone = '13800138000') {
  await userEvent.type(canvas.getByRole('textbox', { name: '手机号码（中国大陆）' }), phone);
  await userEvent.type(canvas.getByRole('textbox', { name: '图形验证码' }), 'A7K1');
  await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: '手机验证码登录' })).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('img', { name: '需要输入的图形验证码' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '邮箱登录' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: '手机验证码登录' })).toBeNull();
  },
};

export const Playground: Story = {};

/** Sending needs a mainland mobile and the captcha first; a wrong number keeps the captcha answer. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: '发送验证码' });
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号码（中国大陆）' }), '13800138000');
    await userEvent.click(send);
    await expect(await canvas.findByText('请先输入图形验证码')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: '手机号码（中国大陆）' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号码（中国大陆）' }), '15412345678');
    await userEvent.type(canvas.getByRole('textbox', { name: '图形验证码' }), 'A7K1');
    await userEvent.click(send);
    await expect(
      await canvas.findByText('请输入正确的手机号码', { selector: '[role=status]' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '图形验证码' })).toHaveValue('A7K1');
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription(
      '验证码不能为空',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '12');
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription(
      '请输入正确的验证码',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The English site keeps the mainland rule: SMS goes to mainland numbers only. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Mobile number (mainland China)' });
    await userEvent.type(phone, '+44 20 7946 0000');
    await userEvent.tab();
    await expect(phone).toHaveAccessibleDescription('Please enter the correct mobile phone number');
    await expect(canvas.getByRole('button', { name: 'New image' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: '手机验证码登录' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};

/** A sent code: the request carries the captcha, the captcha is renewed, the button counts down. */
export const CodeSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await sendCodeZh(canvas);
    await waitFor(() =>
      expect(args.onSendCode).toHaveBeenCalledWith({
        phone: '13800138000',
        captchaId: 'captcha-1',
        captcha: 'A7K1',
      }),
    );
    await expect(await canvas.findByRole('button', { name: /\d+ 秒后重新发送/ })).toBeDisabled();
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: '图形验证码' })).toHaveValue('');
    await expect(canvas.getByText('验证码已发送，5 分钟内有效')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号码（中国大陆）' }), '13800138000');
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '123456');
    const button = canvas.getByRole('button', { name: '登录' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeDisabled();
  },
};

/** A refused captcha (server msg) starts no countdown; a refused login shows the server's message. */
export const ServerError: Story = {
  args: {
    onSendCode: fn(async () => {
      throw new Error('图形验证码错误');
    }),
    onSubmit: fn(async () => {
      throw new FormSubmitError('验证码错误或已过期');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await sendCodeZh(canvas);
    await expect(await canvas.findByText('图形验证码错误')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeEnabled();
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await sendCodeZh(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), ' 123456 ');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ phone: '13800138000', code: '123456' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <WithCaptcha {...args} label="手机登录（空）" />
      <PhoneLoginForm
        {...args}
        hrefs={{}}
        captcha={undefined}
        label="手机登录（图形验证码加载中）"
        defaultValues={{ phone: '13800138000' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getByRole('form', { name: '手机登录（图形验证码加载中）' });
    await expect(within(loading).queryByRole('img')).toBeNull();
    await expect(within(loading).getByRole('textbox', { name: '手机号码（中国大陆）' })).toHaveValue(
      '13800138000',
    );
  },
};

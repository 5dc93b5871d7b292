import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { loginFormMessages } from '../LoginForm/LoginForm.messages';
import { storyIntl } from '../test/storyIntl';
import { storyCaptcha } from '../VerificationCodeField/VerificationCodeField.fixtures';
import { verificationCodeFieldMessages } from '../VerificationCodeField/VerificationCodeField.messages';
import { PhoneLoginForm, type PhoneLoginFormProps } from './PhoneLoginForm';
import { phoneLoginFormMessages } from './PhoneLoginForm.messages';

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

// Widened as the component does: the inferred descriptor type does not take the count's value.
const resendMessage: MessageDescriptor = verificationCodeFieldMessages.resend;

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

async function sendCode(canvas: Canvas, intl: IntlShape, phone = '13800138000') {
  const t = intl.formatMessage;
  await userEvent.type(canvas.getByRole('textbox', { name: t(phoneLoginFormMessages.phone) }), phone);
  await userEvent.type(
    canvas.getByRole('textbox', { name: t(verificationCodeFieldMessages.captchaLabel) }),
    'A7K1',
  );
  await userEvent.click(canvas.getByRole('button', { name: t(verificationCodeFieldMessages.send) }));
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('form', { name: intl.formatMessage(phoneLoginFormMessages.formLabel) }),
    ).toHaveAttribute('novalidate');
    await expect(
      canvas.getByRole('img', { name: intl.formatMessage(verificationCodeFieldMessages.captchaImage) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(loginFormMessages.toLogin) }),
    ).toHaveAttribute('href', '/login');
    await expect(
      canvas.queryByRole('link', { name: intl.formatMessage(phoneLoginFormMessages.formLabel) }),
    ).toBeNull();
  },
};

export const Playground: Story = {};

/** Sending needs a mainland mobile and the captcha first; a wrong number keeps the captcha answer. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) });
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(phoneLoginFormMessages.phone) }),
      '13800138000',
    );
    await userEvent.click(send);
    await expect(
      await canvas.findByText(intl.formatMessage(verificationCodeFieldMessages.captchaRequired)),
    ).toBeVisible();
    await userEvent.clear(
      canvas.getByRole('textbox', { name: intl.formatMessage(phoneLoginFormMessages.phone) }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(phoneLoginFormMessages.phone) }),
      '15412345678',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.captchaLabel) }),
      'A7K1',
    );
    await userEvent.click(send);
    await expect(
      await canvas.findByText(intl.formatMessage({ id: 'validation.mobile' }), { selector: '[role=status]' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.captchaLabel) }),
    ).toHaveValue('A7K1');
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(phoneLoginFormMessages.submit) }),
    );
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.code' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
      '12',
    );
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.code' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The English site keeps the mainland rule: SMS goes to mainland numbers only. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: intl.formatMessage(phoneLoginFormMessages.phone) });
    await userEvent.type(phone, '+44 20 7946 0000');
    await userEvent.tab();
    await expect(phone).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.mobile' }));
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.captchaRefresh) }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: intl.formatMessage(phoneLoginFormMessages.formLabel) });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};

/** A sent code: the request carries the captcha, the captcha is renewed, the button counts down. */
export const CodeSent: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await sendCode(canvas, intl);
    await waitFor(() =>
      expect(args.onSendCode).toHaveBeenCalledWith({
        phone: '13800138000',
        captchaId: 'captcha-1',
        captcha: 'A7K1',
      }),
    );
    // Any number of seconds left: the catalog's message with a digit pattern where the count goes.
    const resend = intl.formatMessage(resendMessage, { seconds: 0 }).replace('0', '\\d+');
    await expect(await canvas.findByRole('button', { name: new RegExp(resend) })).toBeDisabled();
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.captchaLabel) }),
    ).toHaveValue('');
    await expect(canvas.getByText(intl.formatMessage(verificationCodeFieldMessages.sent))).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(phoneLoginFormMessages.phone) }),
      '13800138000',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
      '123456',
    );
    const button = canvas.getByRole('button', { name: intl.formatMessage(phoneLoginFormMessages.submit) });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    ).toBeDisabled();
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
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await sendCode(canvas, intl);
    await expect(await canvas.findByText('图形验证码错误')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    ).toBeEnabled();
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
      '123456',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(phoneLoginFormMessages.submit) }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await sendCode(canvas, intl);
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
      ' 123456 ',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(phoneLoginFormMessages.submit) }),
    );
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ phone: '13800138000', code: '123456' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const loading = canvas.getByRole('form', { name: '手机登录（图形验证码加载中）' });
    await expect(within(loading).queryByRole('img')).toBeNull();
    await expect(
      within(loading).getByRole('textbox', { name: intl.formatMessage(phoneLoginFormMessages.phone) }),
    ).toHaveValue('13800138000');
  },
};

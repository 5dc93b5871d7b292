import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages as catalogs, type UiLocale } from '../i18n';
import { FormSubmitError } from '../internal/Field';
import { storyIntl } from '../test/storyIntl';
import { storyCaptcha } from '../VerificationCodeField/VerificationCodeField.fixtures';
import { verificationCodeFieldMessages as captchaMessages } from '../VerificationCodeField/VerificationCodeField.messages';
import { LoginForm, type LoginFormProps, type PasswordLogin } from './LoginForm';
import { loginFormMessages as messages } from './LoginForm.messages';

const hrefs = { register: '/registered', reset: '/reset', phoneLogin: '/phone-login' };

/** Serves a new captcha on each refresh, as the app does with GET /kaptcha; none before the first. */
function WithCaptcha(props: LoginFormProps) {
  const [round, setRound] = useState(0);
  return (
    <LoginForm
      {...props}
      captcha={round > 0 ? storyCaptcha(`A7K${round}`, `captcha-${round}`) : undefined}
      onRefreshCaptcha={() => {
        props.onRefreshCaptcha();
        setRound((current) => current + 1);
      }}
    />
  );
}

const meta = {
  title: 'Components/LoginForm',
  component: LoginForm,
  render: (args) => <WithCaptcha {...args} />,
  args: { onSubmit: fn(async () => {}), hrefs, captcha: undefined, onRefreshCaptcha: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The password field, found by the start of its label (the label also holds the required marker). */
const passwordField = (canvas: Canvas, intl: IntlShape) =>
  canvas.getByLabelText(new RegExp(`^${intl.formatMessage(messages.password)}`));

async function fill(canvas: Canvas, intl: IntlShape, email = 'lilei@example.com', password = 'secret1') {
  await userEvent.type(canvas.getByRole('textbox', { name: intl.formatMessage(messages.email) }), email);
  await userEvent.type(passwordField(canvas, intl), password);
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) })).toHaveAttribute(
      'novalidate',
    );
    await expect(passwordField(canvas, intl)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: intl.formatMessage(messages.toRegister) })).toHaveAttribute(
      'href',
      '/registered',
    );
    await expect(canvas.getByRole('link', { name: intl.formatMessage(messages.toReset) })).toHaveAttribute(
      'href',
      '/reset',
    );
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(messages.toPhoneLogin) }),
    ).toHaveAttribute('href', '/phone-login');
    // The form does not link to itself.
    await expect(canvas.queryByRole('link', { name: intl.formatMessage(messages.toLogin) })).toBeNull();
  },
};

export const Playground: Story = {};

/** Empty submit: SPEC §5 messages, the first field focused, nothing sent; a bad e-mail is named. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    const email = canvas.getByRole('textbox', { name: intl.formatMessage(messages.email) });
    await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.email' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(passwordField(canvas, intl)).toHaveAccessibleDescription(
      intl.formatMessage({ id: 'validation.required.password' }),
    );
    await userEvent.type(email, 'lilei@');
    await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.email' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const submit = () => canvas.getByRole('button', { name: intl.formatMessage(messages.submit) });
    const email = canvas.getByRole('textbox', { name: intl.formatMessage(messages.email) });
    await userEvent.click(submit());
    await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.email' }));
    await userEvent.type(email, ' jane@example.com ');
    await userEvent.type(passwordField(canvas, intl), 'abc123');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'abc123' }),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) });
    // Nothing sticks out of a 320 px screen.
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }).getBoundingClientRect().width,
    ).toBeGreaterThan(200);
  },
};

/** While the server answers the button is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    const button = canvas.getByRole('button', { name: intl.formatMessage(messages.submit) });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: intl.formatMessage(messages.formLabel) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server's message shows in the form (it never says whether the account exists). */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError('账号或密码错误');
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('账号或密码错误');
  },
};

/** Success: the values go out as typed (e-mail trimmed); the app navigates, the form empties. */
export const Success: Story = {
  args: { defaultValues: { email: 'lilei@example.com' } },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: intl.formatMessage(messages.email) })).toHaveValue(
      'lilei@example.com',
    );
    await userEvent.type(passwordField(canvas, intl), ' pass 1');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'lilei@example.com', password: ' pass 1' }),
    );
    await waitFor(() => expect(passwordField(canvas, intl)).toHaveValue(''));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const registeredNotice = 'Account created: log in with your e-mail and password.';

/** After registering (or a password reset) the app's good news stands above the fields; a refusal replaces it. */
export const WithNotice: Story = {
  args: {
    notice: registeredNotice,
    defaultValues: { email: 'lilei@example.com' },
    onSubmit: fn(async () => {
      throw new FormSubmitError('Incorrect e-mail or password');
    }),
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const catalog = catalogs[(globals.locale as UiLocale | undefined) ?? 'zh-CN'];
    await expect(canvas.getByText(registeredNotice)).toHaveAttribute('role', 'status');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${catalog[messages.password.id]}`)), 'wrong1');
    await userEvent.click(canvas.getByRole('button', { name: catalog[messages.submit.id] }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password');
    await expect(canvas.queryByText(registeredNotice)).toBeNull();
  },
};

/** The same in English. */
export const WithNoticeEnglish: Story = { ...WithNotice, globals: { locale: 'en' } };

/** What the server says when its login throttle asks for the image captcha, in each site's language. */
const captchaAsked = { 'zh-CN': '请输入图片中的字符', en: 'Enter the characters shown in the image' };

/** Refuses a login without a captcha answer as the server does after failed logins (E0002 on `captcha`). */
function throttledLogin(asked: string) {
  return fn(async (credentials: PasswordLogin) => {
    if (!credentials.captcha) throw new FormSubmitError('', { captcha: asked });
  });
}

/**
 * After failed logins the server asks for the image captcha: the form shows it (asking the app for an
 * image), refuses to send without an answer, then sends the answer with the credentials and asks for a
 * new image, since each answers once.
 */
export const CaptchaAfterFailedLogins: Story = {
  args: { onSubmit: throttledLogin(captchaAsked['zh-CN']) },
  // The language the story's server answers in (its refusal is data, whatever the page's locale).
  parameters: { serverLocale: 'zh-CN' },
  play: async ({ canvasElement, args, globals, parameters }) => {
    const canvas = within(canvasElement);
    const locale = (globals.locale as UiLocale | undefined) ?? 'zh-CN';
    const catalog = catalogs[locale];
    const captchaName = new RegExp(`^${catalog[captchaMessages.captchaLabel.id]}`);
    await expect(canvas.queryByRole('textbox', { name: captchaName })).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: catalog[messages.email.id] }),
      'lilei@example.com',
    );
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${catalog[messages.password.id]}`)), 'abc123');
    const submit = canvas.getByRole('button', { name: catalog[messages.submit.id] });
    await userEvent.click(submit);

    const captchaField = await canvas.findByRole('textbox', { name: captchaName });
    await waitFor(() => expect(captchaField).toHaveFocus());
    await expect(captchaField).toHaveAccessibleDescription(captchaAsked[parameters.serverLocale as UiLocale]);
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await expect(
      await canvas.findByRole('img', { name: catalog[captchaMessages.captchaImage.id] }),
    ).toBeVisible();
    // The server's refusal is on the field, not a second message above the form.
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.click(submit);
    await expect(captchaField).toHaveAccessibleDescription(catalog[captchaMessages.captchaRequired.id]);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.type(captchaField, 'A7K1');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenLastCalledWith({
        email: 'lilei@example.com',
        password: 'abc123',
        captchaId: 'captcha-1',
        captcha: 'A7K1',
      }),
    );
    // Each image answers once: a new one is asked for after the try that used it.
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(2);
  },
};

/** The same in English. */
export const CaptchaAfterFailedLoginsEnglish: Story = {
  ...CaptchaAfterFailedLogins,
  args: { onSubmit: throttledLogin(captchaAsked.en) },
  parameters: { serverLocale: 'en' },
  globals: { locale: 'en' },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <LoginForm {...args} label="登录（空）" />
      <LoginForm {...args} hrefs={{}} label="登录（预填）" defaultValues={{ email: 'lilei@example.com' }} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const filled = canvas.getByRole('form', { name: '登录（预填）' });
    await expect(
      within(filled).getByRole('textbox', { name: intl.formatMessage(messages.email) }),
    ).toHaveValue('lilei@example.com');
    await expect(within(filled).queryByRole('navigation')).toBeNull();
  },
};

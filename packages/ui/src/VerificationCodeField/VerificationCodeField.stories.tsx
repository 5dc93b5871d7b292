import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { VerificationCodeField, type VerificationCodeFieldProps } from './VerificationCodeField';
import { storyCaptcha } from './VerificationCodeField.fixtures';
import { verificationCodeFieldMessages } from './VerificationCodeField.messages';
import { VerificationCodeFieldCaptcha } from './VerificationCodeFieldCaptcha';

function Controlled(props: VerificationCodeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VerificationCodeField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

// Widened as the component does: the inferred descriptor type does not take the count's value.
const resendMessage: MessageDescriptor = verificationCodeFieldMessages.resend;

const meta = {
  title: 'Components/VerificationCodeField',
  component: VerificationCodeField,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onValueChange: fn(), onSend: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VerificationCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: intl.formatMessage(verificationCodeFieldMessages.label),
    });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    ).toBeEnabled();
  },
};

export const Playground: Story = {};

/** After a send the button counts down from 60 s (a 3 s interval here so the story sees the end). */
export const Countdown: Story = {
  args: { intervalSeconds: 3 },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    );
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(
      await canvas.findByRole('button', {
        name: intl.formatMessage(resendMessage, { seconds: 3 }),
      }),
    ).toBeDisabled();
    await expect(
      await canvas.findByRole(
        'button',
        { name: intl.formatMessage(resendMessage, { seconds: 2 }) },
        { timeout: 2000 },
      ),
    ).toBeDisabled();
    await expect(
      await canvas.findByRole(
        'button',
        { name: intl.formatMessage(verificationCodeFieldMessages.send) },
        { timeout: 4000 },
      ),
    ).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    );
    await expect(
      await canvas.findByRole('button', { name: intl.formatMessage(resendMessage, { seconds: 60 }) }),
    ).toBeDisabled();
    await expect(canvas.getByText(intl.formatMessage(verificationCodeFieldMessages.sent))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: intl.formatMessage(verificationCodeFieldMessages.label),
    });
    const button = canvas.getByRole('button', {
      name: intl.formatMessage(verificationCodeFieldMessages.send),
    });
    // Input and button share the row on a 320 px phone.
    await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      input.getBoundingClientRect().right,
    );
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};

export const WithErrors: Story = {
  args: { error: '验证码不能为空' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: intl.formatMessage(verificationCodeFieldMessages.label),
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is the story's data (the form passes its own text), shown as given.
    await expect(input).toHaveAccessibleDescription('验证码不能为空');
  },
};

/** While the code is being sent the button is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', {
      name: intl.formatMessage(verificationCodeFieldMessages.send),
    });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: {
    onSend: fn(async () => {
      throw new Error('发送过于频繁，请稍后再试');
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    );
    await expect(await canvas.findByText('发送过于频繁，请稍后再试')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    ).toBeEnabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    );
    await expect(
      await canvas.findByText(intl.formatMessage(verificationCodeFieldMessages.sent)),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
      '123456',
    );
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('123456'));
  },
};

/** With the image captcha the SMS flows need, refreshed on request. */
export const WithCaptcha: Story = {
  render: (args) => {
    const [answer, setAnswer] = useState('');
    const [round, setRound] = useState(1);
    return (
      <div style={{ display: 'grid', gap: 'var(--sf-space-2)' }}>
        <VerificationCodeFieldCaptcha
          captcha={storyCaptcha(`X9P${round}`, `c-${round}`)}
          onRefresh={() => setRound((current) => current + 1)}
          value={answer}
          onValueChange={setAnswer}
        />
        <Controlled {...args} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', {
      name: intl.formatMessage(verificationCodeFieldMessages.captchaImage),
    });
    const first = image.getAttribute('src');
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.captchaRefresh) }),
    );
    await waitFor(() => expect(canvas.getByRole('img').getAttribute('src')).not.toBe(first));
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.captchaLabel) }),
      'X9P2',
    );
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.captchaLabel) }),
    ).toHaveValue('X9P2');
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <Controlled {...args} name="idle" label="验证码（初始）" />
      <Controlled {...args} name="invalid" label="验证码（错误）" error="请输入正确的验证码" value="12" />
      <Controlled {...args} name="disabled" label="验证码（不可发送）" sendDisabled />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '验证码（错误）' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getAllByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) })[2],
    ).toBeDisabled();
  },
};

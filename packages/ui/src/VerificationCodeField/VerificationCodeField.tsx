import { clsx } from 'clsx';
import { type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Button } from '../Button';
import { Field, fieldControlClass, readSubmitFailure, useField } from '../internal/Field';
import { sendCodeIntervalSeconds, useSendCodeCountdown } from './useSendCodeCountdown';
import { verificationCodeFieldMessages as messages } from './VerificationCodeField.messages';
import classes from './VerificationCodeField.module.css';

// Widened: without a type argument, defineMessages types every message as taking no values.
const resendMessage: MessageDescriptor = messages.resend;

export interface VerificationCodeFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'value' | 'defaultValue' | 'onBlur' | 'required' | 'className'
  > {
  /** Input name (the form field). @default 'code' */
  name?: string;
  /** The code typed so far. */
  value: string;
  /** Called with the new text on every keystroke. */
  onValueChange: (value: string) => void;
  /** Called when the input loses focus (a form marks the field touched). */
  onBlur?: (event: FocusEvent) => void;
  /** The code's validation message. */
  error?: ReactNode;
  /** Draws the required marker. @default true */
  required?: boolean;
  /** Label of the input. @default 'Verification code' */
  label?: ReactNode;
  /**
   * Sends a code. Resolve when it went out (the countdown starts); reject with an Error whose `message` says
   * why not (the target is invalid, the server's msg), or a `FormSubmitError` whose field messages do (the
   * captcha is wrong) — it is shown under the field and no countdown starts.
   */
  onSend: () => Promise<void>;
  /** Seconds before another code can be sent. @default 60 */
  intervalSeconds?: number;
  /** Disables the send button, e.g. while the form is submitting. @default false */
  sendDisabled?: boolean;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the `<input>`, as the other DOM props (the ones the field sets itself win). */
  ref?: Ref<HTMLInputElement>;
}

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string };

/**
 * A verification-code input with its send button: after a code went out the button waits `intervalSeconds`
 * (60 s) with a visible countdown; a refusal is shown under the field. The status line is a polite live region.
 *
 * **Accessibility:** A labelled input (its error linked by `aria-describedby`, `aria-invalid`) with a native
 * send button that is disabled while it counts down (or with `sendDisabled`); the status line (sent, countdown,
 * refusal) is a polite live region (`role=status`). `label` overrides the default label.
 *
 * **Data attributes:**
 * - field root: `data-state`: idle, sending, sent, failed, waiting (counting down)
 * - status line: `data-tone`: neutral, critical
 */
export function VerificationCodeField({
  name = 'code',
  value,
  onValueChange,
  onBlur,
  error,
  required = true,
  label,
  onSend,
  intervalSeconds = sendCodeIntervalSeconds,
  sendDisabled = false,
  className,
  id,
  onChange,
  ...inputProps
}: VerificationCodeFieldProps) {
  const intl = useIntl();
  const field = useField({ id, error });
  const countdown = useSendCodeCountdown(intervalSeconds);
  const [sendState, setSendState] = useState<SendState>({ kind: 'idle' });

  const send = async () => {
    if (countdown.running || sendState.kind === 'sending') return;
    setSendState({ kind: 'sending' });
    try {
      await onSend();
    } catch (failure) {
      // A refusal of one of the fields (E0002: the captcha, the number) says more than its summary.
      const { message, fields } = readSubmitFailure(failure);
      const shown = Object.values(fields).join(' ') || message || intl.formatMessage(messages.sendFailed);
      setSendState({ kind: 'failed', message: shown });
      return;
    }
    setSendState({ kind: 'sent' });
    countdown.start();
  };

  const status =
    sendState.kind === 'failed'
      ? sendState.message
      : sendState.kind === 'sent'
        ? intl.formatMessage(messages.sent)
        : null;

  // One field frame: the send button sits on the input's row and the status line under its messages, so in a
  // form's field grid the input lines up with its neighbours'.
  return (
    <Field
      field={field}
      label={label ?? intl.formatMessage(messages.label)}
      required={required}
      error={error}
      className={clsx(classes.VerificationCodeField, className)}
      dataAttributes={{ 'data-state': countdown.running ? 'waiting' : sendState.kind }}
      controlAddon={
        <Button
          type="button"
          variant="secondary"
          className={classes.Send}
          loading={sendState.kind === 'sending'}
          disabled={sendDisabled || countdown.running}
          onClick={send}
        >
          {countdown.running
            ? intl.formatMessage(resendMessage, { seconds: countdown.remaining })
            : intl.formatMessage(messages.send)}
        </Button>
      }
      footer={
        <p
          className={classes.Status}
          role="status"
          aria-live="polite"
          data-tone={sendState.kind === 'failed' ? 'critical' : 'neutral'}
        >
          {status}
        </p>
      }
    >
      <input
        {...inputProps}
        id={field.inputId}
        name={name}
        value={value}
        onChange={(event) => {
          onChange?.(event);
          onValueChange(event.target.value);
        }}
        onBlur={onBlur}
        required={required}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        className={fieldControlClass}
        aria-invalid={field.hasError || undefined}
        aria-describedby={field.describedBy}
      />
    </Field>
  );
}

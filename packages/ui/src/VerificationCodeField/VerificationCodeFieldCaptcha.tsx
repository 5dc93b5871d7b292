import { clsx } from 'clsx';
import type { FocusEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { verificationCodeFieldMessages as messages } from './VerificationCodeField.messages';
import classes from './VerificationCodeField.module.css';

/** An image captcha from GET /kaptcha: the picture and the id the server checks the answer against. */
export interface Captcha {
  /** Image URL (a data: URL as the server returns it). */
  image: string;
  captchaId: string;
}

export interface VerificationCodeFieldCaptchaProps {
  /** The current captcha; while absent (loading) the image area is empty. */
  captcha: Captcha | undefined;
  /** Asks the app for a new image (GET /kaptcha). */
  onRefresh: () => void;
  /** The characters typed. */
  value: string;
  /** Called with the new text on every keystroke. */
  onValueChange: (value: string) => void;
  /** Called when the input loses focus. */
  onBlur?: (event: FocusEvent) => void;
  /** The captcha's validation message; marks the input invalid. */
  error?: ReactNode;
  /** Input name. @default 'captcha' */
  name?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * The image captcha an SMS code needs (the server requires `captchaId` + `captcha` before it texts a phone):
 * the picture, a refresh button and the answer field.
 */
export function VerificationCodeFieldCaptcha({
  captcha,
  onRefresh,
  value,
  onValueChange,
  onBlur,
  error,
  name = 'captcha',
  className,
}: VerificationCodeFieldCaptchaProps) {
  const intl = useIntl();
  return (
    <div className={clsx(classes.Captcha, className)}>
      <TextField
        name={name}
        value={value}
        onValueChange={onValueChange}
        onBlur={onBlur}
        error={error}
        required
        label={intl.formatMessage(messages.captchaLabel)}
        autoComplete="off"
        spellCheck={false}
        // The contract caps the answer at 10 characters.
        maxLength={10}
        className={classes.CaptchaInput}
      />
      <div className={classes.CaptchaImage}>
        {captcha ? <img src={captcha.image} alt={intl.formatMessage(messages.captchaImage)} /> : null}
      </div>
      <Button type="button" variant="invisible" className={classes.CaptchaRefresh} onClick={onRefresh}>
        {intl.formatMessage(messages.captchaRefresh)}
      </Button>
    </div>
  );
}

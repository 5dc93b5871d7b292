import type { IntlShape } from 'react-intl';
import { verificationCodeFieldMessages } from '../../VerificationCodeField/VerificationCodeField.messages';
import type { FormFieldItem } from './FormFields';

/** The account forms' username, an e-mail address, and the code e-mailed to it (registration, password reset). */
export function emailWithCodeFields(
  intl: IntlShape,
  emailLabel: string,
  code: { onSend: () => Promise<void>; sendDisabled: boolean },
): [FormFieldItem<'email'>, FormFieldItem<'code'>] {
  return [
    { name: 'email', label: emailLabel, control: 'text', type: 'email', autoComplete: 'username' },
    {
      name: 'code',
      label: intl.formatMessage(verificationCodeFieldMessages.label),
      control: 'code',
      ...code,
    },
  ];
}

/** A new password with the hint of its rules, and its confirmation. */
export function newPasswordFields(labels: {
  password: string;
  hint: string;
  confirm: string;
}): [FormFieldItem<'password'>, FormFieldItem<'confirmPassword'>] {
  return [
    {
      name: 'password',
      label: labels.password,
      description: labels.hint,
      control: 'text',
      type: 'password',
      autoComplete: 'new-password',
    },
    {
      name: 'confirmPassword',
      label: labels.confirm,
      control: 'text',
      type: 'password',
      autoComplete: 'new-password',
    },
  ];
}

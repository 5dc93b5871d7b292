import { passwordResetForm, type SiteLocale } from '@storefront/validation';
import { type ComponentPropsWithRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, useValidatedForm } from '../internal/Field';
import {
  emailWithCodeFields,
  type FormFieldItem,
  FormFields,
  newPasswordFields,
} from '../internal/FormFields';
import type { LinkComponent } from '../internal/linkComponent';
import { type AccountHrefs, LoginFormFeedback, LoginFormLinks } from '../LoginForm';
import { sendTargetIssue } from '../VerificationCodeField';
import { resetPasswordFormMessages as messages } from './ResetPasswordForm.messages';

/** A password reset as sent (contract `PasswordReset`, body of POST /user/reset/password). */
export interface PasswordReset {
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
}

const emptyValues: PasswordReset = { email: '', password: '', confirmPassword: '', code: '' };

/** Its own props and the DOM props of its root `<form>` (but `action` and `encType`, which FormFrame sets). */
export interface ResetPasswordFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'action' | 'encType'> {
  /**
   * Sets the new password (POST /user/reset/password). Resolve on success; reject with
   * `new FormSubmitError(msg, data?.fields)`.
   */
  onSubmit: (reset: PasswordReset) => Promise<void>;
  /** E-mails a code for the scene `reset_password` (POST /code/send); called only with a valid e-mail. */
  onSendCode: (email: string) => Promise<void>;
  /** The other account pages to link to. */
  hrefs: AccountHrefs;
  /** Renders the links, e.g. the router's link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Prefill, e.g. the e-mail typed on the login page. */
  defaultValues?: Partial<PasswordReset>;
  /** Which site's rules apply. @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Accessible name of the form (a page with two forms needs distinct names). @default the form's title */
  label?: string;
  /** Class for the root `<form>`. */
  className?: string;
}

/**
 * Password reset (SPEC §5): a valid e-mail, its e-mailed code, a new password and a matching confirmation.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Reset your password' by `aria-label`: every field has a
 * visible label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit
 * a polite `role=status` line counts the errors, and the form is `aria-busy` while sending. `label` overrides
 * the name.
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 */
export function ResetPasswordForm({
  onSubmit,
  onSendCode,
  hrefs,
  linkComponent,
  defaultValues,
  siteLocale,
  label,
  className,
  ...rest
}: ResetPasswordFormProps) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<{ tone: 'critical' | 'success'; text: string } | null>(null);
  const form = useValidatedForm<PasswordReset>({
    spec: passwordResetForm,
    siteLocale,
    emptyValues,
    defaultValues,
    onSubmit: (values) => {
      setOutcome(null);
      return onSubmit({ ...values, email: values.email.trim(), code: values.code.trim() });
    },
    onSucceeded: () => setOutcome({ tone: 'success', text: intl.formatMessage(messages.succeeded) }),
    onFailed: ({ message }) =>
      setOutcome({ tone: 'critical', text: message || intl.formatMessage(messages.failed) }),
  });

  const sendCode = async () => {
    const email = form.values.email.trim();
    const issue = sendTargetIssue(intl, 'email', passwordResetForm.email, email, form.siteLocale);
    if (issue) throw new Error(issue);
    await onSendCode(email);
  };

  const fields: FormFieldItem<keyof PasswordReset>[] = [
    ...emailWithCodeFields(intl, intl.formatMessage(messages.email), {
      onSend: sendCode,
      sendDisabled: form.submitting,
    }),
    ...newPasswordFields({
      password: intl.formatMessage(messages.password),
      hint: intl.formatMessage(messages.passwordHint),
      confirm: intl.formatMessage(messages.confirmPassword),
    }),
  ];

  return (
    <FormFrame
      {...rest}
      label={label ?? intl.formatMessage(messages.formLabel)}
      formRef={form.formRef}
      onSubmit={form.handleSubmit}
      errorCount={form.shownErrors.length}
      submitAttempted={form.submitAttempted}
      busy={form.submitting}
      className={className}
      actions={
        <>
          <Button type="submit" loading={form.submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
          <LoginFormLinks hrefs={hrefs} current="reset" linkComponent={linkComponent} />
        </>
      }
    >
      {outcome ? <LoginFormFeedback tone={outcome.tone}>{outcome.text}</LoginFormFeedback> : null}
      <FormFields form={form} fields={fields} />
    </FormFrame>
  );
}

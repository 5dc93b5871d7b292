import { passwordLoginForm, type SiteLocale } from '@storefront/validation';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, formCellClasses, useValidatedForm } from '../internal/Field';
import type { LinkComponent } from '../internal/linkComponent';
import { TextField } from '../TextField';
import { loginFormMessages as messages } from './LoginForm.messages';
import classes from './LoginForm.module.css';
import { LoginFormFeedback } from './LoginFormFeedback';
import { type AccountHrefs, LoginFormLinks } from './LoginFormLinks';

/** E-mail and password as sent (contract `PasswordLogin`, body of POST /user/login); the e-mail trimmed. */
export interface PasswordLogin {
  email: string;
  password: string;
}

const emptyValues: PasswordLogin = { email: '', password: '' };

export interface LoginFormProps {
  /**
   * Logs in (the app calls POST /user/login, stores the token and navigates). Resolve on success; reject with
   * `new FormSubmitError(msg, data?.fields)` — the message is shown in the form, field messages on the fields.
   */
  onSubmit: (credentials: PasswordLogin) => Promise<void>;
  /** The other account pages to link to. */
  hrefs: AccountHrefs;
  /** Renders the links, e.g. the router's link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Prefill, e.g. the e-mail just registered. */
  defaultValues?: Partial<PasswordLogin>;
  /** Which site's rules apply. @default from the intl locale */
  siteLocale?: SiteLocale;
  /**
   * Good news to show above the fields, e.g. that the account was just created or the password changed
   * (announced politely); a refusal of the login replaces it.
   */
  notice?: ReactNode;
  /** Accessible name of the form (a page with two forms needs distinct names). @default the form's title */
  label?: string;
  /** Class for the root `<form>`. */
  className?: string;
}

/** E-mail and password login (SPEC §5 Login): a valid e-mail and a password. */
export function LoginForm({
  onSubmit,
  hrefs,
  linkComponent,
  defaultValues,
  siteLocale,
  notice,
  label,
  className,
}: LoginFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useValidatedForm<PasswordLogin>({
    spec: passwordLoginForm,
    siteLocale,
    emptyValues,
    defaultValues,
    onSubmit: (values) => {
      setFailure(null);
      return onSubmit({ email: values.email.trim(), password: values.password });
    },
    onFailed: ({ message }) => setFailure(message || intl.formatMessage(messages.failed)),
  });

  return (
    <FormFrame
      label={label ?? intl.formatMessage(messages.formLabel)}
      formRef={form.formRef}
      onSubmit={form.handleSubmit}
      errorCount={form.shownErrors.length}
      submitAttempted={form.submitAttempted}
      busy={form.submitting}
      requiredHint={false}
      className={[classes.LoginForm, className].filter(Boolean).join(' ')}
      actions={
        <>
          <Button type="submit" width="full" loading={form.submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
          <LoginFormLinks hrefs={hrefs} current="login" linkComponent={linkComponent} />
        </>
      }
    >
      {failure ? (
        <LoginFormFeedback tone="critical">{failure}</LoginFormFeedback>
      ) : notice ? (
        <LoginFormFeedback tone="success">{notice}</LoginFormFeedback>
      ) : null}
      <TextField
        {...form.textProps('email')}
        type="email"
        label={intl.formatMessage(messages.email)}
        autoComplete="username"
        className={formCellClasses.wide}
      />
      <TextField
        {...form.textProps('password')}
        type="password"
        label={intl.formatMessage(messages.password)}
        autoComplete="current-password"
        className={formCellClasses.wide}
      />
    </FormFrame>
  );
}

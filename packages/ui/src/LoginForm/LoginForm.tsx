import { passwordLoginForm, type SiteLocale } from '@storefront/validation';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, FormSubmitError, formCellClasses, useValidatedForm } from '../internal/Field';
import { type BasicFormFieldItem, BasicFormFields } from '../internal/FormFields';
import type { LinkComponent } from '../internal/linkComponent';
import { type Captcha, useCaptchaAnswer, VerificationCodeFieldCaptcha } from '../VerificationCodeField';
import { verificationCodeFieldMessages } from '../VerificationCodeField/VerificationCodeField.messages';
import { loginFormMessages as messages } from './LoginForm.messages';
import classes from './LoginForm.module.css';
import { LoginFormFeedback } from './LoginFormFeedback';
import { type AccountHrefs, LoginFormLinks } from './LoginFormLinks';

/**
 * E-mail and password as sent (contract `PasswordLogin`, body of POST /user/login); the e-mail trimmed.
 * The image captcha's id and answer come along once the server asked for them.
 */
export interface PasswordLogin {
  email: string;
  password: string;
  captchaId?: string;
  captcha?: string;
}

type Credentials = Pick<PasswordLogin, 'email' | 'password'>;

const emptyValues: Credentials = { email: '', password: '' };

/** Its own props and the DOM props of its root `<form>` (but `action` and `encType`, which FormFrame sets). */
export interface LoginFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'action' | 'encType'> {
  /**
   * Logs in (the app calls POST /user/login, stores the token and navigates). Resolve on success; reject with
   * `new FormSubmitError(msg, data?.fields)` — the message is shown in the form, field messages on the fields.
   */
  onSubmit: (credentials: PasswordLogin) => Promise<void>;
  /**
   * The image captcha (GET /kaptcha) the server asks for after failed logins; undefined until the app has
   * one. The form shows it once a refusal carries a `captcha` field message, and sends its answer with
   * every later try.
   */
  captcha: Captcha | undefined;
  /** Asks the app for a new image captcha: when the server first asks for one, and after each try that used one. */
  onRefreshCaptcha: () => void;
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

/**
 * E-mail and password login (SPEC §5 Login): a valid e-mail and a password.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Log in' by `aria-label`: every field has a visible label,
 * its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit a polite
 * `role=status` line counts the errors, and the form is `aria-busy` while sending. A refusal is shown in the
 * form with `role="alert"`, a `notice` politely (`role=status`); the links to the other account pages are a
 * `nav` named 'Other account pages'.
 *
 * **Data attributes:**
 * - form: `data-layout`: stack
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 * - feedback line: `data-tone`: critical, success
 */
export function LoginForm({
  onSubmit,
  captcha,
  onRefreshCaptcha,
  hrefs,
  linkComponent,
  defaultValues,
  siteLocale,
  notice,
  label,
  className,
  ...rest
}: LoginFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  // The server's login throttle asks for the image captcha (E0002 on `captcha`) after failed logins.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);
  const captchaAnswer = useCaptchaAnswer({ captcha, onRefreshCaptcha });
  const form = useValidatedForm<Credentials>({
    spec: passwordLoginForm,
    siteLocale,
    emptyValues,
    defaultValues,
    onSubmit: async (values) => {
      setFailure(null);
      setCaptchaError(undefined);
      const credentials = { email: values.email.trim(), password: values.password };
      if (!captchaAsked) return onSubmit(credentials);
      if (captchaAnswer.fieldProps.value.trim() === '') {
        throw new FormSubmitError('', {
          captcha: intl.formatMessage(verificationCodeFieldMessages.captchaRequired),
        });
      }
      // Each image answers once: whatever the outcome, the answer is cleared and a new image asked for.
      return captchaAnswer.send((answer) => onSubmit({ ...credentials, ...answer }));
    },
    onFailed: ({ message, fields }) => {
      if (fields.captcha) {
        if (!captchaAsked) {
          setCaptchaAsked(true);
          onRefreshCaptcha();
        }
        setCaptchaError(fields.captcha);
        return;
      }
      setFailure(message || intl.formatMessage(messages.failed));
    },
  });

  const fields: BasicFormFieldItem<keyof Credentials>[] = [
    {
      name: 'email',
      label: intl.formatMessage(messages.email),
      control: 'text',
      type: 'email',
      autoComplete: 'username',
    },
    {
      name: 'password',
      label: intl.formatMessage(messages.password),
      control: 'text',
      type: 'password',
      autoComplete: 'current-password',
    },
  ];

  // The captcha field takes the focus when it asks for something (it appears, or its answer was refused).
  useEffect(() => {
    if (!captchaError) return;
    const field = form.formRef.current?.elements.namedItem('captcha');
    if (field instanceof HTMLElement) field.focus();
  }, [captchaError, form.formRef]);

  return (
    <FormFrame
      {...rest}
      label={label ?? intl.formatMessage(messages.formLabel)}
      formRef={form.formRef}
      onSubmit={form.handleSubmit}
      errorCount={form.shownErrors.length}
      submitAttempted={form.submitAttempted}
      busy={form.submitting}
      layout="stack"
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
      <BasicFormFields form={form} fields={fields} />
      {captchaAsked ? (
        <VerificationCodeFieldCaptcha
          {...captchaAnswer.fieldProps}
          onValueChange={(value) => {
            captchaAnswer.fieldProps.onValueChange(value);
            setCaptchaError(undefined);
          }}
          error={captchaError}
          className={formCellClasses.cell}
        />
      ) : null}
    </FormFrame>
  );
}

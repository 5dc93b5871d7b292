import { smsLoginForm } from '@storefront/validation';
import { type ComponentPropsWithRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, formCellClasses, useValidatedForm } from '../internal/Field';
import type { LinkComponent } from '../internal/linkComponent';
import { type AccountHrefs, LoginFormFeedback, LoginFormLinks } from '../LoginForm';
import { TextField } from '../TextField';
import {
  type Captcha,
  sendTargetIssue,
  useCaptchaAnswer,
  VerificationCodeField,
  VerificationCodeFieldCaptcha,
} from '../VerificationCodeField';
import { phoneLoginFormMessages as messages } from './PhoneLoginForm.messages';

/** Mobile and SMS code as sent (contract `SmsLogin`, body of POST /auth). */
export interface SmsLogin {
  phone: string;
  code: string;
}

/** What sending an SMS code needs (POST /user/phone/message): the phone and the answered image captcha. */
export interface SmsCodeRequest {
  phone: string;
  captchaId: string;
  captcha: string;
}

const emptyValues: SmsLogin = { phone: '', code: '' };

/** Its own props and the DOM props of its root `<form>` (but `action` and `encType`, which FormFrame sets). */
export interface PhoneLoginFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'action' | 'encType'> {
  /** Logs in (POST /auth). Resolve on success; reject with `new FormSubmitError(msg, data?.fields)`. */
  onSubmit: (credentials: SmsLogin) => Promise<void>;
  /**
   * Texts a code (POST /user/phone/message). Called only with a mainland mobile and a captcha answer; reject
   * with an Error whose message is the server's msg (e.g. a wrong captcha). The captcha is refreshed after
   * every attempt, since the server accepts each one once.
   */
  onSendCode: (request: SmsCodeRequest) => Promise<void>;
  /** The current image captcha (GET /kaptcha); undefined while it loads. */
  captcha: Captcha | undefined;
  /** Asks for a new image captcha. */
  onRefreshCaptcha: () => void;
  /** The other account pages to link to. */
  hrefs: AccountHrefs;
  /** Renders the links, e.g. the router's link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Prefill, e.g. a remembered phone number. */
  defaultValues?: Partial<SmsLogin>;
  /** Accessible name of the form (a page with two forms needs distinct names). @default the form's title */
  label?: string;
  /** Class for the root `<form>`. */
  className?: string;
}

/**
 * Mobile and SMS code login (SPEC §5 Login): a mainland mobile on both sites, the code sent after a captcha.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Log in with a phone code' by `aria-label`: every field has a
 * visible label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit
 * a polite `role=status` line counts the errors, and the form is `aria-busy` while sending. The code field's
 * send button and countdown are described in VerificationCodeField; `label` overrides the form's name.
 *
 * **Data attributes:**
 * - form: `data-layout`: stack
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 */
export function PhoneLoginForm({
  onSubmit,
  onSendCode,
  captcha,
  onRefreshCaptcha,
  hrefs,
  linkComponent,
  defaultValues,
  label,
  className,
  ...rest
}: PhoneLoginFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useValidatedForm<SmsLogin>({
    spec: smsLoginForm,
    // SMS goes to mainland numbers only, so the site does not change the rules.
    siteLocale: 'cn',
    emptyValues,
    defaultValues,
    onSubmit: (values) => {
      setFailure(null);
      return onSubmit({ phone: values.phone.trim(), code: values.code.trim() });
    },
    onFailed: ({ message }) => setFailure(message || intl.formatMessage(messages.failed)),
  });
  const captchaAnswer = useCaptchaAnswer({ captcha, onRefreshCaptcha });

  const sendCode = async () => {
    const phone = form.values.phone.trim();
    // The phone is checked first, so that a wrong number does not use up the captcha answer.
    const issue = sendTargetIssue(intl, 'phone', smsLoginForm.phone, phone, 'cn');
    if (issue) throw new Error(issue);
    await captchaAnswer.send((answer) => onSendCode({ phone, ...answer }));
  };

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
      className={className}
      actions={
        <>
          <Button type="submit" width="full" loading={form.submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
          <LoginFormLinks hrefs={hrefs} current="phoneLogin" linkComponent={linkComponent} />
        </>
      }
    >
      {failure ? <LoginFormFeedback tone="critical">{failure}</LoginFormFeedback> : null}
      <TextField
        {...form.textProps('phone')}
        type="tel"
        inputMode="numeric"
        label={intl.formatMessage(messages.phone)}
        autoComplete="tel-national"
        className={formCellClasses.cell}
      />
      <VerificationCodeFieldCaptcha {...captchaAnswer.fieldProps} className={formCellClasses.cell} />
      <VerificationCodeField
        {...form.textProps('code')}
        onSend={sendCode}
        sendDisabled={form.submitting}
        className={formCellClasses.cell}
      />
    </FormFrame>
  );
}

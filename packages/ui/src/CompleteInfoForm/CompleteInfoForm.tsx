import { userCompletionForm, verifiedPhoneCompletionForm } from '@storefront/validation';
import { type ComponentPropsWithRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, formCellClasses, useValidatedForm } from '../internal/Field';
import { contactField, type FormFieldItem, FormFields } from '../internal/FormFields';
import { LoginFormFeedback } from '../LoginForm';
import type { SmsCodeRequest } from '../PhoneLoginForm';
import type { SelectOption } from '../Select';
import { TextField } from '../TextField';
import {
  type Captcha,
  sendTargetIssue,
  useCaptchaAnswer,
  VerificationCodeField,
  VerificationCodeFieldCaptcha,
} from '../VerificationCodeField';
import { completeInfoFormMessages as messages } from './CompleteInfoForm.messages';

/**
 * The first-login completion as sent (contract `UserCompletion`, body of POST /user/completion), trimmed.
 * `code` is absent when the phone is the account's verified number (`phoneVerified`).
 */
export interface UserCompletion {
  phone: string;
  code?: string;
  name: string;
  company: string;
  department: string;
  areaName: string;
}

const emptyValues: Required<UserCompletion> = {
  phone: '',
  code: '',
  name: '',
  company: '',
  department: '',
  areaName: '',
};

/** Its own props and the DOM props of its root `<form>` (but `action` and `encType`, which FormFrame sets). */
export interface CompleteInfoFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'action' | 'encType'> {
  /** Saves the completion (POST /user/completion). Resolve on success; reject with `FormSubmitError`. */
  onSubmit: (completion: UserCompletion) => Promise<void>;
  /** Texts a code to the phone being bound (POST /user/phone/message), after the image captcha. */
  onSendCode: (request: SmsCodeRequest) => Promise<void>;
  /** The current image captcha (GET /kaptcha); undefined while it loads. */
  captcha: Captcha | undefined;
  /** Asks for a new image captcha. */
  onRefreshCaptcha: () => void;
  /** Company names for the company field (GET /search/org/name); without it the company is plain text. */
  onSearchCompanies?: (text: string) => Promise<string[]>;
  /** Areas by name (the contract sends `areaName`); without them the area is a text field. */
  areas?: SelectOption[];
  /** Prefill from the user's info (name, company, department, areaName). */
  defaultValues?: Partial<UserCompletion>;
  /**
   * The prefilled phone is already verified (the account logged in by SMS code): it is shown read-only and
   * no second code is asked. @default false
   */
  phoneVerified?: boolean;
  /** Accessible name of the form (a page with two forms needs distinct names). @default the form's title */
  label?: string;
  /** Class for the root `<form>`. */
  className?: string;
}

/**
 * First-login completion (SPEC §3 User info): binds a mainland mobile verified by SMS code, with the profile.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Complete your information' by `aria-label`: every field has
 * a visible label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed
 * submit a polite `role=status` line counts the errors, and the form is `aria-busy` while sending. Nothing to
 * provide. `label` overrides the name.
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 */
export function CompleteInfoForm({
  onSubmit,
  onSendCode,
  captcha,
  onRefreshCaptcha,
  onSearchCompanies,
  areas,
  defaultValues,
  phoneVerified = false,
  label,
  className,
  ...rest
}: CompleteInfoFormProps) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<{ tone: 'critical' | 'success'; text: string } | null>(null);
  const form = useValidatedForm<Required<UserCompletion>>({
    spec: phoneVerified ? verifiedPhoneCompletionForm : userCompletionForm,
    // SMS goes to mainland numbers only, so the site does not change the rules.
    siteLocale: 'cn',
    emptyValues,
    defaultValues,
    onSubmit: (values) => {
      setOutcome(null);
      return onSubmit({
        phone: values.phone.trim(),
        ...(!phoneVerified && { code: values.code.trim() }),
        name: values.name.trim(),
        company: values.company.trim(),
        department: values.department.trim(),
        areaName: values.areaName.trim(),
      });
    },
    onSucceeded: () => setOutcome({ tone: 'success', text: intl.formatMessage(messages.succeeded) }),
    onFailed: ({ message }) =>
      setOutcome({ tone: 'critical', text: message || intl.formatMessage(messages.failed) }),
  });
  const captchaAnswer = useCaptchaAnswer({ captcha, onRefreshCaptcha });

  const sendCode = async () => {
    const phone = form.values.phone.trim();
    // The phone is checked first, so that a wrong number does not use up the captcha answer.
    const issue = sendTargetIssue(intl, 'phone', userCompletionForm.phone, phone, 'cn');
    if (issue) throw new Error(issue);
    await captchaAnswer.send((answer) => onSendCode({ phone, ...answer }));
  };

  const profileFields: FormFieldItem<'name' | 'company' | 'department' | 'areaName'>[] = [
    contactField('name', intl.formatMessage(messages.name)),
    onSearchCompanies
      ? {
          name: 'company',
          label: intl.formatMessage(messages.company),
          control: 'company',
          onSearch: onSearchCompanies,
        }
      : contactField('company', intl.formatMessage(messages.company)),
    contactField('department', intl.formatMessage(messages.department)),
    areas && areas.length > 0
      ? {
          name: 'areaName',
          label: intl.formatMessage(messages.area),
          placeholder: intl.formatMessage(messages.areaPlaceholder),
          options: areas,
          control: 'select',
        }
      : {
          name: 'areaName',
          label: intl.formatMessage(messages.area),
          autoComplete: 'address-level1',
          control: 'text',
        },
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
      intro={intl.formatMessage(phoneVerified ? messages.introVerified : messages.intro)}
      className={className}
      actions={
        <Button type="submit" loading={form.submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      }
    >
      {outcome ? <LoginFormFeedback tone={outcome.tone}>{outcome.text}</LoginFormFeedback> : null}
      <TextField
        {...form.textProps('phone')}
        type="tel"
        inputMode="numeric"
        label={intl.formatMessage(messages.phone)}
        autoComplete="tel-national"
        readOnly={phoneVerified}
        description={phoneVerified ? intl.formatMessage(messages.phoneVerified) : undefined}
        className={formCellClasses.wide}
      />
      {phoneVerified ? null : (
        <>
          <VerificationCodeFieldCaptcha {...captchaAnswer.fieldProps} className={formCellClasses.wide} />
          <VerificationCodeField
            {...form.textProps('code')}
            onSend={sendCode}
            sendDisabled={form.submitting}
            className={formCellClasses.wide}
          />
        </>
      )}
      <FormFields form={form} fields={profileFields} />
    </FormFrame>
  );
}

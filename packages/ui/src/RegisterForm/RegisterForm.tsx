import { registrationForm, type SiteLocale } from '@storefront/validation';
import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormFrame, formCellClasses, useValidatedForm } from '../internal/Field';
import {
  contactField,
  emailWithCodeFields,
  type FormFieldItem,
  FormFields,
  newPasswordFields,
} from '../internal/FormFields';
import type { LinkComponent } from '../internal/linkComponent';
import { Link } from '../Link';
import { type AccountHrefs, LoginFormFeedback, LoginFormLinks } from '../LoginForm';
import type { SelectOption } from '../Select';
import { sendTargetIssue } from '../VerificationCodeField';
import { registerFormMessages as messages } from './RegisterForm.messages';

/**
 * A registration as sent (contract `Registration`, body of POST /user): text trimmed, passwords as typed,
 * `areaId` and `industryId` as the integers the contract wants.
 */
export interface Registration {
  email: string;
  name: string;
  phone: string;
  unit: string;
  department: string;
  password: string;
  confirmPassword: string;
  code: string;
  areaId: number;
  industryId: number;
  privacyAgreement: true;
  marketingConsent: boolean;
}

/** What the fields hold: the selects' ids are strings until sent. */
export interface RegistrationValues {
  email: string;
  name: string;
  phone: string;
  unit: string;
  department: string;
  password: string;
  confirmPassword: string;
  code: string;
  areaId: string;
  industryId: string;
  privacyAgreement: boolean;
  marketingConsent: boolean;
}

const emptyValues: RegistrationValues = {
  email: '',
  name: '',
  phone: '',
  unit: '',
  department: '',
  password: '',
  confirmPassword: '',
  code: '',
  areaId: '',
  industryId: '',
  privacyAgreement: false,
  marketingConsent: false,
};

/** Its own props and the DOM props of its root `<form>` (but `action` and `encType`, which FormFrame sets). */
export interface RegisterFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'action' | 'encType'> {
  /**
   * Creates the account (POST /user). Resolve on success; reject with `new FormSubmitError(msg, data?.fields)`
   * — the message is shown in the form, field messages on their fields.
   */
  onSubmit: (registration: Registration) => Promise<void>;
  /**
   * E-mails a code for the scene `register` (POST /code/send). Resolve when sent; reject with an Error whose
   * message is the server's msg. Called only with a valid e-mail; then the button waits 60 s.
   */
  onSendCode: (email: string) => Promise<void>;
  /** Company names for the unit field (GET /search/org/name); without it the unit is plain text. */
  onSearchUnits?: (text: string) => Promise<string[]>;
  /** Provinces and countries (GET /distributor/area): value is the area id. */
  areas: SelectOption[];
  /** Industries (GET /global_cfg/industry/values): value is the industry id. */
  industries: SelectOption[];
  /** Where the privacy policy lives. */
  privacyHref: string;
  /** Where the terms and conditions live. */
  termsHref: string;
  /** The other account pages to link to. */
  hrefs: AccountHrefs;
  /** Renders the links, e.g. the router's link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Prefill, e.g. an e-mail carried over from the login page. */
  defaultValues?: Partial<RegistrationValues>;
  /** Which site's rules apply; the English site drops the mainland mobile rule. @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Accessible name of the form (a page with two forms needs distinct names). @default the form's title */
  label?: string;
  /** Class for the root `<form>`. */
  className?: string;
}

// Widened: react-intl's message-type inference does not follow rich-text tags, so the typed overload refuses them.
const agreementLabel: MessageDescriptor = messages.privacyAgreement;

const toRegistration = (values: RegistrationValues): Registration => ({
  email: values.email.trim(),
  name: values.name.trim(),
  phone: values.phone.trim(),
  unit: values.unit.trim(),
  department: values.department.trim(),
  password: values.password,
  confirmPassword: values.confirmPassword,
  code: values.code.trim(),
  areaId: Number(values.areaId),
  industryId: Number(values.industryId),
  privacyAgreement: true,
  marketingConsent: values.marketingConsent,
});

/**
 * Registration (SPEC §3, §5): every field required, the e-mail as username verified by an e-mailed code,
 * 6+ character passwords mixing letters and digits, 'passwords inconsistent', the privacy and terms agreement;
 * the marketing consent is optional.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Create an account' by `aria-label`: every field has a
 * visible label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit
 * a polite `role=status` line counts the errors, and the form is `aria-busy` while sending. The code field and
 * company combobox are described in VerificationCodeField and CompanyAutocomplete; `label` overrides the form's
 * name.
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 */
export function RegisterForm({
  onSubmit,
  onSendCode,
  onSearchUnits,
  areas,
  industries,
  privacyHref,
  termsHref,
  hrefs,
  linkComponent,
  defaultValues,
  siteLocale,
  label,
  className,
  ...rest
}: RegisterFormProps) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<{ tone: 'critical' | 'success'; text: string } | null>(null);
  const form = useValidatedForm<RegistrationValues>({
    spec: registrationForm,
    siteLocale,
    emptyValues,
    defaultValues,
    onSubmit: (values) => {
      setOutcome(null);
      return onSubmit(toRegistration(values));
    },
    onSucceeded: () => setOutcome({ tone: 'success', text: intl.formatMessage(messages.succeeded) }),
    onFailed: ({ message }) =>
      setOutcome({ tone: 'critical', text: message || intl.formatMessage(messages.failed) }),
  });

  const sendCode = async () => {
    const email = form.values.email.trim();
    const issue = sendTargetIssue(intl, 'email', registrationForm.email, email, form.siteLocale);
    if (issue) throw new Error(issue);
    await onSendCode(email);
  };

  // A LinkComponent takes exactly an anchor's props, so it is typed as 'a' for Link's polymorphic props.
  const linkTo = (href: string) => (chunks: ReactNode) => (
    <Link as={(linkComponent ?? 'a') as 'a'} href={href}>
      {chunks}
    </Link>
  );

  const fields: FormFieldItem<keyof RegistrationValues>[] = [
    ...emailWithCodeFields(intl, intl.formatMessage(messages.email), {
      onSend: sendCode,
      sendDisabled: form.submitting,
    }),
    contactField('name', intl.formatMessage(messages.name)),
    contactField('phone', intl.formatMessage(messages.phone)),
    onSearchUnits
      ? {
          name: 'unit',
          label: intl.formatMessage(messages.unit),
          control: 'company',
          onSearch: onSearchUnits,
        }
      : {
          name: 'unit',
          label: intl.formatMessage(messages.unit),
          autoComplete: 'organization',
          control: 'text',
        },
    contactField('department', intl.formatMessage(messages.department)),
    ...newPasswordFields({
      password: intl.formatMessage(messages.password),
      hint: intl.formatMessage(messages.passwordHint),
      confirm: intl.formatMessage(messages.confirmPassword),
    }),
    {
      name: 'areaId',
      label: intl.formatMessage(messages.area),
      placeholder: intl.formatMessage(messages.areaPlaceholder),
      options: areas,
      control: 'select',
    },
    {
      name: 'industryId',
      label: intl.formatMessage(messages.industry),
      placeholder: intl.formatMessage(messages.industryPlaceholder),
      options: industries,
      control: 'select',
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
      className={className}
      actions={
        <>
          <Button type="submit" loading={form.submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
          <LoginFormLinks hrefs={hrefs} current="register" linkComponent={linkComponent} />
        </>
      }
    >
      {outcome ? <LoginFormFeedback tone={outcome.tone}>{outcome.text}</LoginFormFeedback> : null}
      <FormFields form={form} fields={fields} />
      <Checkbox
        {...form.checkboxProps('privacyAgreement')}
        required
        label={intl.formatMessage(agreementLabel, { privacy: linkTo(privacyHref), terms: linkTo(termsHref) })}
        className={formCellClasses.check}
      />
      <Checkbox
        {...form.checkboxProps('marketingConsent')}
        label={intl.formatMessage(messages.marketingConsent)}
        className={formCellClasses.check}
      />
    </FormFrame>
  );
}

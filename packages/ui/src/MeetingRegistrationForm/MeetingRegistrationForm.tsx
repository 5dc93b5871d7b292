import { meetingRegistrationForm, type SiteLocale } from '@storefront/validation';
import { type HTMLAttributes, type Ref, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, type ServerFormProps, useValidatedForm } from '../internal/Field';
import { FormConfirmation, formConfirmationText } from '../internal/FormConfirmation';
import { contactField, type FormFieldItem, FormFields } from '../internal/FormFields';
import { useToast } from '../Toast';
import { meetingRegistrationFormMessages as messages } from './MeetingRegistrationForm.messages';

/** A registration of interest as sent (body of POST /meeting/{id}/registration), values trimmed. */
export interface MeetingRegistration {
  name: string;
  company: string;
  email: string;
  phone: string;
  /** What to discuss; left out when empty. */
  content?: string;
}

type MeetingRegistrationValues = Record<keyof typeof meetingRegistrationForm, string>;

const emptyValues: MeetingRegistrationValues = { name: '', company: '', email: '', phone: '', content: '' };

export interface MeetingRegistrationFormProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'>,
    ServerFormProps {
  /** The meeting's name, in the intro and the confirmation. */
  meetingName: string;
  /**
   * Sends the registration (the app calls POST /meeting/{id}/registration). Resolve on success; reject with an
   * Error whose `message` is the server's msg (a toast) and, for E0002, `fields` = `{ field: message }`:
   * `throw new FormSubmitError(msg, data.fields)`.
   * Without it the form posts itself through `formComponent` to `action` (the route's action, which answers
   * with `posted` or `sent`), with JavaScript as without.
   */
  onSubmit?: ((registration: MeetingRegistration) => Promise<void>) | undefined;
  /** Prefill of the contact fields, e.g. a logged-in user's profile. */
  defaultValues?: Partial<MeetingRegistration>;
  /** Which site's rules apply; the English site drops the mainland mobile rule. @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Class for the root element. */
  className?: string;
  /** The root element: the form, or the confirmation shown instead of it. */
  ref?: Ref<HTMLElement>;
}

const trimmed = (values: MeetingRegistrationValues): MeetingRegistration => ({
  name: values.name.trim(),
  company: values.company.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  ...(values.content.trim() && { content: values.content.trim() }),
});

/**
 * The meeting page's "register your interest" form (issue 13): name, company, e-mail and phone (the rules of
 * `meetingRegistrationForm`), an optional topic. Once the server stored it, a confirmation naming the meeting
 * and the address replaces the form (and takes the focus); a refusal shows in a toast and on the fields.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Register your interest' by `aria-label`: every field has a
 * visible label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit
 * a polite `role=status` line counts the errors, and the form is `aria-busy` while sending. The confirmation
 * that replaces it (`role=status`) takes the focus; a refusal shows in a toast, so it needs a `ToastProvider`
 * above it.
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 * - confirmation: `data-state`: sent
 */
export function MeetingRegistrationForm({
  meetingName,
  onSubmit,
  defaultValues,
  siteLocale,
  className,
  action,
  formComponent,
  posted,
  sent = false,
  ref,
  ...rest
}: MeetingRegistrationFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useValidatedForm<MeetingRegistrationValues>({
    spec: meetingRegistrationForm,
    siteLocale,
    emptyValues,
    defaultValues,
    posted,
    sent,
    onSubmit: onSubmit && ((values) => onSubmit(trimmed(values))),
    onSucceeded: (values) => setSentTo(values.email.trim()),
    onFailed: (failure) => {
      toast.show({
        title: intl.formatMessage(messages.failed),
        description: failure.message || undefined,
        tone: 'critical',
      });
    },
  });

  if (sentTo !== null) {
    return (
      <FormConfirmation
        {...rest}
        ref={ref}
        title={intl.formatMessage(messages.succeededTitle)}
        className={className}
      >
        <p className={formConfirmationText}>
          {intl.formatMessage(messages.succeededDescription, { email: sentTo, meeting: meetingName })}
        </p>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          {intl.formatMessage(messages.registerAnother)}
        </Button>
      </FormConfirmation>
    );
  }

  // Sent by a page without JavaScript: the page the server returned to does not know the address any more.
  // A post of this form's own ('succeeded') named it above, and 'Register another' brings the form back.
  if (sent && form.status !== 'succeeded') {
    return (
      <FormConfirmation
        {...rest}
        ref={ref}
        title={intl.formatMessage(messages.succeededTitle)}
        className={className}
      />
    );
  }

  const text = (name: keyof MeetingRegistrationValues) => intl.formatMessage(messages[name]);
  const fields: FormFieldItem<keyof MeetingRegistrationValues>[] = [
    contactField('name', text('name')),
    contactField('company', text('company')),
    contactField('email', text('email')),
    contactField('phone', text('phone')),
    { name: 'content', label: text('content'), control: 'textarea' },
  ];

  return (
    <FormFrame
      {...rest}
      ref={ref}
      action={action}
      formComponent={formComponent}
      serverMessage={posted?.message}
      label={intl.formatMessage(messages.formLabel)}
      intro={intl.formatMessage(messages.intro, { meeting: meetingName })}
      formRef={form.formRef}
      onSubmit={form.handleSubmit}
      errorCount={form.shownErrors.length}
      submitAttempted={form.submitAttempted}
      busy={form.submitting}
      className={className}
      actions={
        <Button type="submit" loading={form.submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      }
    >
      <FormFields form={form} fields={fields} />
    </FormFrame>
  );
}

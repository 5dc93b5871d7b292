import { leaveMessageForm, type SiteLocale } from '@storefront/validation';
import { type HTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormFrame, formCellClasses, type ServerFormProps, useValidatedForm } from '../internal/Field';
import { FormConfirmation, formConfirmationText } from '../internal/FormConfirmation';
import { type BasicFormFieldItem, BasicFormFields, contactField } from '../internal/FormFields';
import type { LinkComponent } from '../internal/linkComponent';
import { Link } from '../Link';
import type { SelectOption } from '../Select';
import { useToast } from '../Toast';
import { leaveMessageFormMessages as messages } from './LeaveMessageForm.messages';

/** The online message as sent (SPEC §3 Leave-message; body of POST /leave_word), values trimmed. */
export interface LeaveMessage {
  name: string;
  company: string;
  department: string;
  /** Province name (the option's value when `provinces` are given). */
  address: string;
  phone: string;
  email: string;
  content: string;
}

type LeaveMessageFormValues = LeaveMessage & { privacy: boolean };

const emptyValues: LeaveMessageFormValues = {
  name: '',
  company: '',
  department: '',
  address: '',
  phone: '',
  email: '',
  content: '',
  privacy: false,
};

export interface LeaveMessageFormProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'>,
    ServerFormProps {
  /**
   * Sends the message (the app calls POST /leave_word). Resolve on success; reject with an Error whose
   * `message` is the server's msg (shown in a toast) and, for E0002, `fields` = `{ field: message }`
   * (shown on the fields) — e.g. `throw new FormSubmitError(msg, data.fields)`.
   * Without it the form posts itself through `formComponent` to `action` (the route's action, which answers
   * with `posted` or `sent`), with JavaScript as without.
   */
  onSubmit?: ((message: LeaveMessage) => Promise<void>) | undefined;
  /** After a message was sent (the analytics event). */
  onSent?: (message: LeaveMessage) => void;
  /** Provinces for the address list; without them the address is a text field. */
  provinces?: SelectOption[];
  /** Where the privacy policy lives (the consent label links to it). */
  privacyHref: string;
  /** Renders the privacy link, e.g. the router's link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Prefill, e.g. a logged-in user's name, company and e-mail. */
  defaultValues?: Partial<LeaveMessage>;
  /** Which site's rules apply; the English site drops the mainland mobile rule. @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Accessible name of the form (pages with two forms need distinct names). @default the form's title */
  label?: string;
  /** Class for the root `<form>`. */
  className?: string;
  /** The root element: the form, or the confirmation shown instead of it. */
  ref?: Ref<HTMLElement>;
}

// Widened: react-intl's message-type inference does not follow rich-text tags, so the typed overload refuses `link`.
const privacyLabel: MessageDescriptor = messages.privacy;

const trimmed = (values: LeaveMessageFormValues): LeaveMessage => ({
  name: values.name.trim(),
  company: values.company.trim(),
  department: values.department.trim(),
  address: values.address.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  content: values.content.trim(),
});

/**
 * The footer's online-message form (SPEC §3, §5): every field required, the mainland mobile rule on the
 * Chinese site, the privacy consent; on success the 'Message Succeeded' box opens and the form empties.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Online message' by `aria-label`: every field has a visible
 * label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit a polite
 * `role=status` line counts the errors, and the form is `aria-busy` while sending. `label` overrides the name;
 * the success box is a ConfirmDialog. Needs a `ToastProvider` above it for a refusal.
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 */
export function LeaveMessageForm({
  onSubmit,
  onSent,
  provinces,
  privacyHref,
  linkComponent,
  defaultValues,
  siteLocale,
  label,
  className,
  action,
  formComponent,
  posted,
  sent = false,
  ref,
  ...rest
}: LeaveMessageFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const [succeededOpen, setSucceededOpen] = useState(false);
  const form = useValidatedForm<LeaveMessageFormValues>({
    spec: leaveMessageForm,
    siteLocale,
    emptyValues,
    defaultValues,
    posted,
    sent,
    onSubmit: onSubmit && ((values) => onSubmit(trimmed(values))),
    onSucceeded: (values) => {
      setSucceededOpen(true);
      onSent?.(trimmed(values));
    },
    onFailed: (failure) => {
      toast.show({ title: failure.message || intl.formatMessage(messages.failed), tone: 'critical' });
    },
  });

  // A LinkComponent takes exactly an anchor's props, so it is typed as 'a' for Link's polymorphic props.
  const privacyLink = (chunks: ReactNode) => (
    <Link as={(linkComponent ?? 'a') as 'a'} href={privacyHref}>
      {chunks}
    </Link>
  );

  // Sent without JavaScript: the page it came back to says so where the form was (no dialog to open).
  // A post of this form's own (its status is no longer idle) opens the dialog instead.
  if (sent && form.status === 'idle') {
    return (
      <FormConfirmation
        {...rest}
        ref={ref}
        title={intl.formatMessage(messages.succeededTitle)}
        className={className}
      >
        <p className={formConfirmationText}>{intl.formatMessage(messages.succeededDescription)}</p>
      </FormConfirmation>
    );
  }

  const fields: BasicFormFieldItem<keyof LeaveMessage>[] = [
    contactField('name', intl.formatMessage(messages.name)),
    contactField('company', intl.formatMessage(messages.company)),
    contactField('department', intl.formatMessage(messages.department)),
    provinces && provinces.length > 0
      ? {
          name: 'address',
          label: intl.formatMessage(messages.province),
          control: 'select',
          placeholder: intl.formatMessage(messages.provincePlaceholder),
          options: provinces,
        }
      : {
          name: 'address',
          label: intl.formatMessage(messages.address),
          control: 'text',
          autoComplete: 'address-level1',
        },
    contactField('phone', intl.formatMessage(messages.phone)),
    contactField('email', intl.formatMessage(messages.email)),
    { name: 'content', label: intl.formatMessage(messages.content), control: 'textarea' },
  ];
  return (
    <>
      <FormFrame
        {...rest}
        ref={ref}
        action={action}
        formComponent={formComponent}
        serverMessage={posted?.message}
        label={label ?? intl.formatMessage(messages.formLabel)}
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
        <BasicFormFields form={form} fields={fields} />
        <Checkbox
          {...form.checkboxProps('privacy')}
          label={intl.formatMessage(privacyLabel, { link: privacyLink })}
          className={formCellClasses.check}
        />
      </FormFrame>
      <ConfirmDialog
        kind="acknowledge"
        open={succeededOpen}
        onOpenChange={setSucceededOpen}
        title={intl.formatMessage(messages.succeededTitle)}
        description={intl.formatMessage(messages.succeededDescription)}
      />
    </>
  );
}

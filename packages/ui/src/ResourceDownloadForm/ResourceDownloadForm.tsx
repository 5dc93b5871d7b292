import { resourceDownloadForm, type SiteLocale } from '@storefront/validation';
import { type HTMLAttributes, type Ref, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, type ServerFormProps, useValidatedForm } from '../internal/Field';
import { FormConfirmation, formConfirmationText } from '../internal/FormConfirmation';
import { contactField, type FormFieldItem, FormFields } from '../internal/FormFields';
import type { LinkComponent } from '../internal/linkComponent';
import { Link } from '../Link';
import { useToast } from '../Toast';
import { resourceDownloadFormMessages as messages } from './ResourceDownloadForm.messages';

/** The resource download form as sent (body of POST /resource without the resource id), values trimmed. */
export type ResourceDownloadDetails = Record<keyof typeof resourceDownloadForm, string>;

const emptyValues: ResourceDownloadDetails = {
  name: '',
  email: '',
  phone: '',
  province: '',
  unit: '',
  department: '',
};

export interface ResourceDownloadFormProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'>,
    ServerFormProps {
  /** The resource's title, in the intro. */
  resourceTitle: string;
  /**
   * Sends the form and starts the download (the app calls POST /resource). Resolve on success; reject with an
   * Error whose `message` is the server's msg (a toast) and, for E0002, `fields` = `{ field: message }`:
   * `throw new FormSubmitError(msg, data.fields)`.
   * Without it the form posts itself through `formComponent` to `action` (the route's action, which answers
   * with `posted` or `sent`); the app starts the download in `onSent`.
   */
  onSubmit?: ((details: ResourceDownloadDetails) => Promise<void>) | undefined;
  /** After the form was sent (by `onSubmit` or by its own post), with the details sent. */
  onSent?: (details: ResourceDownloadDetails) => void;
  /** Where registering with the details given leads (SPEC §6); called once the form was stored. */
  getRegisterHref: (details: ResourceDownloadDetails) => string;
  /**
   * The file's address once the form was sent without JavaScript (`sent`): the confirmation links to it,
   * as no script starts the download.
   */
  fileHref?: string;
  /** Which site's rules apply; the English site drops the mainland mobile rule. @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Component for the registration link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element. */
  className?: string;
  /** The root element: the form, or the confirmation shown instead of it. */
  ref?: Ref<HTMLElement>;
}

const trimmed = (values: ResourceDownloadDetails): ResourceDownloadDetails =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim()]),
  ) as ResourceDownloadDetails;

/**
 * The visitor's resource download form (SPEC §3, §6): name, e-mail, phone, province, unit and department by
 * the rules of `resourceDownloadForm`. Once the server stored it and the download started, a confirmation
 * offers registration with the same details (and takes the focus); a refusal shows in a toast and on the fields.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Download form' by `aria-label`: every field has a visible
 * label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit a polite
 * `role=status` line counts the errors, and the form is `aria-busy` while sending. The confirmation that
 * replaces it (`role=status`) takes the focus; a refusal shows in a toast (needs a `ToastProvider` above it).
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 * - confirmation: `data-state`: sent
 */
export function ResourceDownloadForm({
  resourceTitle,
  onSubmit,
  onSent,
  getRegisterHref,
  siteLocale,
  linkComponent,
  className,
  fileHref,
  action,
  formComponent,
  posted,
  sent: sentByServer = false,
  ref,
  ...rest
}: ResourceDownloadFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const [sent, setSent] = useState<ResourceDownloadDetails | null>(null);
  const form = useValidatedForm<ResourceDownloadDetails>({
    spec: resourceDownloadForm,
    siteLocale,
    emptyValues,
    posted,
    sent: sentByServer,
    onSubmit: onSubmit && ((values) => onSubmit(trimmed(values))),
    onSucceeded: (values) => {
      setSent(trimmed(values));
      onSent?.(trimmed(values));
    },
    onFailed: (failure) => {
      toast.show({
        title: intl.formatMessage(messages.failed),
        description: failure.message || undefined,
        tone: 'critical',
      });
    },
  });

  if (sent !== null || sentByServer) {
    return (
      <FormConfirmation
        {...rest}
        ref={ref}
        title={intl.formatMessage(sent === null ? messages.readyTitle : messages.succeededTitle)}
        className={className}
      >
        {sent === null && fileHref ? (
          <p className={formConfirmationText}>
            {/* A plain link: the file is no page of the app's router. */}
            <Link href={fileHref} variant="standalone">
              {intl.formatMessage(messages.fileLink, { title: resourceTitle })}
            </Link>
          </p>
        ) : null}
        <p className={formConfirmationText}>{intl.formatMessage(messages.registerOffer)}</p>
        {/* Without JavaScript the details are the server's: the registration opens empty. */}
        <Link
          as={(linkComponent ?? 'a') as 'a'}
          href={getRegisterHref(sent ?? emptyValues)}
          variant="standalone"
        >
          {intl.formatMessage(messages.register)}
        </Link>
      </FormConfirmation>
    );
  }

  const text = (name: keyof ResourceDownloadDetails) => intl.formatMessage(messages[name]);
  const fields: FormFieldItem<keyof ResourceDownloadDetails>[] = [
    contactField('name', text('name')),
    contactField('email', text('email')),
    contactField('phone', text('phone')),
    { name: 'province', label: text('province'), control: 'text', autoComplete: 'address-level1' },
    { name: 'unit', label: text('unit'), control: 'text', autoComplete: 'organization' },
    contactField('department', text('department')),
  ];

  return (
    <FormFrame
      {...rest}
      ref={ref}
      action={action}
      formComponent={formComponent}
      serverMessage={posted?.message}
      label={intl.formatMessage(messages.formLabel)}
      intro={intl.formatMessage(messages.intro, { title: resourceTitle })}
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

import { resourceDownloadForm, type SiteLocale } from '@storefront/validation';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, type ServerFormProps, useValidatedForm } from '../internal/Field';
import { FormConfirmation, formConfirmationText } from '../internal/FormConfirmation';
import { type FormFieldItem, FormFields } from '../internal/FormFields';
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

export interface ResourceDownloadFormProps extends ServerFormProps {
  /** The resource's title, in the intro. */
  resourceTitle: string;
  /**
   * Sends the form and starts the download (the app calls POST /resource). Resolve on success; reject with an
   * Error whose `message` is the server's msg (a toast) and, for E0002, `fields` = `{ field: message }`:
   * `throw new FormSubmitError(msg, data.fields)`.
   */
  onSubmit: (details: ResourceDownloadDetails) => Promise<void>;
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
}

const trimmed = (values: ResourceDownloadDetails): ResourceDownloadDetails =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim()]),
  ) as ResourceDownloadDetails;

/**
 * The visitor's resource download form (SPEC §3, §6): name, e-mail, phone, province, unit and department by
 * the rules of `resourceDownloadForm`. Once the server stored it and the download started, a confirmation
 * offers registration with the same details (and takes the focus); a refusal shows in a toast and on the fields.
 */
export function ResourceDownloadForm({
  resourceTitle,
  onSubmit,
  getRegisterHref,
  siteLocale,
  linkComponent,
  className,
  fileHref,
  action,
  formComponent,
  posted,
  sent: sentByServer = false,
}: ResourceDownloadFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const [sent, setSent] = useState<ResourceDownloadDetails | null>(null);
  const form = useValidatedForm<ResourceDownloadDetails>({
    spec: resourceDownloadForm,
    siteLocale,
    emptyValues,
    posted,
    onSubmit: (values) => onSubmit(trimmed(values)),
    onSucceeded: (values) => setSent(trimmed(values)),
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
    { name: 'name', label: text('name'), control: 'text', autoComplete: 'name' },
    { name: 'email', label: text('email'), control: 'text', type: 'email', autoComplete: 'email' },
    { name: 'phone', label: text('phone'), control: 'text', type: 'tel', autoComplete: 'tel' },
    { name: 'province', label: text('province'), control: 'text', autoComplete: 'address-level1' },
    { name: 'unit', label: text('unit'), control: 'text', autoComplete: 'organization' },
    { name: 'department', label: text('department'), control: 'text' },
  ];

  return (
    <FormFrame
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

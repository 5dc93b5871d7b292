import { coaForm, type SiteLocale } from '@storefront/validation';
import { type HTMLAttributes, type Ref, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, type ServerFormProps, useValidatedForm } from '../internal/Field';
import { FormConfirmation, formConfirmationText } from '../internal/FormConfirmation';
import { contactField, type FormFieldItem, FormFields } from '../internal/FormFields';
import type { SelectOption } from '../Select';
import { useToast } from '../Toast';
import { coaRequestFormMessages as messages } from './CoaRequestForm.messages';
import classes from './CoaRequestForm.module.css';

/** The form as sent (body of POST /coa), values trimmed, area and industry as the integers the API wants. */
export interface CoaRequest {
  name: string;
  catalogNumbers: string;
  lotNumber: string;
  dept: string;
  areaId: number;
  industryId: number;
  email?: string;
  phone?: string;
  idea?: string;
}

/** What the server found (POST /coa's answer). */
export interface CoaRequestResult {
  documents: { catalogNumber: string; lotNumber: string; url: string }[];
  notFound: { catalogNumber: string; message: string }[];
  emailed: boolean;
  /** The request's reference, when the server keeps requests. */
  reference?: string;
}

export type CoaValues = Omit<Record<keyof typeof coaForm, string>, 'contactConsent'> & {
  contactConsent: boolean;
};

const emptyValues: CoaValues = {
  name: '',
  catalogNumbers: '',
  lotNumber: '',
  dept: '',
  areaId: '',
  industryId: '',
  email: '',
  phone: '',
  idea: '',
  contactConsent: false,
};

export interface CoaRequestFormProps extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'>, ServerFormProps {
  /** The provinces (`areaId`) of the area select. */
  areas: SelectOption[];
  /** The industries (`industryId`) of the industry select. */
  industries: SelectOption[];
  /**
   * Sends the form (POST /coa); reject with `FormSubmitError(msg, data.fields)` when refused.
   * Without it the form posts itself through `formComponent` to `action` (the route's action), whose answer
   * to a post it took comes back as `sent` with the documents found in `posted.result`.
   */
  onSubmit?: ((request: CoaRequest) => Promise<CoaRequestResult>) | undefined;
  /** Prefill, e.g. a logged-in user's profile. */
  defaultValues?: Partial<Omit<CoaValues, 'contactConsent'>>;
  /** The site's validation rules ('cn' or 'en'). @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Class for the root element. */
  className?: string;
  /** The root element: the form, or the confirmation shown instead of it. */
  ref?: Ref<HTMLElement>;
}

const optional = (value: string) => value.trim() || undefined;

/** The body of POST /coa from the form's values (the app's action builds it from a post without JavaScript). */
export function coaRequestOf(values: CoaValues): CoaRequest {
  const email = optional(values.email);
  const phone = optional(values.phone);
  const idea = optional(values.idea);
  return {
    name: values.name.trim(),
    catalogNumbers: values.catalogNumbers.replace(/\s+/g, ''),
    lotNumber: values.lotNumber.trim(),
    dept: values.dept.trim(),
    areaId: Number(values.areaId),
    industryId: Number(values.industryId),
    ...(email && { email }),
    ...(phone && { phone }),
    ...(idea && { idea }),
  };
}

/**
 * The COA form (SPEC §3, §5: `coaForm`). Once sent, a download link per certificate found and a
 * message per catalog number without one replace the form (and take the focus).
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Request a certificate of analysis' by `aria-label`: every
 * field has a visible label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a
 * failed submit a polite `role=status` line counts the errors, and the form is `aria-busy` while sending.
 * The outcome panel that replaces it (`role=status`, `data-state="sent"`) takes the focus; a refusal shows in a
 * toast, so it needs a `ToastProvider` above it.
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 * - outcome panel: `data-state`: sent
 */
export function CoaRequestForm({
  areas,
  industries,
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
}: CoaRequestFormProps) {
  const intl = useIntl();
  const toast = useToast();
  // Sent without JavaScript, the page comes back with the server's answer in place of the form.
  const [result, setResult] = useState<{ answer: CoaRequestResult; email: string } | null>(() =>
    posted?.result
      ? { answer: posted.result as CoaRequestResult, email: String(posted.values.email ?? '') }
      : null,
  );
  const form = useValidatedForm<CoaValues>({
    spec: coaForm,
    siteLocale,
    emptyValues,
    defaultValues,
    posted: posted?.result ? undefined : posted,
    sent,
    onSubmit:
      onSubmit &&
      (async (values) => {
        const answer = await onSubmit(coaRequestOf(values));
        setResult({ answer, email: values.email.trim() });
      }),
    // The route's answer to the form's own post: the documents it found.
    onSucceeded: (values) => {
      if (!onSubmit && posted?.result)
        setResult({ answer: posted.result as CoaRequestResult, email: values.email.trim() });
    },
    onFailed: (failure) => {
      toast.show({
        title: intl.formatMessage(messages.failed),
        description: failure.message || undefined,
        tone: 'critical',
      });
    },
  });

  if (result) {
    const { answer, email } = result;
    return (
      <FormConfirmation
        {...rest}
        ref={ref}
        title={intl.formatMessage(messages.resultTitle)}
        className={className}
      >
        {answer.documents.length > 0 ? (
          <ul className={classes.List}>
            {answer.documents.map((d) => (
              <li key={`${d.catalogNumber}|${d.lotNumber}`}>
                <a href={d.url} download>
                  {intl.formatMessage(messages.document, {
                    catalogNumber: d.catalogNumber,
                    lot: d.lotNumber,
                  })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {answer.emailed ? (
          <p className={formConfirmationText}>{intl.formatMessage(messages.emailed, { email })}</p>
        ) : null}
        {answer.reference ? (
          <p className={formConfirmationText}>
            {intl.formatMessage(messages.reference, { reference: answer.reference })}
          </p>
        ) : null}
        {answer.notFound.length > 0 ? (
          <>
            <h4 className={classes.Subtitle}>{intl.formatMessage(messages.notFoundTitle)}</h4>
            <ul className={classes.List}>
              {answer.notFound.map((n) => (
                <li key={n.catalogNumber}>{n.message}</li>
              ))}
            </ul>
          </>
        ) : null}
        <Button variant="secondary" onClick={() => setResult(null)}>
          {intl.formatMessage(messages.again)}
        </Button>
      </FormConfirmation>
    );
  }

  const text = (name: keyof typeof messages) =>
    intl.formatMessage(messages[name] as (typeof messages)['name']);
  const fields: FormFieldItem<keyof CoaValues>[] = [
    contactField('name', text('name')),
    { name: 'dept', label: text('dept'), control: 'text', autoComplete: 'organization' },
    {
      name: 'catalogNumbers',
      label: text('catalogNumbers'),
      description: text('catalogNumbersHint'),
      control: 'text',
    },
    { name: 'lotNumber', label: text('lotNumber'), description: text('lotNumberHint'), control: 'text' },
    {
      name: 'areaId',
      label: text('areaId'),
      control: 'select',
      options: areas,
      placeholder: text('areaPlaceholder'),
    },
    {
      name: 'industryId',
      label: text('industryId'),
      control: 'select',
      options: industries,
      placeholder: text('industryPlaceholder'),
    },
    contactField('email', text('email')),
    contactField('phone', text('phone')),
    { name: 'idea', label: text('idea'), control: 'textarea' },
  ];

  return (
    <FormFrame
      {...rest}
      ref={ref}
      action={action}
      formComponent={formComponent}
      serverMessage={posted?.message}
      label={intl.formatMessage(messages.formLabel)}
      intro={intl.formatMessage(messages.intro)}
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

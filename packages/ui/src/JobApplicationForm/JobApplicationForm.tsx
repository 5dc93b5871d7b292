import {
  CV_MAX_BYTES,
  documentExtensions,
  fieldIssueMessage,
  jobApplicationForm,
  type SiteLocale,
} from '@storefront/validation';
import { type HTMLAttributes, type Ref, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, FormSubmitError, type ServerFormProps, useValidatedForm } from '../internal/Field';
import { FormConfirmation } from '../internal/FormConfirmation';
import { contactField, type FormFieldItem, FormFields } from '../internal/FormFields';
import type { SelectOption } from '../Select';
import { useToast } from '../Toast';
import { jobApplicationFormMessages as messages } from './JobApplicationForm.messages';

/** An application as sent (contract `JobApplication`, a multipart body), values trimmed. */
export interface JobApplication {
  name: string;
  email: string;
  phone: string;
  jobId: number;
  cv: File;
}

type JobApplicationValues = Record<'name' | 'email' | 'phone' | 'jobId' | 'cv', string>;

const emptyValues: JobApplicationValues = { name: '', email: '', phone: '', jobId: '', cv: '' };

/** The endings the picker offers; the server judges the content, whatever the name says. */
const ACCEPT = Object.values(documentExtensions).flat().join(',');
const MEGABYTES = Math.round(CV_MAX_BYTES / (1024 * 1024));

export interface JobApplicationFormProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'>,
    ServerFormProps {
  /** The positions to choose from (value = the job's id). */
  jobs: SelectOption[];
  /** The position chosen at first (the job page's own). */
  defaultJobId?: number;
  /**
   * Sends the application (the app posts it as multipart to /recruitment_needs/application). Resolve on
   * success; reject with `FormSubmitError(msg, fields)` for the server's message and field messages.
   * Without it the form posts itself through `formComponent` to `action` (the route's action, which answers
   * with `posted` or `sent`), with JavaScript as without.
   */
  onSubmit?: ((application: JobApplication) => Promise<void>) | undefined;
  /** After an application was sent. */
  onSent?: (application: JobApplication) => void;
  /** Which site's rules apply; the English site drops the mainland mobile rule. @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Accessible name of the form. @default 'Job application' */
  label?: string;
  /** Class for the root `<form>`. */
  className?: string;
  /** The root element: the form, or the confirmation shown instead of it. */
  ref?: Ref<HTMLElement>;
}

/**
 * The apply form of a job (SPEC §1): name, e-mail, phone, the position and a CV, PDF or Word of at most
 * 5 MB. Every field is required; a larger file is refused before it is sent; its type is the server's to
 * judge (by content). 'Application sent' or 'Submitted Failure' in a toast; after a send the form empties.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Job application' by `aria-label`: every field has a visible
 * label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit a polite
 * `role=status` line counts the errors, and the form is `aria-busy` while sending. The CV is a native file input
 * with its label; `label` overrides the form's name. The outcome is a toast: needs a `ToastProvider` above it.
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 * - file field: `data-state`: valid, invalid
 */
export function JobApplicationForm({
  jobs,
  defaultJobId,
  onSubmit,
  onSent,
  siteLocale,
  label,
  className,
  action,
  formComponent,
  posted,
  sent = false,
  ref,
  ...rest
}: JobApplicationFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const cvFile = useRef<File | null>(null);
  const application = (values: JobApplicationValues, cv: File): JobApplication => ({
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    jobId: Number(values.jobId),
    cv,
  });
  // A file cannot be put back into a picker: a page rendered with a refusal asks for the CV again. The
  // same object while the answer is the same, so that the form takes a new answer only.
  const postedWithoutCv = useMemo(
    () => posted && { ...posted, values: { ...posted.values, cv: '' } },
    [posted],
  );
  const form = useValidatedForm<JobApplicationValues>({
    spec: jobApplicationForm,
    siteLocale,
    emptyValues,
    defaultValues: defaultJobId === undefined ? undefined : { jobId: String(defaultJobId) },
    posted: postedWithoutCv,
    sent,
    // Told at once, rather than after uploading megabytes the server would refuse.
    checkBeforeSending: (): Record<string, string> => {
      if (!cvFile.current || cvFile.current.size <= CV_MAX_BYTES) return {};
      const issue = fieldIssueMessage('cv', 'fileSize', jobApplicationForm.cv);
      // Passed as a variable: the id is the validation package's, not a literal for this package's extraction.
      const descriptor = { id: issue.id, defaultMessage: issue.defaultMessage };
      return { cv: intl.formatMessage(descriptor, issue.values) };
    },
    onSubmit:
      onSubmit &&
      (async (values) => {
        const cv = cvFile.current;
        if (!cv) throw new FormSubmitError('', {});
        await onSubmit(application(values, cv));
      }),
    onSucceeded: (values) => {
      toast.show({ title: intl.formatMessage(messages.succeeded), tone: 'success' });
      if (cvFile.current) onSent?.(application(values, cvFile.current));
      cvFile.current = null;
    },
    onFailed: (failure) => {
      toast.show({
        title: intl.formatMessage(messages.failed),
        description: failure.message || undefined,
        tone: 'critical',
      });
    },
  });

  const fields: FormFieldItem<keyof JobApplicationValues>[] = [
    contactField('name', intl.formatMessage(messages.name)),
    contactField('email', intl.formatMessage(messages.email)),
    contactField('phone', intl.formatMessage(messages.phone)),
    {
      name: 'jobId',
      label: intl.formatMessage(messages.jobId),
      control: 'select',
      options: jobs,
      placeholder: intl.formatMessage(messages.jobPlaceholder),
    },
    {
      name: 'cv',
      label: intl.formatMessage(messages.cv),
      description: intl.formatMessage(messages.cvHint, { max: MEGABYTES }),
      control: 'file',
      accept: ACCEPT,
      onFileChange: (file) => {
        cvFile.current = file;
      },
    },
  ];

  // Sent by a page without JavaScript; a post of this form's own was confirmed in a toast, the form emptied.
  if (sent && form.status !== 'succeeded') {
    return (
      <FormConfirmation
        {...rest}
        ref={ref}
        title={intl.formatMessage(messages.succeeded)}
        className={className}
      />
    );
  }

  return (
    <FormFrame
      {...rest}
      ref={ref}
      action={action}
      formComponent={formComponent}
      encType="multipart/form-data"
      serverMessage={posted?.message}
      label={label ?? intl.formatMessage(messages.formLabel)}
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

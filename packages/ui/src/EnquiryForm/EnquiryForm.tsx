import { enquiryForm, type SiteLocale } from '@storefront/validation';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, type ServerFormProps, useValidatedForm } from '../internal/Field';
import { FormConfirmation } from '../internal/FormConfirmation';
import {
  type BasicFormFieldItem,
  BasicFormFields,
  contactField,
} from '../internal/FormFields/BasicFormFields';
import type { SelectOption } from '../Select';
import { useToast } from '../Toast';
import { enquiryFormMessages as messages } from './EnquiryForm.messages';
import classes from './EnquiryForm.module.css';

/** An enquiry or quote request as sent (SPEC §3 Enquiry; body of POST /enquiry), values trimmed. */
export interface Enquiry {
  name: string;
  company: string;
  department: string;
  industryName: string;
  areaName: string;
  phone: string;
  email: string;
  content: string;
  /** Product category; left out when empty. */
  otherTreeName?: string;
  /** The product asked about, when the form was opened from a product page. */
  catalogNumber?: string;
}

/** The product an enquiry is about, shown read-only above the fields. */
export interface EnquiryProduct {
  catalogNumber: string;
  name: string;
}

type EnquiryFormValues = {
  name: string;
  company: string;
  department: string;
  industryName: string;
  areaName: string;
  phone: string;
  email: string;
  content: string;
  otherTreeName: string;
};

const emptyValues: EnquiryFormValues = {
  name: '',
  company: '',
  department: '',
  industryName: '',
  areaName: '',
  phone: '',
  email: '',
  content: '',
  otherTreeName: '',
};

/** The form's own props (EnquiryDialog takes them too), without the DOM props of its root. */
export interface EnquiryFormOwnProps extends ServerFormProps {
  /**
   * Sends the enquiry (the app calls POST /enquiry). Resolve on success; reject with an Error whose `message`
   * is the server's msg and, for E0002, `fields` = `{ field: message }` shown on the fields
   * (`throw new FormSubmitError(msg, data.fields)`).
   * Without it the form posts itself through `formComponent` to `action` (the route's action, which answers
   * with `posted` or `sent`), with JavaScript as without.
   */
  onSubmit?: ((enquiry: Enquiry) => Promise<void>) | undefined;
  /** After an enquiry was sent (analytics; the dialog closes here). */
  onSent?: (enquiry: Enquiry) => void;
  /** Industries to choose from (value = the industry name sent). */
  industries: SelectOption[];
  /** Countries / regions to choose from (value = the area name sent). */
  areas: SelectOption[];
  /** The product asked about: shown read-only and sent as `catalogNumber`. */
  product?: EnquiryProduct;
  /** Product category to prefill (editable, optional). */
  otherTreeName?: string;
  /**
   * Label of that field when the enquiry is about something else than a product category (a service page
   * names its service there, 'Service'). @default 'Product Category' (产品类别)
   */
  otherTreeNameLabel?: string;
  /** Prefill, e.g. a logged-in user's details. */
  defaultValues?: Partial<Omit<Enquiry, 'catalogNumber'>>;
  /** Which site's rules apply; the English site drops the mainland mobile rule. @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Extra actions beside Submit, e.g. the dialog's Cancel button. */
  secondaryAction?: ReactNode;
  /** Accessible name of the form (pages with two forms need distinct names). @default the form's title */
  label?: string;
  /** Class for the root element (the form, or the confirmation shown instead of it). */
  className?: string;
}

export interface EnquiryFormProps
  extends Omit<HTMLAttributes<HTMLElement>, keyof EnquiryFormOwnProps>,
    EnquiryFormOwnProps {
  /** The root element: the form, or the confirmation shown instead of it. */
  ref?: Ref<HTMLElement>;
}

/**
 * The product page's enquiry / quote form (SPEC §3, §5): every field but the product category required;
 * 'Submitted Successfully' or 'Submitted Failure' (with the server's message) in a toast (SPEC §8).
 * Without JavaScript it posts to `action` and shows the server's refusal (`posted`) or confirmation (`sent`).
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Enquiry' by `aria-label`: every field has a visible label,
 * its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit a polite
 * `role=status` line counts the errors, and the form is `aria-busy` while sending. `label` overrides the name.
 * The outcome is a toast: needs a `ToastProvider` above it.
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 */
export function EnquiryForm({
  onSubmit,
  onSent,
  industries,
  areas,
  product,
  otherTreeName,
  otherTreeNameLabel,
  defaultValues,
  siteLocale,
  secondaryAction,
  label,
  className,
  action,
  formComponent,
  posted,
  sent = false,
  ref,
  ...rest
}: EnquiryFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const toEnquiry = (values: EnquiryFormValues): Enquiry => {
    const enquiry: Enquiry = {
      name: values.name.trim(),
      company: values.company.trim(),
      department: values.department.trim(),
      industryName: values.industryName.trim(),
      areaName: values.areaName.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      content: values.content.trim(),
    };
    if (values.otherTreeName.trim() !== '') enquiry.otherTreeName = values.otherTreeName.trim();
    if (product) enquiry.catalogNumber = product.catalogNumber;
    return enquiry;
  };
  const form = useValidatedForm<EnquiryFormValues>({
    spec: enquiryForm,
    siteLocale,
    emptyValues,
    defaultValues: { ...defaultValues, ...(otherTreeName ? { otherTreeName } : {}) },
    posted,
    sent,
    onSubmit: onSubmit && ((values) => onSubmit(toEnquiry(values))),
    onSucceeded: (values) => {
      toast.show({ title: intl.formatMessage(messages.succeeded), tone: 'success' });
      onSent?.(toEnquiry(values));
    },
    onFailed: (failure) => {
      toast.show({
        title: intl.formatMessage(messages.failed),
        description: failure.message || undefined,
        tone: 'critical',
      });
    },
  });
  const placeholder = intl.formatMessage(messages.selectPlaceholder);

  // Sent by a page without JavaScript; a post of this form's own (no longer idle) says so in a toast.
  if (sent && form.status === 'idle')
    return (
      <FormConfirmation
        {...rest}
        ref={ref}
        title={intl.formatMessage(messages.succeeded)}
        className={className}
      />
    );

  const fields: BasicFormFieldItem<keyof EnquiryFormValues>[] = [
    contactField('name', intl.formatMessage(messages.name)),
    contactField('company', intl.formatMessage(messages.company)),
    contactField('department', intl.formatMessage(messages.department)),
    {
      name: 'industryName',
      label: intl.formatMessage(messages.industryName),
      control: 'select',
      placeholder,
      options: industries,
    },
    {
      name: 'areaName',
      label: intl.formatMessage(messages.areaName),
      control: 'select',
      placeholder,
      options: areas,
    },
    contactField('phone', intl.formatMessage(messages.phone)),
    contactField('email', intl.formatMessage(messages.email)),
    {
      name: 'otherTreeName',
      label: otherTreeNameLabel ?? intl.formatMessage(messages.otherTreeName),
      control: 'text',
    },
    { name: 'content', label: intl.formatMessage(messages.content), control: 'textarea' },
  ];
  return (
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
        <>
          {secondaryAction}
          <Button type="submit" loading={form.submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </>
      }
    >
      {product ? (
        <dl className={classes.Product}>
          <dt className={classes.ProductLabel}>{intl.formatMessage(messages.product)}</dt>
          <dd className={classes.ProductValue}>
            <span className={classes.CatalogNumber}>{product.catalogNumber}</span> {product.name}
          </dd>
        </dl>
      ) : null}
      <BasicFormFields form={form} fields={fields} />
    </FormFrame>
  );
}

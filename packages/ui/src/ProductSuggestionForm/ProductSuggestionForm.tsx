import { productSuggestionChoices, productSuggestionForm, type SiteLocale } from '@storefront/validation';
import type { HTMLAttributes, Ref } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, type ServerFormProps, useValidatedForm } from '../internal/Field';
import { FormConfirmation } from '../internal/FormConfirmation';
import { type FormFieldItem, FormFields } from '../internal/FormFields';
import type { SelectOption } from '../Select';
import { useToast } from '../Toast';
import {
  expressionSystemOptionMessages,
  industryOptionMessages,
  longTermNeedOptionMessages,
  productSuggestionFormMessages as messages,
  speciesOptionMessages,
  tagOptionMessages,
  tagPositionOptionMessages,
} from './ProductSuggestionForm.messages';

type Choices = typeof productSuggestionChoices;
type Choice<Field extends keyof Choices> = Choices[Field][number];

/** A new product suggestion as sent (SPEC §3; body of POST /suggest), values trimmed. */
export interface ProductSuggestion {
  productName: string;
  species: Choice<'species'>;
  tagPosition: Choice<'tagPosition'>;
  expressionSystem: Choice<'expressionSystem'>;
  tag: Choice<'tag'>;
  expressionRange: string;
  accessionNumber: string;
  quantity: string;
  longTermNeed: boolean;
  purpose: string;
  quality: string;
  deliveryTime: string;
  otherRequirements: string;
  name: string;
  company: string;
  department: string;
  region: string;
  email: string;
  phone: string;
  industry: Choice<'industry'>;
}

/** The form's values: every field a string, as the controls hold them ('' = not chosen yet). */
type ProductSuggestionValues = Record<keyof ProductSuggestion, string>;

const emptyValues: ProductSuggestionValues = {
  productName: '',
  species: '',
  tagPosition: '',
  expressionSystem: '',
  tag: '',
  expressionRange: '',
  accessionNumber: '',
  quantity: '',
  longTermNeed: '',
  purpose: '',
  quality: '',
  deliveryTime: '',
  otherRequirements: '',
  name: '',
  company: '',
  department: '',
  region: '',
  email: '',
  phone: '',
  industry: '',
};

/**
 * What a page may prefill: the product name (the words a search found nothing for) and the contact fields
 * (a logged-in visitor's profile).
 */
export type ProductSuggestionDefaults = Partial<
  Pick<ProductSuggestion, 'productName' | 'name' | 'company' | 'department' | 'region' | 'email' | 'phone'>
>;

export interface ProductSuggestionFormProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'>,
    ServerFormProps {
  /**
   * Sends the suggestion (the app calls POST /suggest). Resolve on success; reject with an Error whose
   * `message` is the server's msg (a toast) and, for E0002, `fields` = `{ field: message }` (on the fields):
   * `throw new FormSubmitError(msg, data.fields)`.
   * Without it the form posts itself through `formComponent` to `action` (the route's action, which answers
   * with `posted` or `sent`), with JavaScript as without.
   */
  onSubmit?: ((suggestion: ProductSuggestion) => Promise<void>) | undefined;
  /** After a suggestion was sent. */
  onSent?: (suggestion: ProductSuggestion) => void;
  /** Countries / regions to choose from (value = the region name sent); without them the region is typed. */
  regions?: SelectOption[];
  /** Prefill of the product name and the contact fields, e.g. a logged-in user's profile. */
  defaultValues?: ProductSuggestionDefaults;
  /** Which site's rules apply; the English site drops the mainland mobile rule. @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Accessible name of the form. @default 'New product suggestion' */
  label?: string;
  /** Class for the root `<form>`. */
  className?: string;
  /** The root element: the form, or the confirmation shown instead of it. */
  ref?: Ref<HTMLElement>;
}

const trimmed = (values: ProductSuggestionValues): ProductSuggestion => ({
  productName: values.productName.trim(),
  // The rules let only the options through (validateForm's 'choice'), so these are the contract's values.
  species: values.species as Choice<'species'>,
  tagPosition: values.tagPosition as Choice<'tagPosition'>,
  expressionSystem: values.expressionSystem as Choice<'expressionSystem'>,
  tag: values.tag as Choice<'tag'>,
  expressionRange: values.expressionRange.trim(),
  accessionNumber: values.accessionNumber.trim(),
  quantity: values.quantity.trim(),
  longTermNeed: values.longTermNeed === 'true',
  purpose: values.purpose.trim(),
  quality: values.quality.trim(),
  deliveryTime: values.deliveryTime.trim(),
  otherRequirements: values.otherRequirements.trim(),
  name: values.name.trim(),
  company: values.company.trim(),
  department: values.department.trim(),
  region: values.region.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  industry: values.industry as Choice<'industry'>,
});

/**
 * The new product suggestion of /search-not-found (SPEC §3, §5): what the researcher needs (product,
 * species, tag, expression, quantity, purpose, quality, delivery) and how to reach them. Every field is
 * required; the product name is 2 to 10 characters; each field is checked once left, the region as soon as
 * it changes. 'Suggestion sent' or 'Submitted Failure' (with the server's message) in a toast; after a
 * send the form empties back to its prefill.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'New product suggestion' by `aria-label`: every field has a
 * visible label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit
 * a polite `role=status` line counts the errors, and the form is `aria-busy` while sending. `label` overrides
 * the name. The outcome is a toast: needs a `ToastProvider` above it.
 *
 * **Data attributes:**
 * - form: `data-layout`: grid
 * - fields: the controls' own (`data-state`: valid, invalid; see TextField, Select, Checkbox, Textarea)
 */
export function ProductSuggestionForm({
  onSubmit,
  onSent,
  regions,
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
}: ProductSuggestionFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const form = useValidatedForm<ProductSuggestionValues>({
    spec: productSuggestionForm,
    siteLocale,
    emptyValues,
    defaultValues,
    posted,
    sent,
    onSubmit: onSubmit && ((values) => onSubmit(trimmed(values))),
    onSucceeded: (values) => {
      toast.show({ title: intl.formatMessage(messages.succeeded), tone: 'success' });
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

  const placeholder = intl.formatMessage(messages.selectPlaceholder);
  const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  /** A list of the contract's options, each labelled in the page's language. */
  const choice = <Field extends keyof Choices>(
    name: Field,
    optionMessages: Record<Choice<Field>, MessageDescriptor>,
  ): FormFieldItem<keyof ProductSuggestionValues> => ({
    name,
    label: text(messages[name]),
    control: 'select',
    placeholder,
    options: productSuggestionChoices[name].map((value: Choice<Field>) => ({
      value,
      label: text(optionMessages[value]),
    })),
  });
  const line = (
    name: keyof ProductSuggestionValues & keyof typeof messages,
    extra: { type?: 'email' | 'tel'; autoComplete?: string; description?: MessageDescriptor } = {},
  ): FormFieldItem<keyof ProductSuggestionValues> => ({
    name,
    label: text(messages[name]),
    control: 'text',
    ...(extra.type && { type: extra.type }),
    ...(extra.autoComplete && { autoComplete: extra.autoComplete }),
    ...(extra.description && { description: text(extra.description) }),
  });
  const lines = (name: 'purpose' | 'otherRequirements'): FormFieldItem<keyof ProductSuggestionValues> => ({
    name,
    label: text(messages[name]),
    control: 'textarea',
  });

  const fields: FormFieldItem<keyof ProductSuggestionValues>[] = [
    line('productName'),
    choice('species', speciesOptionMessages),
    choice('tagPosition', tagPositionOptionMessages),
    choice('expressionSystem', expressionSystemOptionMessages),
    choice('tag', tagOptionMessages),
    line('expressionRange', { description: messages.expressionRangeHint }),
    line('accessionNumber', { description: messages.accessionNumberHint }),
    line('quantity'),
    choice('longTermNeed', longTermNeedOptionMessages),
    line('quality'),
    line('deliveryTime'),
    lines('purpose'),
    lines('otherRequirements'),
    line('name', { autoComplete: 'name' }),
    line('company', { autoComplete: 'organization' }),
    line('department'),
    regions && regions.length > 0
      ? { name: 'region', label: text(messages.region), control: 'select', placeholder, options: regions }
      : line('region', { autoComplete: 'country-name' }),
    line('email', { type: 'email', autoComplete: 'email' }),
    line('phone', { type: 'tel', autoComplete: 'tel' }),
    choice('industry', industryOptionMessages),
  ];

  // Sent by a page without JavaScript; a post of this form's own was confirmed in a toast and the form
  // is ready for another suggestion.
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

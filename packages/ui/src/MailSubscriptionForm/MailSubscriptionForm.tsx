import { mailSubscriptionForm, type SiteLocale } from '@storefront/validation';
import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormFrame, type ServerFormProps, useValidatedForm } from '../internal/Field';
import { TextField } from '../TextField';
import { mailSubscriptionFormMessages as messages } from './MailSubscriptionForm.messages';
import classes from './MailSubscriptionForm.module.css';

export interface MailSubscriptionFormProps
  extends Omit<ComponentPropsWithRef<'div'>, 'onSubmit'>,
    ServerFormProps {
  /**
   * Subscribes the address (the app calls /mail/subscription). Resolve on success; reject with an Error whose
   * `message` is the server's msg (shown under the form) and optionally `fields.email`.
   * Without it the form posts itself through `formComponent` to `action` (the route's action, which answers
   * with `posted` or `sent`), with JavaScript as without.
   */
  onSubmit?: ((subscription: { email: string }) => Promise<void>) | undefined;
  /** After a successful subscription (analytics). */
  onSubscribed?: (subscription: { email: string }) => void;
  /** Which site's rules apply. @default from the intl locale */
  siteLocale?: SiteLocale;
  /** Prefill, e.g. an address typed before the page's script came. */
  defaultValues?: Partial<{ email: string }>;
  /** Class for the root element (around the form and its outcome line). */
  className?: string;
}

// Widened: react-intl's message-type inference refuses this message's `email` argument in the typed overload.
const succeededMessage: MessageDescriptor = messages.succeeded;

type Outcome =
  | { kind: 'succeeded'; email: string }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string }
  | null;

/**
 * The home page's mail subscription: one e-mail field, a confirmation line, the server's error.
 *
 * **Accessibility:** A `form` (`noValidate`) named 'Mail subscription' by `aria-label`: every field has a
 * visible label, its message is linked by `aria-describedby` and marks it `aria-invalid`; after a failed submit
 * a polite `role=status` line counts the errors, and the form is `aria-busy` while sending. The outcome is an
 * inline `role=status` line.
 *
 * **Data attributes:**
 * - form: `data-layout`
 * - outcome line: `data-outcome`: none, succeeded, sent, failed
 */
export function MailSubscriptionForm({
  onSubmit,
  onSubscribed,
  siteLocale,
  defaultValues,
  className,
  action,
  formComponent,
  posted,
  sent = false,
  ...rest
}: MailSubscriptionFormProps) {
  const intl = useIntl();
  // A subscription sent without JavaScript comes back to the page with `sent`, the address not in it.
  const [outcome, setOutcome] = useState<Outcome>(() =>
    sent ? { kind: 'sent' } : posted?.message ? { kind: 'failed', message: posted.message } : null,
  );
  const form = useValidatedForm<{ email: string }>({
    spec: mailSubscriptionForm,
    siteLocale,
    emptyValues: { email: '' },
    defaultValues,
    posted,
    sent,
    onSubmit:
      onSubmit &&
      ((values) => {
        setOutcome(null);
        return onSubmit({ email: values.email.trim() });
      }),
    onSucceeded: (values) => {
      setOutcome({ kind: 'succeeded', email: values.email.trim() });
      onSubscribed?.({ email: values.email.trim() });
    },
    onFailed: (failure) => {
      setOutcome({ kind: 'failed', message: failure.message || intl.formatMessage(messages.failed) });
    },
  });
  return (
    <div {...rest} className={clsx(classes.MailSubscriptionForm, className)}>
      <FormFrame
        action={action}
        formComponent={formComponent}
        label={intl.formatMessage(messages.formLabel)}
        formRef={form.formRef}
        onSubmit={form.handleSubmit}
        errorCount={form.shownErrors.length}
        submitAttempted={form.submitAttempted}
        busy={form.submitting}
        layout="inline"
        requiredHint={false}
        actions={
          <Button type="submit" loading={form.submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        }
      >
        <TextField
          {...form.textProps('email')}
          type="email"
          autoComplete="email"
          label={intl.formatMessage(messages.email)}
          placeholder={intl.formatMessage(messages.placeholder)}
        />
      </FormFrame>
      {/* Polite for the confirmation, and present from the start so the announcement is not lost. */}
      <p className={classes.Outcome} role="status" data-outcome={outcome?.kind ?? 'none'}>
        {outcome?.kind === 'succeeded'
          ? intl.formatMessage(succeededMessage, { email: outcome.email })
          : outcome?.kind === 'sent'
            ? intl.formatMessage(messages.sent)
            : outcome?.kind === 'failed'
              ? outcome.message
              : null}
      </p>
    </div>
  );
}

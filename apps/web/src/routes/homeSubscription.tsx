import { MailSubscriptionForm, type MailSubscriptionFormProps } from '@storefront/ui';
import { mailSubscriptionForm } from '@storefront/validation';
import type { ActionFunctionArgs } from 'react-router-dom';
import { type DeferredProps, draftFields } from '../app/deferredPart';
import { formAction } from '../app/formAction';
import { RouterForm } from '../app/RouterForm';

/**
 * The home page's mail subscription, in a chunk of its own: the form at the page's end (a deferred part)
 * and its route action's rules and call, fetched when the form comes near or is first posted.
 */

/** The home page's action: the subscription's rules and its POST /mail/subscription. */
export function postSubscription(args: ActionFunctionArgs) {
  return formAction(args, {
    form: 'subscription',
    spec: mailSubscriptionForm,
    send: (api, values) => api.POST('/mail/subscription', { body: { email: String(values.email) } }),
  });
}

/** The form, posting to the page's action through the router's form (with JavaScript as without). */
export function HomeSubscriptionForm({
  draft,
  ...props
}: Omit<MailSubscriptionFormProps, 'formComponent' | 'defaultValues'> & DeferredProps) {
  return (
    <MailSubscriptionForm
      {...props}
      defaultValues={draftFields(draft, ['email'])}
      formComponent={RouterForm}
    />
  );
}

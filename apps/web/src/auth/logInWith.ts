/** The login forms' submit through the app's auth actor; only the login routes load it (with xstate). */
import { type AuthCredentials, FormSubmitError } from '@storefront/ui';
import { waitFor } from 'xstate';
import type { AuthActor } from './auth';

/**
 * Logs in through the app's actor, on the forms' `onSubmit` contract: resolves once logged in, rejects
 * with a `FormSubmitError` carrying the server's message (or `fallbackMessage` when it gave none) and its
 * field messages (e.g. `captcha`, when the server asks for the image captcha).
 */
export async function logInWith(
  actor: AuthActor | null,
  credentials: AuthCredentials,
  fallbackMessage: string,
): Promise<void> {
  // Before hydration there is no actor; the form cannot be sent then, so this only guards the types.
  if (!actor) throw new FormSubmitError(fallbackMessage);
  actor.send({ type: 'auth.dismissError' });
  actor.send({ type: 'auth.login', credentials });
  const settled = await waitFor(
    actor,
    (snapshot) =>
      snapshot.matches('loggedIn') ||
      snapshot.matches({ loggedOut: 'failed' }) ||
      snapshot.status !== 'active',
  );
  if (!settled.matches('loggedIn')) {
    const error = settled.context.error;
    throw new FormSubmitError(error?.message ?? fallbackMessage, { ...error?.fields });
  }
}

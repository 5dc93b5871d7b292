/** The login forms' submit through the app's auth actor; only the login routes load it (with xstate). */
import { type AuthCredentials, FormSubmitError } from '@storefront/ui';
import { waitFor } from 'xstate';
import type { AuthActor } from './auth';

/**
 * Logs in through the app's actor (or the promise of it), on the forms' `onSubmit` contract: resolves once logged in, rejects
 * with a `FormSubmitError` carrying the server's message (or `fallbackMessage` when it gave none) and its
 * field messages (e.g. `captcha`, when the server asks for the image captcha).
 */
export async function logInWith(
  auth: AuthActor | Promise<AuthActor> | null,
  credentials: AuthCredentials,
  fallbackMessage: string,
): Promise<void> {
  // The app's actor may still be loading (see AuthReadyContext): the submit waits for it. Without one
  // (its chunk failed to load, no app around the form) the login cannot be sent.
  const actor = await Promise.resolve(auth).catch(() => null);
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

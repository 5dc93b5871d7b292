/**
 * The login state of SPEC §4 for views: one auth actor for the whole app, offered through AuthContext.
 * The actor and xstate load after hydration (browser/appActors, started by browser/AppActorsProvider),
 * so the server and the first browser render show every page logged out, the login not yet known, and
 * the header updates once the stored session is read.
 */
import { type ApiClient, bearerHeaders, type UserInfo, unwrap } from '@storefront/api-client';
import { createContext, useContext, useEffect, useState } from 'react';
import type { Actor } from 'xstate';
import { useActorValue } from '../app/useActorValue';
import type { AuthMachine } from './authMachine';

export type AuthActor = Actor<AuthMachine>;

/** The app's auth actor; null during SSR and until the browser has hydrated. */
export const AuthContext = createContext<AuthActor | null>(null);

/**
 * The app's auth actor once it has started, or the reason it could not load. A login sent right after
 * hydration, before the actors' chunk is there, waits on it instead of failing; null outside the app
 * (server render, stories).
 */
export const AuthReadyContext = createContext<Promise<AuthActor> | null>(null);

export function useAuthReady(): Promise<AuthActor> | null {
  return useContext(AuthReadyContext);
}

export interface AuthView {
  actor: AuthActor | null;
  loggedIn: boolean;
  username: string | null;
  confirmingLogout: boolean;
}

/** The login state for views; logged out while there is no actor (server render, before hydration). */
export function useAuth(): AuthView {
  const actor = useContext(AuthContext);
  const loggedIn = useActorValue(actor, (snapshot) => snapshot?.matches('loggedIn') ?? false);
  const username = useActorValue(actor, (snapshot) => snapshot?.context.username ?? null);
  const confirmingLogout = useActorValue(
    actor,
    (snapshot) => snapshot?.matches({ loggedIn: 'confirmingLogout' }) ?? false,
  );
  return { actor, loggedIn, username, confirmingLogout };
}

/** The login token of the app's actor; null when logged out or without an actor. */
export function useAuthToken(): string | null {
  const actor = useContext(AuthContext);
  return useActorValue(actor, (snapshot) => snapshot?.context.token ?? null);
}

/** Whether the login is known: null while the auth actor is missing (SSR) or still reading the session. */
export function useLoginKnown(): boolean | null {
  const actor = useContext(AuthContext);
  return useActorValue(actor, (snapshot) => {
    if (snapshot?.matches('loggedIn')) return true;
    if (snapshot?.matches('loggedOut')) return false;
    return null;
  });
}

// The footer and a product's enquiry dialog both want the user's details: one call per token.
let userInfoAnswer: { token: string; answer: Promise<UserInfo> } | null = null;

/** The user's info changed (the completion answers the new one): later readers get it without a call. */
export function rememberUserInfo(token: string, info: UserInfo): void {
  userInfoAnswer = { token, answer: Promise.resolve(info) };
}

function askUserInfo(api: ApiClient, token: string): Promise<UserInfo> {
  if (userInfoAnswer?.token !== token) {
    const answer = unwrap(api.GET('/users/info', { headers: bearerHeaders(token) }));
    userInfoAnswer = { token, answer };
    answer.catch(() => {
      if (userInfoAnswer?.answer === answer) userInfoAnswer = null;
    });
  }
  return userInfoAnswer.answer;
}

/** The logged-in user's contact details (GET /users/info) for form defaults; null when logged out. */
export function useUserInfo(api: ApiClient): UserInfo | null {
  const { loggedIn } = useAuth();
  const token = useAuthToken();
  const [info, setInfo] = useState<UserInfo | null>(null);
  useEffect(() => {
    if (!loggedIn || !token) {
      setInfo(null);
      return;
    }
    let current = true;
    askUserInfo(api, token)
      .then((answer) => {
        if (current) setInfo(answer);
      })
      .catch((error: unknown) => {
        // Prefilling is a convenience: the forms stay empty and usable when it fails.
        console.error('[web] user info failed:', error);
      });
    return () => {
      current = false;
    };
  }, [api, loggedIn, token]);
  return info;
}

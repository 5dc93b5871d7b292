/**
 * The login lifecycle of SPEC §4: `@storefront/ui`'s authMachine provided with this app's storage and
 * API calls, one actor for the whole app. The actor starts in the browser after hydration only, so the
 * server renders every page logged out and the header updates once the stored session is read.
 */
import {
  type ApiClient,
  type LoginResult as ApiLoginResult,
  bearerHeaders,
  type UserInfo,
  unwrap,
} from '@storefront/api-client';
import {
  type AuthCredentials,
  type AuthInput,
  type AuthUserInfo,
  authMachine,
  FormSubmitError,
  type LoginResult,
  type PasswordLoginInput,
  type UserRecordResponse,
} from '@storefront/ui';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import type { AuthSessionStore } from './authSession';

/** The login result of the API (ISO expiration) as the machine wants it (epoch milliseconds). */
export function loginResultFromApi(result: ApiLoginResult): LoginResult {
  return { token: result.token, expiration: Date.parse(result.expiration), username: result.username };
}

/** authMachine with the real actors and actions; `api()` gives the client of the current site. */
export function provideAuthMachine(api: () => ApiClient, store: AuthSessionStore) {
  return authMachine.provide({
    actors: {
      readSession: fromPromise(async () => store.read()),
      fetchUserRecord: fromPromise<UserRecordResponse, { token: string }>(async ({ input }) => {
        const { data, error } = await api().GET('/user/user_info', {
          headers: bearerHeaders(input.token),
        });
        const envelope = data ?? error;
        if (!envelope) return { code: 'E0009', msg: '', data: null };
        return { code: envelope.code, msg: envelope.msg, data: data?.data ?? null };
      }),
      fetchProfile: fromPromise(
        async ({ input }: { input: { token: string; username: string; userId: number | null } }) => {
          const headers = bearerHeaders(input.token);
          let userId = input.userId;
          if (userId === null) {
            userId = (await unwrap(api().GET('/user/user_info', { headers }))).id;
          }
          const profile = await unwrap(
            api().GET('/user/absol_info/{userId}', { params: { path: { userId } }, headers }),
          );
          return { ...profile } as AuthUserInfo;
        },
      ),
      // With the image captcha's answer once the server's login throttle asked for it.
      loginWithPassword: fromPromise(async ({ input }: { input: PasswordLoginInput }) =>
        loginResultFromApi(await unwrap(api().POST('/user/login', { body: input }))),
      ),
      loginWithSms: fromPromise(async ({ input }: { input: { phone: string; code: string } }) =>
        loginResultFromApi(await unwrap(api().POST('/auth', { body: input }))),
      ),
      logout: fromPromise(async ({ input }: { input: { token: string } }) => {
        await unwrap(api().DELETE('/auth/status', { headers: bearerHeaders(input.token) }));
      }),
    },
    actions: {
      storeSession: (_, params) => store.storeSession(params),
      storeUsername: (_, { username }) => store.storeUsername(username),
      storeUserInfo: (_, { userInfo }) => store.storeUserInfo(userInfo),
      clearSession: () => store.clearSession(),
      clearDrafts: () => store.clearDrafts(),
    },
  });
}

export type AuthActor = Actor<ReturnType<typeof provideAuthMachine>>;

/** The app's auth actor; null during SSR and until the browser has hydrated. */
export const AuthContext = createContext<AuthActor | null>(null);

/** Starts the one auth actor after hydration (browser only) and offers it to the page tree. */
export function AuthProvider({
  machine,
  input,
  actorRef,
  children,
}: {
  machine: ReturnType<typeof provideAuthMachine>;
  /** A token and expiry handed over in the URL (SPEC §4), read once by the entry. */
  input?: AuthInput;
  /** Receives the running actor, for code outside React (the API client's 401 handler). */
  actorRef?: { current: AuthActor | null };
  children: ReactNode;
}) {
  const [actor, setActor] = useState<AuthActor | null>(null);
  useEffect(() => {
    const started = createActor(machine, { input: input ?? {} }).start();
    setActor(started);
    if (actorRef) actorRef.current = started;
    return () => {
      started.stop();
      if (actorRef?.current === started) actorRef.current = null;
      setActor(null);
    };
  }, [machine, input, actorRef]);
  return <AuthContext value={actor}>{children}</AuthContext>;
}

export interface AuthView {
  actor: AuthActor | null;
  loggedIn: boolean;
  username: string | null;
  confirmingLogout: boolean;
}

const noActorView = { loggedIn: false, username: null, confirmingLogout: false };

/** The login state for views; logged out while there is no actor (server render, before hydration). */
export function useAuth(): AuthView {
  const actor = useContext(AuthContext);
  const view = useSelector(actor ?? undefined, (snapshot) =>
    snapshot
      ? {
          loggedIn: snapshot.matches('loggedIn'),
          username: snapshot.context.username,
          confirmingLogout: snapshot.matches({ loggedIn: 'confirmingLogout' }),
        }
      : noActorView,
  );
  return { actor, ...(view ?? noActorView) };
}

/** The login token of the app's actor; null when logged out or without an actor. */
export function useAuthToken(): string | null {
  const actor = useContext(AuthContext);
  return useSelector(actor ?? undefined, (snapshot) => snapshot?.context.token ?? null) ?? null;
}

/** Whether the login is known: null while the auth actor is missing (SSR) or still reading the session. */
export function useLoginKnown(): boolean | null {
  const actor = useContext(AuthContext);
  const known = useSelector(actor ?? undefined, (snapshot) => {
    if (!snapshot) return null;
    if (snapshot.matches('loggedIn')) return true;
    if (snapshot.matches('loggedOut')) return false;
    return null;
  });
  return known ?? null;
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

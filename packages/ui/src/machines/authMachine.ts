import { and, assign, fromPromise, setup } from 'xstate';

/** What the app's storage module holds (SPEC §3 local storage items; prefixed, expiring keys are its job). */
export interface StoredSession {
  token: string | null;
  username: string | null;
  /** Epoch milliseconds. */
  expiration: number | null;
}

/**
 * Whom the stored token belongs to (`fetchUserRecord`): the user, or the backend's refusal with its
 * message. The app's actor reads its own API's answer (on this site the envelope's code, SPEC §4), so
 * the machine serves any backend.
 */
export type UserRecordResult =
  | { kind: 'user'; id: number; account: string }
  | { kind: 'refused'; message: string | null };

/** The fuller profile (`GET user/absol_info/{userId}`); its shape belongs to the app. */
export type AuthUserInfo = Record<string, unknown>;

/**
 * What a password login sends (POST /user/login): the image captcha's answer only once the server asked
 * for it (its login throttle, after failed logins).
 */
export interface PasswordLoginInput {
  email: string;
  password: string;
  captchaId?: string;
  captcha?: string;
}

export type AuthCredentials =
  | ({ kind: 'password' } & PasswordLoginInput)
  | { kind: 'sms'; phone: string; code: string };

export interface LoginResult {
  token: string;
  /** Epoch milliseconds. */
  expiration: number;
  username: string;
}

export interface AuthError {
  source: 'login' | 'userRecord' | 'profile' | 'logout' | 'expired' | 'session';
  /** The server's message (or the thrown error's); null when there is none to show. */
  message: string | null;
  /** Per-field messages the failure carried (a login refused on `captcha`, say), when it had any. */
  fields?: Readonly<Record<string, string>>;
}

export interface AuthInput {
  /** Token and expiry read from the URL query (SPEC §4); the app parses them. */
  urlToken?: string | null;
  urlExpiration?: number | null;
}

export interface AuthContext {
  token: string | null;
  expiration: number | null;
  username: string | null;
  /** The mobile of an SMS login (SPEC §3 storage item), kept from the login event. */
  phone: string | null;
  userId: number | null;
  userInfo: AuthUserInfo | null;
  error: AuthError | null;
  urlToken: string | null;
  urlExpiration: number | null;
}

export type AuthEvent =
  | { type: 'auth.login'; credentials: AuthCredentials }
  | { type: 'auth.logout' }
  | { type: 'auth.confirm' }
  | { type: 'auth.cancel' }
  | { type: 'auth.expired' }
  | { type: 'auth.dismissError' };

/** Parameters of the `storeSession` action: the app stores both keys with `lifetimeMs` as their lifetime. */
export interface StoreSessionParams {
  token: string;
  expiration: number;
  lifetimeMs: number;
  /** The mainland mobile of an SMS login (SPEC §3 keeps it in storage); null otherwise. */
  phone: string | null;
}

function errorMessage(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  return null;
}

/** The `fields` of a refusal (the api-client's ApiError of an E0002), when it carries any. */
function errorFields(error: unknown): Pick<AuthError, 'fields'> {
  const fields = typeof error === 'object' && error !== null ? (error as { fields?: unknown }).fields : null;
  if (typeof fields !== 'object' || fields === null) return {};
  const messages = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return messages.length > 0 ? { fields: Object.fromEntries(messages) } : {};
}

/** An actor the app has not provided fails loudly, so the machine shows an error state instead of hanging. */
function missing<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`authMachine: provide the "${name}" actor with machine.provide()`);
  });
}

const loggedOutReset = {
  token: null,
  expiration: null,
  username: null,
  phone: null,
  userId: null,
  userInfo: null,
} as const;

function loginDone(output: LoginResult) {
  return {
    token: output.token,
    expiration: output.expiration,
    username: output.username,
    userId: null,
    userInfo: null,
    error: null,
  };
}

/** SPEC §4 login lifecycle. Side effects are named stubs; see README.md for what the app provides. */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput | undefined,
  },
  actors: {
    readSession: missing<StoredSession, void>('readSession'),
    fetchUserRecord: missing<UserRecordResult, { token: string }>('fetchUserRecord'),
    fetchProfile: missing<AuthUserInfo, { token: string; username: string; userId: number | null }>(
      'fetchProfile',
    ),
    loginWithPassword: missing<LoginResult, PasswordLoginInput>('loginWithPassword'),
    loginWithSms: missing<LoginResult, { phone: string; code: string }>('loginWithSms'),
    logout: missing<void, { token: string }>('logout'),
  },
  actions: {
    storeSession: (_, _params: StoreSessionParams) => {},
    storeUsername: (_, _params: { username: string }) => {},
    storeUserInfo: (_, _params: { userInfo: AuthUserInfo }) => {},
    /** Clears token, expiration, username (and phone) from storage. */
    clearSession: () => {},
    /** Clears the stored apply and paper-apply drafts and the stored user data. */
    clearDrafts: () => {},
  },
  guards: {
    hasUrlToken: ({ context }) =>
      context.urlToken !== null && context.urlExpiration !== null && context.urlExpiration > Date.now(),
    hasToken: ({ context }) => context.token !== null,
    hasUsername: ({ context }) => context.username !== null,
    isExpired: ({ context }) => context.expiration !== null && context.expiration <= Date.now(),
    isPasswordLogin: ({ event }) => event.type === 'auth.login' && event.credentials.kind === 'password',
    isSmsLogin: ({ event }) => event.type === 'auth.login' && event.credentials.kind === 'sms',
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ...loggedOutReset,
    error: null,
    urlToken: input?.urlToken ?? null,
    urlExpiration: input?.urlExpiration ?? null,
  }),
  initial: 'starting',
  on: {
    // Any 401: the token is gone server-side, so log out at once: no question, no revocation call.
    'auth.expired': {
      target: '.loggedOut',
      actions: [
        'clearSession',
        'clearDrafts',
        assign({ ...loggedOutReset, error: { source: 'expired', message: null } }),
      ],
    },
  },
  states: {
    starting: {
      always: [
        {
          guard: 'hasUrlToken',
          target: 'loadingUserRecord',
          actions: [
            // The URL's token replaces whatever was stored; its username comes from user info.
            'clearSession',
            assign(({ context }) => ({
              token: context.urlToken,
              expiration: context.urlExpiration,
            })),
            {
              type: 'storeSession',
              params: ({ context }) => ({
                token: context.urlToken ?? '',
                expiration: context.urlExpiration ?? 0,
                lifetimeMs: (context.urlExpiration ?? 0) - Date.now(),
                phone: null,
              }),
            },
          ],
        },
        { target: 'readingSession' },
      ],
    },
    readingSession: {
      invoke: {
        src: 'readSession',
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({
            token: event.output.token,
            username: event.output.username,
            expiration: event.output.expiration,
          })),
        },
        onError: {
          target: 'loggedOut',
          actions: assign(({ event }) => ({
            error: { source: 'session' as const, message: errorMessage(event.error) },
          })),
        },
      },
    },
    routing: {
      always: [
        {
          guard: and(['hasToken', 'isExpired']),
          target: 'loggedOut',
          actions: ['clearSession', assign(loggedOutReset)],
        },
        { guard: and(['hasToken', 'hasUsername']), target: 'loggedIn' },
        { guard: 'hasToken', target: 'loadingUserRecord' },
        { target: 'loggedOut' },
      ],
    },
    loadingUserRecord: {
      invoke: {
        src: 'fetchUserRecord',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'user',
            target: 'loggedIn',
            actions: [
              assign(({ event }) =>
                event.output.kind === 'user'
                  ? { username: event.output.account, userId: event.output.id }
                  : {},
              ),
              {
                type: 'storeUsername',
                params: ({ event }) => ({
                  username: event.output.kind === 'user' ? event.output.account : '',
                }),
              },
            ],
          },
          {
            target: 'loggedOut',
            actions: [
              'clearSession',
              assign(({ event }) => ({
                ...loggedOutReset,
                error: {
                  source: 'userRecord' as const,
                  message: event.output.kind === 'refused' ? event.output.message || null : null,
                },
              })),
            ],
          },
        ],
        onError: {
          target: 'loggedOut',
          actions: [
            'clearSession',
            assign(({ event }) => ({
              ...loggedOutReset,
              error: { source: 'userRecord' as const, message: errorMessage(event.error) },
            })),
          ],
        },
      },
    },
    loggedOut: {
      initial: 'idle',
      states: {
        idle: {},
        loggingInWithPassword: {
          invoke: {
            src: 'loginWithPassword',
            // The credentials stay in the event that entered this state, never in context.
            input: ({ event }): PasswordLoginInput => {
              if (event.type !== 'auth.login' || event.credentials.kind !== 'password') {
                return { email: '', password: '' };
              }
              const { kind: _password, ...input } = event.credentials;
              return input;
            },
            onDone: {
              target: '#auth.loggedIn',
              actions: [
                assign(({ event }) => loginDone(event.output)),
                {
                  type: 'storeSession',
                  params: ({ event }) => ({
                    token: event.output.token,
                    expiration: event.output.expiration,
                    lifetimeMs: event.output.expiration - Date.now(),
                    phone: null,
                  }),
                },
                {
                  type: 'storeUsername',
                  params: ({ event }) => ({ username: event.output.username }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({
                phone: null,
                error: {
                  source: 'login' as const,
                  message: errorMessage(event.error),
                  ...errorFields(event.error),
                },
              })),
            },
          },
        },
        loggingInWithSms: {
          invoke: {
            src: 'loginWithSms',
            input: ({ event }) =>
              event.type === 'auth.login' && event.credentials.kind === 'sms'
                ? { phone: event.credentials.phone, code: event.credentials.code }
                : { phone: '', code: '' },
            onDone: {
              target: '#auth.loggedIn',
              actions: [
                assign(({ event }) => loginDone(event.output)),
                {
                  type: 'storeSession',
                  params: ({ context, event }) => ({
                    token: event.output.token,
                    expiration: event.output.expiration,
                    lifetimeMs: event.output.expiration - Date.now(),
                    phone: context.phone,
                  }),
                },
                {
                  type: 'storeUsername',
                  params: ({ event }) => ({ username: event.output.username }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({
                phone: null,
                error: {
                  source: 'login' as const,
                  message: errorMessage(event.error),
                  ...errorFields(event.error),
                },
              })),
            },
          },
        },
        failed: {
          on: { 'auth.dismissError': { target: 'idle', actions: assign({ error: null }) } },
        },
      },
      on: {
        'auth.login': [
          {
            guard: 'isPasswordLogin',
            target: '.loggingInWithPassword',
            actions: assign({ error: null, phone: null }),
          },
          {
            guard: 'isSmsLogin',
            target: '.loggingInWithSms',
            actions: assign(({ event }) => ({
              error: null,
              phone: event.credentials.kind === 'sms' ? event.credentials.phone : null,
            })),
          },
        ],
      },
    },
    loggedIn: {
      initial: 'loadingProfile',
      states: {
        loadingProfile: {
          invoke: {
            src: 'fetchProfile',
            input: ({ context }) => ({
              token: context.token ?? '',
              username: context.username ?? '',
              userId: context.userId,
            }),
            onDone: {
              target: 'ready',
              actions: [
                assign(({ event }) => ({ userInfo: event.output })),
                { type: 'storeUserInfo', params: ({ event }) => ({ userInfo: event.output }) },
              ],
            },
            // SPEC §8: a user-info failure clears login data.
            onError: {
              target: '#auth.loggedOut',
              actions: [
                'clearSession',
                'clearDrafts',
                assign(({ event }) => ({
                  ...loggedOutReset,
                  error: { source: 'profile' as const, message: errorMessage(event.error) },
                })),
              ],
            },
          },
        },
        ready: {
          on: { 'auth.logout': 'confirmingLogout' },
        },
        confirmingLogout: {
          on: { 'auth.confirm': 'loggingOut', 'auth.cancel': 'ready' },
        },
        loggingOut: {
          invoke: {
            src: 'logout',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: '#auth.loggedOut',
              actions: ['clearSession', 'clearDrafts', assign({ ...loggedOutReset, error: null })],
            },
            // The local logout happens anyway; the error only tells the view the server may still hold the token.
            onError: {
              target: '#auth.loggedOut',
              actions: [
                'clearSession',
                'clearDrafts',
                assign(({ event }) => ({
                  ...loggedOutReset,
                  error: { source: 'logout' as const, message: errorMessage(event.error) },
                })),
              ],
            },
          },
        },
      },
    },
  },
});

/**
 * `@storefront/ui`'s authMachine provided with this app's storage and API calls (SPEC §4). Browser code
 * loads it after hydration (browser/appActors): xstate stays out of the first load.
 */
import {
  type ApiClient,
  type LoginResult as ApiLoginResult,
  bearerHeaders,
  unwrap,
} from '@storefront/api-client';
import {
  type AuthUserInfo,
  authMachine,
  type LoginResult,
  type PasswordLoginInput,
  type UserRecordResult,
} from '@storefront/ui';
import { fromPromise } from 'xstate';
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
      // This API's envelope decides (SPEC §4): E0001 with the user, anything else a refusal with its message.
      fetchUserRecord: fromPromise<UserRecordResult, { token: string }>(async ({ input }) => {
        const { data, error } = await api().GET('/user/user_info', {
          headers: bearerHeaders(input.token),
        });
        const envelope = data ?? error;
        if (data?.code === 'E0001' && data.data) {
          return { kind: 'user', id: data.data.id, account: data.data.account };
        }
        return { kind: 'refused', message: envelope?.msg || null };
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

export type AuthMachine = ReturnType<typeof provideAuthMachine>;

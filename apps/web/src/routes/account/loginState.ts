/**
 * What the registration and reset pages hand to the login page in the history entry's state: the e-mail
 * (only the password is left to type) and what just happened (the login page says so).
 */
export interface LoginState {
  email?: string;
  notice?: 'registered' | 'passwordReset';
}

/** The login state of a history entry; anything else there (another page's state, a stale entry) is ignored. */
export function readLoginState(state: unknown): LoginState {
  const { email, notice } = (typeof state === 'object' && state !== null ? state : {}) as Record<
    string,
    unknown
  >;
  return {
    ...(typeof email === 'string' && { email }),
    ...((notice === 'registered' || notice === 'passwordReset') && { notice }),
  };
}

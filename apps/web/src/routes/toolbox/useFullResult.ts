import {
  type ApiClient,
  isApiError,
  type ToolboxInput,
  type ToolboxOutput,
  unwrap,
} from '@storefront/api-client';
import { useCallback, useEffect, useState } from 'react';

/** The server's full result for the inputs on screen (`POST /calculator`). */
export type FullResult =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; output: ToolboxOutput }
  /** `message` is the server's msg (and its field messages) or the client's description of a network failure. */
  | { status: 'error'; message: string; unauthorized: boolean };

type Answer = { key: string } & FullResult;

/** Quiet time after the last keystroke before the server is asked (the browser preview is instant). */
export const CALCULATOR_DEBOUNCE_MS = 350;

/**
 * Asks `POST /calculator` for `request` while `enabled` (logged in), after a short pause in typing;
 * only the answer for the latest inputs counts. A 401 is left to the API client's `onUnauthorized`,
 * which logs the user out (auth.expired); the page then shows the preview and the login prompt.
 */
export function useFullResult(api: ApiClient, request: ToolboxInput | null, enabled: boolean) {
  const key = enabled && request ? JSON.stringify(request) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    // `attempt` re-runs this effect for a retry with the same inputs.
    void attempt;
    let current = true;
    const timer = setTimeout(() => {
      unwrap(api.POST('/calculator', { body: JSON.parse(key) as ToolboxInput }))
        .then((output) => {
          if (current) setAnswer({ key, status: 'ready', output });
        })
        .catch((error: unknown) => {
          if (!current) return;
          const fields = isApiError(error) ? Object.values(error.fields) : [];
          const message = isApiError(error)
            ? [error.msg, ...fields].filter(Boolean).join(' ')
            : String(error);
          setAnswer({ key, status: 'error', message, unauthorized: isApiError(error, 'E0003') });
        });
    }, CALCULATOR_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, key, attempt]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((count) => count + 1);
  }, []);
  let result: FullResult;
  if (key === null) result = { status: 'idle' };
  else if (answer?.key === key) result = answer;
  else result = { status: 'loading' };
  return { result, retry };
}

import { expect, type Mock, waitFor } from 'storybook/test';

/** Resolves after every task already queued: React renders state updates in a task (MessageChannel) of its own. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * A positive signal that a fake request was made and answered: resolves once `spy` has been called `calls` times,
 * every promise it returned has settled, and React has rendered what those answers set. Assert after it instead
 * of sleeping a fixed time.
 */
export async function answered(spy: Mock, calls = 1): Promise<void> {
  await waitFor(() => expect(spy.mock.calls.length).toBeGreaterThanOrEqual(calls));
  await Promise.allSettled(spy.mock.results.map((result) => result.value));
  await nextTask();
}

// @vitest-environment jsdom
import type { ApiClient } from '@storefront/api-client';
import { afterEach, expect, test, vi } from 'vitest';
import { sameOriginConfig } from '../app/siteConfig';
import { startBrowserRuntime } from './bootstrap';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

test('records the session’s first visit once the browser is idle, not in the task that starts the app', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const answer = { code: 'E0001', msg: 'ok', data: null };
  const post = vi.fn(async () => ({ data: answer, response: new Response(null, { status: 200 }) }));
  startBrowserRuntime({ POST: post } as unknown as ApiClient, sameOriginConfig);
  expect(post).not.toHaveBeenCalled();

  for (const callback of idle) callback();
  await vi.waitFor(() => expect(post).toHaveBeenCalledWith('/user/channel_analyse', expect.anything()));
});

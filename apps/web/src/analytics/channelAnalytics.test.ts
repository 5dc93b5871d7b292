import { createApiClient } from '@storefront/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrefixedStorage, memoryStorage } from '../browser/storage';
import { envelope } from '../test/fakeApi';
import { createChannelAnalytics } from './channelAnalytics';

function setup(referrer: string, session = createPrefixedStorage(memoryStorage())) {
  const calls: { path: string; body: unknown }[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/api/v1',
    getToken: () => null,
    fetch: async (request: Request) => {
      calls.push({ path: new URL(request.url).pathname, body: await request.json() });
      return envelope(null);
    },
  });
  let ids = 0;
  const analytics = createChannelAnalytics({
    api,
    session,
    referrer,
    ownHosts: ['shop.test'],
    newId: () => `session-${++ids}`,
  });
  return { analytics, calls, session };
}

describe('createChannelAnalytics', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records the referrer of the first visit once per session', async () => {
    const { analytics, calls, session } = setup('https://www.baidu.com/s?wd=il6');
    await analytics.recordFirstVisit();
    await analytics.recordFirstVisit();
    expect(calls).toEqual([
      {
        path: '/api/v1/user/channel_analyse',
        body: {
          sessionStorageId: 'session-1',
          userName: '',
          userType: 'anonymous',
          source: 'baidu',
          sourceValue: 'https://www.baidu.com/s?wd=il6',
        },
      },
    ]);
    // A later page of the same session (same session storage) does not record again.
    const again = setup('https://www.google.com/', session);
    await again.analytics.recordFirstVisit();
    expect(again.calls).toEqual([]);
  });

  it('sends events after a one-second delay with the session id and the channel', async () => {
    const { analytics, calls } = setup('https://www.bing.com/');
    await analytics.recordFirstVisit();
    analytics.track({ operateType: 'phone', operateTypeId: '400-000-0000' });
    analytics.track({ operateType: 'navigation', operateTypeId: '/products' });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.slice(1)).toEqual([
      {
        path: '/api/v1/channel_analyse/detail',
        body: {
          sessionStorageId: 'session-1',
          operateType: 'phone',
          operateTypeId: '400-000-0000',
          source: 'https://www.bing.com/',
        },
      },
      {
        path: '/api/v1/channel_analyse/detail',
        body: {
          sessionStorageId: 'session-1',
          operateType: 'navigation',
          operateTypeId: '/products',
          source: 'https://www.bing.com/',
        },
      },
    ]);
  });
});

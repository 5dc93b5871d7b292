import { type ApiClient, unwrap } from '@storefront/api-client';
import type { PrefixedStorage } from '../browser/storage';
import { createDelayedQueue, type DelayedQueue } from './delayedQueue';
import { classifyReferrer } from './referrer';

/** What an analytics event is about (SPEC §7: message send, phone click, navigation click). */
export type OperateType = 'message' | 'phone' | 'navigation';

export interface ChannelEvent {
  operateType: OperateType;
  /** What was clicked or sent, e.g. the menu path or the phone number. */
  operateTypeId: string;
}

export interface ChannelAnalytics {
  /** Records the referrer once per browser session (the first page view of the session). */
  recordFirstVisit(): Promise<void>;
  /** Queues an event; it is sent after the one-second delay. */
  track(event: ChannelEvent): void;
  /** Sends queued events now (page hidden). */
  flush(): Promise<void>;
}

export interface ChannelAnalyticsOptions {
  api: ApiClient;
  /** Session-scoped storage (sessionStorage): the session id and the "already recorded" mark. */
  session: PrefixedStorage;
  referrer: string;
  /** Hosts of both sites, whose referrers are internal navigation. */
  ownHosts: readonly string[];
  newId?: () => string;
  onError?: (error: unknown) => void;
  queue?: (send: (event: ChannelEvent) => Promise<unknown>) => DelayedQueue<ChannelEvent>;
}

const sessionIdKey = 'channelSessionId';
const recordedKey = 'channelRecorded';
const sourceKey = 'channelSource';

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
  );
}

/**
 * Channel analytics of SPEC §3/§7. The session id lives in session storage, so a new tab or browser
 * session starts a new visit; the referrer of that first page is the channel every later event carries.
 */
export function createChannelAnalytics({
  api,
  session,
  referrer,
  ownHosts,
  newId = randomId,
  onError,
  queue = (send) => createDelayedQueue({ send, onError: (error) => onError?.(error) }),
}: ChannelAnalyticsOptions): ChannelAnalytics {
  const sessionId = (): string => {
    const existing = session.get<string>(sessionIdKey);
    if (existing) return existing;
    const id = newId();
    session.set(sessionIdKey, id);
    return id;
  };

  const events = queue((event) =>
    unwrap(
      api.POST('/channel_analyse/detail', {
        body: {
          sessionStorageId: sessionId(),
          operateType: event.operateType,
          operateTypeId: event.operateTypeId.slice(0, 100),
          source: session.get<string>(sourceKey) ?? '',
        },
      }),
    ),
  );

  return {
    async recordFirstVisit() {
      if (session.get<boolean>(recordedKey)) return;
      const channel = classifyReferrer(referrer, ownHosts);
      // Marked before the call: a failed record is not retried on every page of the session.
      session.set(recordedKey, true);
      session.set(sourceKey, channel.sourceValue.slice(0, 2000));
      try {
        // Issue 3 names POST /user/channel_analyse for the first visit; it keeps one record per
        // sessionStorageId, the same one a later login attaches its user name to.
        await unwrap(
          api.POST('/user/channel_analyse', {
            body: {
              sessionStorageId: sessionId(),
              userName: '',
              userType: 'anonymous',
              source: channel.source,
              sourceValue: channel.sourceValue.slice(0, 2000),
            },
          }),
        );
      } catch (error) {
        onError?.(error);
      }
    },
    track: (event) => events.push(event),
    flush: () => events.flush(),
  };
}

/** SPEC §9: the debounce helper waits 1000 ms by default. */
export const analyticsDelayMs = 1000;

export interface DelayedQueueOptions<Event> {
  /** Sends one event; a failure is reported to `onError` and does not stop the others. */
  send(event: Event): Promise<unknown>;
  /** @default 1000 */
  delayMs?: number;
  onError?(error: unknown, event: Event): void;
  /** Timer functions, replaceable in tests. */
  setTimer?(callback: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

export interface DelayedQueue<Event> {
  /** Queues an event; the queue is sent once no new event arrived for `delayMs`. */
  push(event: Event): void;
  /** Sends whatever is queued right away (e.g. when the page is hidden). */
  flush(): Promise<void>;
  readonly pending: number;
}

/**
 * Analytics events (message sent, phone click, navigation click) go out after a quiet second (SPEC §7,
 * §9): a burst of clicks becomes one batch of requests instead of one per click, and a click that
 * navigates away does not compete with the page's own requests. Unlike a plain debounce, no event is
 * dropped: every queued event is sent, in order.
 */
export function createDelayedQueue<Event>({
  send,
  delayMs = analyticsDelayMs,
  onError,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: DelayedQueueOptions<Event>): DelayedQueue<Event> {
  let queue: Event[] = [];
  let timer: unknown = null;

  const flush = async () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const batch = queue;
    queue = [];
    for (const event of batch) {
      try {
        await send(event);
      } catch (error) {
        onError?.(error, event);
      }
    }
  };

  return {
    push(event) {
      queue.push(event);
      if (timer !== null) clearTimer(timer);
      timer = setTimer(() => void flush(), delayMs);
    },
    flush,
    get pending() {
      return queue.length;
    },
  };
}

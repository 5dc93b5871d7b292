import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelayedQueue } from './delayedQueue';

describe('createDelayedQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends an event one second after it was pushed, not before', async () => {
    const send = vi.fn(async () => undefined);
    const queue = createDelayedQueue({ send });
    queue.push('phone');
    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledWith('phone');
    expect(queue.pending).toBe(0);
  });

  it('waits for a quiet second after a burst, then sends every event in order', async () => {
    const sent: string[] = [];
    const queue = createDelayedQueue<string>({ send: async (event) => void sent.push(event) });
    queue.push('nav:1');
    await vi.advanceTimersByTimeAsync(600);
    queue.push('nav:2');
    await vi.advanceTimersByTimeAsync(600);
    expect(sent).toEqual([]);
    queue.push('message');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['nav:1', 'nav:2', 'message']);
  });

  it('keeps sending after a failure and reports it', async () => {
    const onError = vi.fn();
    const sent: string[] = [];
    const queue = createDelayedQueue<string>({
      send: async (event) => {
        if (event === 'bad') throw new Error('E0009');
        sent.push(event);
      },
      onError,
      delayMs: 50,
    });
    queue.push('bad');
    queue.push('good');
    await vi.advanceTimersByTimeAsync(50);
    expect(sent).toEqual(['good']);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'bad');
  });

  it('flushes right away on demand', async () => {
    const send = vi.fn(async () => undefined);
    const queue = createDelayedQueue({ send });
    queue.push('a');
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

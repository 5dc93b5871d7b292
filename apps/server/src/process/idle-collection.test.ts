import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './idle-collection.js';

describe('the collection after a burst of requests', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once the server has been idle, once per burst', () => {
    const gc = vi.fn();
    const idle = collectWhenIdle({ gc, idleMs: 1_000, minRequests: 3 });
    for (let i = 0; i < 5; i += 1) {
      idle.requestDone();
      vi.advanceTimersByTime(900);
    }
    // Requests kept coming less than a second apart: nothing yet.
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it("gives malloc's free pages back after both collections", async () => {
    const steps: string[] = [];
    let databaseCollected = () => {};
    const idle = collectWhenIdle({
      gc: () => steps.push('heap'),
      collectDatabase: () =>
        new Promise<void>((resolve) => {
          steps.push('database asked');
          databaseCollected = resolve;
        }),
      trimMalloc: () => steps.push('trim'),
      idleMs: 1_000,
      minRequests: 1,
    });
    idle.requestDone();
    await vi.advanceTimersByTimeAsync(1_000);
    // The trim waits for the database thread's collection, which frees memory of its own.
    expect(steps).toEqual(['heap', 'database asked']);
    databaseCollected();
    await vi.waitFor(() => expect(steps).toEqual(['heap', 'database asked', 'trim']));
  });

  it('does not run for a few requests', () => {
    const gc = vi.fn();
    const idle = collectWhenIdle({ gc, idleMs: 1_000, minRequests: 3 });
    idle.requestDone();
    idle.requestDone();
    vi.advanceTimersByTime(5_000);
    expect(gc).not.toHaveBeenCalled();
    idle.requestDone();
    vi.advanceTimersByTime(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
  });
});

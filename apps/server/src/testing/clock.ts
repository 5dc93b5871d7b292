import { vi } from 'vitest';

/**
 * Freezes only `Date`, 5 s into the current ten-minute window of the real clock (so also into a
 * minute), for tests of fixed-window rate limits: a run can then neither straddle a window's end nor
 * drift far from the database's own clock. Timers and the database run as usual; undo with
 * `vi.useRealTimers()`.
 */
export function freezeDateEarlyInWindow(): void {
  const tenMinutes = 10 * 60 * 1000;
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Math.floor(now / tenMinutes) * tenMinutes + 5000));
}

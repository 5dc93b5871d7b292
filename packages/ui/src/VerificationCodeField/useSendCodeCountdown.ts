import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds a user waits between two codes: the server sends at most one a minute per phone or e-mail. */
export const sendCodeIntervalSeconds = 60;

/** Whole seconds left of a wait that started at `startedAt` (ms), never negative. */
export function secondsLeft(startedAt: number, now: number, durationSeconds: number): number {
  return Math.max(0, Math.ceil((startedAt + durationSeconds * 1000 - now) / 1000));
}

/**
 * The send-code button's wait: `start()` after a code went out, then `remaining` counts down once a second
 * to 0. It is computed from the start time rather than decremented, so a throttled background tab still
 * ends the wait on time.
 */
export function useSendCodeCountdown(durationSeconds: number = sendCodeIntervalSeconds) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (startedAt === null) return;
    const tick = () => {
      const left = secondsLeft(startedAt, Date.now(), durationSeconds);
      setRemaining(left);
      if (left === 0) {
        stop();
        setStartedAt(null);
      }
    };
    tick();
    timer.current = setInterval(tick, 250);
    return stop;
  }, [startedAt, durationSeconds, stop]);

  const start = useCallback(() => setStartedAt(Date.now()), []);

  return { remaining, running: remaining > 0, start };
}

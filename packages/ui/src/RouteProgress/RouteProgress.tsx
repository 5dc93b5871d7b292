import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { routeProgressMessages } from './RouteProgress.messages';
import classes from './RouteProgress.module.css';
import { PROGRESS_DURATION, PROGRESS_THROTTLE, progressAt } from './routeProgressModel';

export interface RouteProgressProps extends ComponentPropsWithRef<'div'> {
  /** Whether a route is loading (the router's navigation state). */
  active: boolean;
  /** Milliseconds loading must last before the bar shows (SPEC §9). @default 200 */
  throttle?: number;
  /** Milliseconds over which the bar approaches 90 % (SPEC §9). @default 5000 */
  duration?: number;
  /** Accessible name. @default the localized 'Loading page' */
  label?: string;
  /** Class for the root element. */
  className?: string;
}

type Phase = 'idle' | 'running' | 'finishing';

/** Milliseconds the full bar stays before fading out after loading ends. */
const FINISH_MS = 300;
/** Milliseconds between value updates while running. */
const TICK_MS = 100;

/**
 * A thin bar at the top of the viewport while a route loads: hidden for quick loads (throttle), creeping
 * towards 90 % over `duration`, then filling and fading when `active` turns false. `role="progressbar"` with
 * the value; motion is dropped for users who prefer reduced motion (CSS).
 *
 * **Accessibility:** `role="progressbar"` named by `label` (default 'Loading page') with `aria-valuemin`,
 * `aria-valuemax` and `aria-valuenow`; nothing is rendered when idle.
 *
 * **Data attributes:**
 * - `data-state`: running, finishing
 */
export function RouteProgress({
  active,
  throttle = PROGRESS_THROTTLE,
  duration = PROGRESS_DURATION,
  label,
  className,
  ...rest
}: RouteProgressProps) {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>('idle');
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!active) return;
    let startedAt = 0;
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      startedAt = Date.now();
      setValue(progressAt(0, duration));
      setPhase('running');
      tick = setInterval(() => setValue(progressAt(Date.now() - startedAt, duration)), TICK_MS);
    }, throttle);
    return () => {
      clearTimeout(show);
      if (tick) clearInterval(tick);
      // Only a bar that was shown finishes visibly; a load shorter than the throttle leaves no trace.
      if (startedAt) {
        setValue(100);
        setPhase('finishing');
      }
    };
  }, [active, throttle, duration]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const done = setTimeout(() => {
      setPhase('idle');
      setValue(0);
    }, FINISH_MS);
    return () => clearTimeout(done);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      {...rest}
      className={clsx(classes.RouteProgress, className)}
      role="progressbar"
      aria-label={label ?? intl.formatMessage(routeProgressMessages.label)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-state={phase}
    >
      <div className={classes.Bar} style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}

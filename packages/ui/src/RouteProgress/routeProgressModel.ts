/** SPEC §9: the bar only appears when loading lasts longer than this (fast navigations show nothing). */
export const PROGRESS_THROTTLE = 200;
/** SPEC §9: the time over which the bar creeps towards its ceiling while loading. */
export const PROGRESS_DURATION = 5000;
/** The bar never claims to be done before loading ends. */
export const PROGRESS_CEILING = 90;

/** Percentage shown `elapsed` ms after the bar appeared: eases out towards the ceiling over `duration`. */
export function progressAt(elapsed: number, duration: number = PROGRESS_DURATION): number {
  const t = Math.min(Math.max(elapsed / duration, 0), 1);
  return Math.round(PROGRESS_CEILING * (1 - (1 - t) ** 2));
}

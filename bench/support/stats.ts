/** The arithmetic of the figures: percentiles, medians and ratios, kept pure so a test can check them. */

/** The p-th percentile (0–100) by nearest rank: a value that was really measured, never an interpolation. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** The middle value (the mean of the two middle ones for an even count): rounds of a noisy run. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** measured / reference; NaN when the reference is zero, so a dead ceiling never reads as a pass. */
export function ratio(measured: number, reference: number): number {
  return reference > 0 ? measured / reference : Number.NaN;
}

/** A number to `digits` decimals, for the tables. */
export function round(value: number, digits = 0): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * The timings of requests made in turn, split by whether each path was asked for the first time (not
 * among `askedBefore`, the warm-up, nor earlier in `paths`) or again: a server that keeps answers
 * answers the two from different places.
 */
export function firstAskings(
  paths: readonly string[],
  timings: readonly number[],
  askedBefore: readonly string[] = [],
): { first: number[]; repeated: number[] } {
  const asked = new Set(askedBefore);
  const first: number[] = [];
  const repeated: number[] = [];
  paths.forEach((path, i) => {
    (asked.has(path) ? repeated : first).push(timings[i] as number);
    asked.add(path);
  });
  return { first, repeated };
}

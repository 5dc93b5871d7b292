/**
 * Lighthouse's runtime errors that are its own recording failing, not the page: the ones its message
 * answers with "Please run Lighthouse again" (a trace recorded badly) or that no screenshots were
 * collected (lighthouse/core/lib/lh-error.js). Such a run measured nothing, yet its report scores 0,
 * which a median of three takes as a score (`/cart`: runs 89, 99, 0 → 89). Errors that describe the
 * page (no first paint, no LCP, a failed or hung document) are the page's and stay scored.
 */
export const RECORDING_FAILURES: ReadonlySet<string> = new Set([
  'NO_SPEEDLINE_FRAMES',
  'SPEEDINDEX_OF_ZERO',
  'NO_SCREENSHOTS',
  'INVALID_SPEEDLINE',
  'NO_TRACING_STARTED',
  'NO_RESOURCE_REQUEST',
  'NO_NAVSTART',
  'NO_DCL',
  'NO_FMP',
]);

/** Attempts per run: a recording that fails this often in a row is reported as it is, scored 0. */
export const ATTEMPTS_PER_RUN = 3;

interface RuntimeError {
  code: string;
  message: string;
}

/**
 * `runs` reports of `runOnce`, each run attempted again (up to `attempts` in all) while its recording
 * failed; every failed attempt is told to `onFailure`, so that none goes unnoticed.
 */
export async function collectRuns<Report extends { runtimeError?: RuntimeError }>(
  runs: number,
  runOnce: () => Promise<Report>,
  onFailure: (run: number, attempt: number, error: RuntimeError) => void,
  attempts = ATTEMPTS_PER_RUN,
): Promise<Report[]> {
  const reports: Report[] = [];
  for (let run = 1; run <= runs; run += 1) {
    for (let attempt = 1; ; attempt += 1) {
      const report = await runOnce();
      const error = report.runtimeError;
      if (error) onFailure(run, attempt, error);
      if (!error || !RECORDING_FAILURES.has(error.code) || attempt === attempts) {
        reports.push(report);
        break;
      }
    }
  }
  return reports;
}

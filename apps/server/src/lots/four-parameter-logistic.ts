import { levenbergMarquardt } from 'ml-levenberg-marquardt';

/**
 * A four-parameter logistic (4PL) dose-response curve:
 * y = bottom + (top - bottom) / (1 + (ec50 / x) ^ hill), x > 0.
 */
export interface LogisticFit {
  bottom: number;
  top: number;
  ec50: number;
  hill: number;
  /** Coefficient of determination of the fit on the points. */
  rSquared: number;
}

export function logistic(fit: Pick<LogisticFit, 'bottom' | 'top' | 'ec50' | 'hill'>, x: number): number {
  return fit.bottom + (fit.top - fit.bottom) / (1 + (fit.ec50 / x) ** fit.hill);
}

/**
 * Fits a 4PL curve to an assay's points with Levenberg-Marquardt. The EC50 is fitted as log10(EC50)
 * against log10 of the concentration, as plate-reader software does: a dilution series is even on
 * that scale, and the search cannot wander to a negative EC50. Returns null when the points cannot
 * define a curve (fewer than five, a non-positive concentration, or a fit that does not converge to
 * finite numbers), so a page shows "no value" rather than a wrong one.
 */
export function fitFourParameterLogistic(
  concentrations: readonly number[],
  responses: readonly number[],
): LogisticFit | null {
  if (concentrations.length !== responses.length || concentrations.length < 5) return null;
  if (concentrations.some((x) => !(x > 0) || !Number.isFinite(x))) return null;
  if (responses.some((y) => !Number.isFinite(y))) return null;

  const u = concentrations.map((x) => Math.log10(x));
  const low = Math.min(...responses);
  const high = Math.max(...responses);
  // Start at the plateaus the data shows and the middle of the dilution range.
  const initialValues = [low, high, (Math.min(...u) + Math.max(...u)) / 2, 1];
  const model =
    ([bottom, top, logEc50, hill]: number[]) =>
    (t: number) =>
      (bottom as number) +
      ((top as number) - (bottom as number)) / (1 + 10 ** (((logEc50 as number) - t) * (hill as number)));
  // The analytical derivatives: exact, and one model evaluation per point instead of nine.
  const jacobianFunction =
    ([bottom, top, logEc50, hill]: number[]) =>
    (t: number) => {
      const d = (logEc50 as number) - t;
      const e = 10 ** (d * (hill as number));
      const s = 1 / (1 + e);
      const ds = -(s * s) * e * Math.LN10; // d s / d (d * hill)
      const span = (top as number) - (bottom as number);
      return [1 - s, s, span * ds * (hill as number), span * ds * d];
    };
  const { parameterValues } = levenbergMarquardt({ x: u, y: [...responses] }, model, {
    initialValues,
    jacobianFunction,
    damping: 1e-3,
    // With noisy points the residual never reaches a tolerance, so the iterations are the budget:
    // 200 take a 10-point series to the last digit its points support, in a few milliseconds.
    maxIterations: 200,
    errorTolerance: 1e-10,
    minValues: [-Infinity, -Infinity, Math.min(...u) - 3, 0.1],
    maxValues: [Infinity, Infinity, Math.max(...u) + 3, 10],
  });
  const [bottom, top, logEc50, hill] = parameterValues as [number, number, number, number];
  const fit = { bottom, top, ec50: 10 ** logEc50, hill };
  if (!Object.values(fit).every(Number.isFinite)) return null;

  const mean = responses.reduce((a, b) => a + b, 0) / responses.length;
  let residual = 0;
  let total = 0;
  concentrations.forEach((x, i) => {
    const y = responses[i] as number;
    residual += (y - logistic(fit, x)) ** 2;
    total += (y - mean) ** 2;
  });
  return { ...fit, rSquared: total === 0 ? 0 : 1 - residual / total };
}

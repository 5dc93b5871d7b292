/**
 * The paper award of SPEC §9: a tier by impact factor, 20 % tax withheld. When an applicant names several
 * articles, the highest impact factor counts. Amounts are whole yuan (every tier's tax is whole).
 */

/** The tiers, from the lowest impact factor up: an impact factor of `from` or more earns `gross`. */
export const PAPER_AWARD_TIERS = [
  { from: 0, gross: 500 },
  { from: 2, gross: 1000 },
  { from: 5, gross: 2000 },
  { from: 10, gross: 3000 },
] as const;

/** The share of the award withheld as tax. */
export const PAPER_AWARD_TAX_RATE = 0.2;

export interface PaperAward {
  /** The impact factor that set the tier (the highest given). */
  impactFactor: number;
  /** Before tax, CNY. */
  gross: number;
  tax: number;
  /** Paid out, CNY. */
  net: number;
}

/** The award for the impact factors of the articles given, or null when none is a finite number ≥ 0. */
export function paperAward(impactFactors: readonly number[]): PaperAward | null {
  const valid = impactFactors.filter((factor) => Number.isFinite(factor) && factor >= 0);
  if (valid.length === 0) return null;
  const impactFactor = Math.max(...valid);
  const tier =
    PAPER_AWARD_TIERS.findLast((candidate) => impactFactor >= candidate.from) ?? PAPER_AWARD_TIERS[0];
  const tax = Math.round(tier.gross * PAPER_AWARD_TAX_RATE);
  return { impactFactor, gross: tier.gross, tax, net: tier.gross - tax };
}

import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ProductLot } from '../contract/types.js';
import type { Db } from '../db/client.js';
import { productLots, type StoredAssayFit } from '../db/schema.js';
import { fitFourParameterLogistic } from './four-parameter-logistic.js';

type Fit = NonNullable<NonNullable<ProductLot['bioactivity']>['fit']>;

/** Five significant digits: what the assay supports, and stable in the JSON the page and COA show. */
const significant = (value: number) => Number(value.toPrecision(5));

/**
 * The 4PL of an assay's points as it is stored with the lot and given by the contract (rounded), or
 * `{}` when the points define no curve. Computed when a lot is written, never when it is read.
 */
export function assayFitOf(concentrations: readonly number[], responses: readonly number[]): StoredAssayFit {
  const fit = fitFourParameterLogistic(concentrations, responses);
  if (!fit) return {};
  return {
    bottom: significant(fit.bottom),
    top: significant(fit.top),
    ec50: significant(fit.ec50),
    hill: significant(fit.hill),
    rSquared: Number(fit.rSquared.toFixed(4)),
  };
}

/** The stored fit as the contract gives it: null for `{}` (no curve). */
export const contractFit = (stored: StoredAssayFit): Fit | null =>
  'ec50' in stored ? (stored as Fit) : null;

/** Lots fitted per batch by `fillMissingAssayFits`: one UPDATE each, a few seconds of fitting at most. */
const FILL_BATCH = 1_000;

/**
 * Fits the lots that have an assay but no stored fit (written before migration 0028), at start, in
 * batches; returns how many. Once filled, a start makes one query that finds nothing.
 */
export async function fillMissingAssayFits(db: Db): Promise<number> {
  const missing = and(isNotNull(productLots.assayKind), isNull(productLots.assayFit));
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({
        id: productLots.id,
        x: productLots.assayConcentrationsNgMl,
        y: productLots.assayResponses,
      })
      .from(productLots)
      .where(missing)
      .limit(FILL_BATCH);
    if (rows.length === 0) return filled;
    const fits = rows.map((row) => ({ id: row.id, fit: assayFitOf(row.x ?? [], row.y ?? []) }));
    await db.execute(sql`
      update ${productLots} set assay_fit = f.fit
      from jsonb_to_recordset(${JSON.stringify(fits)}::jsonb) as f(id int, fit jsonb)
      where ${productLots.id} = f.id`);
    filled += rows.length;
    if (rows.length < FILL_BATCH) return filled;
  }
}

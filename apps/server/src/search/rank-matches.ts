/** A query's matching products in the order of its results, and the ranking tier of each (MATCHED_BY). */
export interface Ranking {
  ids: number[];
  tiers: number[];
}

/**
 * The relevance order of a query's matches as its index lookups found them: a product found by several
 * lookups (`ids[i]` with `tiers[i]`, in any order) ranks by its best tier, then by id. Done here rather
 * than by the database: grouping and sorting a common word's thousands of matches (`cytokine`: 3,337)
 * was about a third of its ranking's time in PGlite's WebAssembly (5.5-6.2 → 3.4-4.3 ms per statement,
 * 2026-12-03), and the tiers are few enough to bucket.
 */
export function rankMatches(ids: readonly number[], tiers: readonly number[]): Ranking {
  const best = new Map<number, number>();
  ids.forEach((id, i) => {
    const tier = tiers[i] as number;
    const known = best.get(id);
    if (known === undefined || tier < known) best.set(id, tier);
  });
  const byTier = new Map<number, number[]>();
  for (const [id, tier] of best) {
    const bucket = byTier.get(tier);
    if (bucket) bucket.push(id);
    else byTier.set(tier, [id]);
  }
  const ranking: Ranking = { ids: [], tiers: [] };
  for (const tier of [...byTier.keys()].sort((a, b) => a - b)) {
    // A typed array sorts numbers without a comparison callback.
    for (const id of Int32Array.from(byTier.get(tier) as number[]).sort()) {
      ranking.ids.push(id);
      ranking.tiers.push(tier);
    }
  }
  return ranking;
}

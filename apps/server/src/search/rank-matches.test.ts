import { describe, expect, it } from 'vitest';
import { rankMatches } from './rank-matches.js';

describe('rankMatches', () => {
  it('ranks each product once, by its best tier and then by id', () => {
    // 7 found by the lexemes (tier 4) and by the target (2); 12 by a catalog number's start only (5).
    const ranking = rankMatches([30, 7, 12, 7, 9, 100, 2], [4, 4, 5, 2, 3, 3, 4]);
    expect(ranking).toEqual({ ids: [7, 9, 100, 2, 30, 12], tiers: [2, 3, 3, 4, 4, 5] });
  });

  it('orders ids as numbers, not as text', () => {
    expect(rankMatches([1000, 20, 3], [4, 4, 4]).ids).toEqual([3, 20, 1000]);
  });

  it('finds nothing in nothing', () => {
    expect(rankMatches([], [])).toEqual({ ids: [], tiers: [] });
  });
});

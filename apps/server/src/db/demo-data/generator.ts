import { buildConstruct } from './products/build';
import { targetFacts } from './products/index';
import type { DemoProduct } from './types';
import { mulberry32 } from './util';
import type { ConjugateKey, ExpressionKey, SpeciesKey, TagKey } from './vocab';

const hostSpecies: SpeciesKey[] = [
  'human',
  'human',
  'human',
  'mouse',
  'mouse',
  'rat',
  'cynomolgus',
  'rhesus',
  'canine',
];
const expressions: ExpressionKey[] = ['hek293', 'hek293', 'hek293', 'cho', 'ecoli', 'insect'];
const tagKeys: TagKey[] = ['his', 'his', 'hfc', 'mfc', 'flag', 'hisAvi', 'fcAvi', 'gst', 'strep', 'free'];
const conjugateKeys: ConjugateKey[] = ['none', 'none', 'none', 'none', 'none', 'biotin', 'fitc', 'pe'];

/** The largest catalogue the benchmarks use; the catalog-number scheme has room for far more. */
export const MAX_BENCHMARK_PRODUCTS = 50_000;

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/**
 * A synthetic catalogue of `count` products for load tests. Deterministic: the same count always
 * gives the same products, and the first n products of a larger run equal a run of n.
 * Catalog numbers use the letter Z after the dash (`IL6-Z0001A`), which no hand-written product
 * uses, so they never collide with `products`.
 */
export function generateBenchmarkProducts(count: number): DemoProduct[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_BENCHMARK_PRODUCTS) {
    throw new RangeError(
      `generateBenchmarkProducts: count must be an integer in 0..${MAX_BENCHMARK_PRODUCTS}`,
    );
  }
  const rng = mulberry32(0x5eed2026);
  const out: DemoProduct[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const fact = pick(rng, targetFacts);
    const strainKeys = fact.strains ? Object.keys(fact.strains) : null;
    const origin = strainKeys ? pick(rng, strainKeys) : pick(rng, hostSpecies);
    const expr = pick(rng, expressions);
    const tag = pick(rng, tagKeys);
    const conj = pick(rng, conjugateKeys);
    const serial = i.toString(36).toUpperCase().padStart(4, '0');
    const spec = `${origin} ${expr} ${tag} ${conj}${rng() < 0.04 ? ' new' : ''}${rng() < 0.04 ? ' hot' : ''}`;
    out[i] = buildConstruct(fact, spec, `${fact.code}-Z${serial}`);
  }
  return out;
}

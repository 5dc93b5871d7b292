import { articles as demoArticles } from './articles';
import { buildConstruct, type TargetFact } from './products/build';
import { enzymeProducts, kitProducts } from './products/enzymes-kits';
import { targetFacts } from './products/index';
import type { DemoArticle, DemoProduct } from './types';
import { mulberry32 } from './util';
import type { SpeciesKey } from './vocab';

const hostSpecies: SpeciesKey[] = ['human', 'mouse', 'rat', 'cynomolgus', 'rhesus', 'canine'];
/** Human is the most common species in a real catalogue. */
const speciesWeights = [5, 2, 1, 1, 1, 1];

/** The largest catalogue the benchmarks use. */
export const MAX_BENCHMARK_PRODUCTS = 50_000;

interface Pool {
  fact: TargetFact;
  /** `expression tag conjugate` triples this target is really sold in. */
  forms: string[];
  origins: string[];
  weights: number[];
}

let pools: Pool[] | null = null;
const templates = new Map<string, DemoProduct>();

function getPools(): Pool[] {
  if (pools) return pools;
  pools = targetFacts.map((fact) => {
    const forms = [...new Set(fact.constructs.map((spec) => spec.split(/\s+/).slice(1, 4).join(' ')))].map(
      // drop the new/hot markers that can sit in the fourth word
      (form) => form.replace(/ (new|hot)$/, ''),
    );
    const origins = fact.strains ? Object.keys(fact.strains) : hostSpecies;
    const weights = fact.strains ? origins.map(() => 1) : speciesWeights;
    return { fact, forms: [...new Set(forms)], origins, weights };
  });
  return pools;
}

const handWritten: DemoProduct[] = [...enzymeProducts, ...kitProducts];

function serial(i: number): string {
  return i.toString(36).toUpperCase().padStart(4, '0');
}

function copy(template: DemoProduct, catalogNumber: string, flags: number): DemoProduct {
  return {
    ...template,
    catalogNumber,
    isNew: flags < 0.04,
    isHot: flags > 0.97,
    popularRank: null,
    sizes: template.sizes.map((s) => ({ size: s.size, priceFen: s.priceFen })),
  };
}

function weighted(rng: () => number, items: string[], weights: number[]): string {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i] ?? 1;
    if (r < 0) return items[i] as string;
  }
  return items[items.length - 1] as string;
}

/**
 * A synthetic catalogue of `count` products for load tests. Deterministic: the same count always
 * gives the same products, and the first n products of a larger run equal a run of n.
 * Each product is a real form of a real target (the forms the hand-written catalogue sells),
 * crossed with another species or strain. Catalog numbers put the letter Z after the dash
 * (`IL6-Z00A7`), which no hand-written product uses, so they never collide with `products`.
 * Products built from the same construct share their text (as a real catalogue's lots do), which
 * keeps 50,000 products well under a second and small in memory.
 */
export function generateBenchmarkProducts(count: number): DemoProduct[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_BENCHMARK_PRODUCTS) {
    throw new RangeError(
      `generateBenchmarkProducts: count must be an integer in 0..${MAX_BENCHMARK_PRODUCTS}`,
    );
  }
  const all = getPools();
  const rng = mulberry32(0x5eed2026);
  const out: DemoProduct[] = [];
  for (let i = 0; i < count; i++) {
    const flags = rng();
    if (rng() < 0.06) {
      // Enzymes and kits have no construct table: reuse a hand-written one under a new number.
      const base = handWritten[Math.floor(rng() * handWritten.length)] as DemoProduct;
      out.push(copy(base, `${base.catalogNumber.split('-')[0]}-Z${serial(i)}`, flags));
      continue;
    }
    const pool = all[Math.floor(rng() * all.length)] as Pool;
    const origin = weighted(rng, pool.origins, pool.weights);
    const form = pool.forms[Math.floor(rng() * pool.forms.length)] as string;
    const spec = `${origin} ${form}`;
    const key = `${pool.fact.code}|${spec}`;
    let template = templates.get(key);
    if (!template) {
      template = buildConstruct(pool.fact, spec, `${pool.fact.code}-Z`);
      templates.set(key, template);
    }
    out.push(copy(template, `${pool.fact.code}-Z${serial(i)}`, flags));
  }
  return out;
}

/** How many articles the benchmark catalogue holds (issue 12's search figures are at 5,000). */
export const BENCHMARK_ARTICLES = 5_000;

/**
 * `count` articles for the benchmarks: the demo articles again as a numbered series, one day apart
 * going back from the newest. Texts are shared with the demo article they repeat (small in memory);
 * the titles differ, so that every article is a hit of its own.
 */
export function generateBenchmarkArticles(count: number): DemoArticle[] {
  const newest = Date.UTC(2026, 5, 30);
  return Array.from({ length: count }, (_, i) => {
    const base = demoArticles[i % demoArticles.length] as DemoArticle;
    return {
      ...base,
      title: { zh: `${base.title.zh}（第${i + 1}期）`, en: `${base.title.en} (No. ${i + 1})` },
      publishDate: new Date(newest - i * 86_400_000).toISOString().slice(0, 10),
    };
  });
}

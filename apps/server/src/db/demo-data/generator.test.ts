import { describe, expect, it } from 'vitest';
import { categories, generateBenchmarkProducts, MAX_BENCHMARK_PRODUCTS, products } from './index';

describe('generateBenchmarkProducts', () => {
  it('is deterministic and prefix-stable', () => {
    const a = generateBenchmarkProducts(2000);
    const b = generateBenchmarkProducts(2000);
    expect(b).toEqual(a);
    expect(generateBenchmarkProducts(500)).toEqual(a.slice(0, 500));
  });

  it('makes 50,000 unique products that do not collide with the catalogue, quickly', () => {
    const started = performance.now();
    const list = generateBenchmarkProducts(MAX_BENCHMARK_PRODUCTS);
    const elapsed = performance.now() - started;
    expect(list).toHaveLength(50_000);

    const numbers = new Set(list.map((p) => p.catalogNumber));
    expect(numbers.size).toBe(list.length);
    for (const p of products) expect(numbers.has(p.catalogNumber)).toBe(false);

    const categoryIds = new Set(categories.map((c) => c.id));
    for (const p of list) {
      expect(categoryIds.has(p.categoryId)).toBe(true);
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(p.popularRank).toBeNull();
    }
    // Spread over the families and over many constructs, not one template repeated.
    expect(new Set(list.map((p) => p.categoryId)).size).toBeGreaterThan(35);
    expect(new Set(list.map((p) => p.name.en)).size).toBeGreaterThan(1000);

    const again = generateBenchmarkProducts(MAX_BENCHMARK_PRODUCTS);
    expect(again.map((p) => `${p.catalogNumber}|${p.name.en}|${p.sizes[0]?.priceFen}|${p.isNew}`)).toEqual(
      list.map((p) => `${p.catalogNumber}|${p.name.en}|${p.sizes[0]?.priceFen}|${p.isNew}`),
    );
    // Typically ~0.2 s; the bound leaves room for a busy CI machine.
    expect(elapsed).toBeLessThan(3000);
  });

  it('rejects counts outside 0..50,000', () => {
    expect(generateBenchmarkProducts(0)).toEqual([]);
    expect(() => generateBenchmarkProducts(-1)).toThrow(RangeError);
    expect(() => generateBenchmarkProducts(50_001)).toThrow(RangeError);
    expect(() => generateBenchmarkProducts(1.5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { generateBenchmarkProducts } from './generator';
import { demoLots } from './lots';
import { products } from './products/index';

const byNumber = (n: string) => {
  const p = products.find((x) => x.catalogNumber === n);
  if (!p) throw new Error(`no demo product ${n}`);
  return p;
};

describe('demo lots', () => {
  it('gives every product 2-5 lots, the same on every run, numbered uniquely, newest last', () => {
    for (const product of products) {
      const lots = demoLots(product);
      expect(lots.length).toBeGreaterThanOrEqual(2);
      expect(lots.length).toBeLessThanOrEqual(5);
      expect(demoLots(product)).toEqual(lots);
      expect(new Set(lots.map((l) => l.lotNumber)).size).toBe(lots.length);
      const made = lots.map((l) => l.manufacturedOn);
      expect([...made].sort()).toEqual(made);
      for (const lot of lots) expect(lot.expiresOn > lot.manufacturedOn).toBe(true);
    }
  });

  it('keeps every protein lot within release specifications', () => {
    for (const product of products) {
      for (const lot of demoLots(product)) {
        if (lot.sdsPurityPercent === null) continue;
        expect(lot.sdsPurityPercent).toBeGreaterThan(95);
        expect(lot.secMainPeakPercent).toBeGreaterThan(90);
        expect(lot.endotoxinEuPerUg).toBeLessThan(0.1);
      }
    }
  });

  it('runs an Fc fusion at about twice its size without reductant, and a monomer a little faster', () => {
    const fc = products.find((p) => p.molecularWeight.en.includes('homodimer'));
    if (!fc) throw new Error('the demo catalogue has Fc fusions');
    const [fcLot] = demoLots(fc);
    const monomer = byNumber('PD1-H5211');
    const [monoLot] = demoLots(monomer);
    const ratio = (lot: typeof fcLot) =>
      (lot?.nonReducedBandsKda?.[0] ?? 0) / (lot?.reducedBandsKda?.[0] ?? 1);
    expect(ratio(fcLot)).toBeCloseTo(1.9, 2);
    expect(ratio(monoLot)).toBeCloseTo(0.94, 2);
  });

  it('gives target proteins a dose-response series, and enzymes and kits none', () => {
    const [lot] = demoLots(byNumber('PD1-H5211'));
    expect(lot?.assay?.kind).toBe('elisa');
    expect(lot?.assay?.concentrationsNgMl).toHaveLength(10);
    expect(lot?.assay?.responses).toHaveLength(10);
    // A binding curve rises with the concentration: the highest dose reads far above the lowest.
    const r = lot?.assay?.responses ?? [];
    expect((r[0] ?? 0) - (r[9] ?? 0)).toBeGreaterThan(1.5);
    expect(demoLots(byNumber('T7R-E1011'))[0]?.assay).toBeNull();
    const kit = demoLots(byNumber('CD002'))[0];
    expect(kit?.assay).toBeNull();
    expect(kit?.reducedBandsKda).toBeNull();
  });

  it('numbers lots by catalog number suffix, month made and a letter', () => {
    for (const lot of demoLots(byNumber('PD1-H5211'))) expect(lot.lotNumber).toMatch(/^H5211-\d{4}[A-E]$/);
  });

  it('makes the lots of 50,000 benchmark products quickly', () => {
    const list = generateBenchmarkProducts(50_000);
    const started = performance.now();
    let n = 0;
    for (const p of list) n += demoLots(p).length;
    expect(n).toBeGreaterThan(100_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

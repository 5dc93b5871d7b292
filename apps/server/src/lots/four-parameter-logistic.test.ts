import { describe, expect, it } from 'vitest';
import { fitFourParameterLogistic, logistic } from './four-parameter-logistic.js';

describe('four-parameter logistic fit', () => {
  it('recovers the parameters of noiseless points exactly', () => {
    const truth = { bottom: 0.08, top: 2.4, ec50: 0.35, hill: 1.3 };
    const x = Array.from({ length: 10 }, (_, i) => 30 / 3 ** i);
    const fit = fitFourParameterLogistic(
      x,
      x.map((c) => logistic(truth, c)),
    );
    expect(fit?.ec50).toBeCloseTo(0.35, 4);
    expect(fit?.hill).toBeCloseTo(1.3, 3);
    expect(fit?.bottom).toBeCloseTo(0.08, 3);
    expect(fit?.top).toBeCloseTo(2.4, 3);
    expect(fit?.rSquared).toBeCloseTo(1, 6);
  });

  it('matches SciPy on a noisy ELISA series', () => {
    // Reference: SciPy 1.17.1 scipy.optimize.curve_fit (trust-region LM, xtol=ftol=1e-14) of
    // y = b + (t - b) / (1 + 10 ** ((logEC50 - log10 x) * h)) on these points, from p0 = [0.06, 2.9, 0.7, 1]:
    // b = 0.07135219, t = 2.94844906, logEC50 = 0.79890412 (EC50 = 6.293672 ng/mL), h = 1.16766489.
    const x = [405, 135, 45, 15, 5, 1.6667, 0.5556, 0.1852, 0.0617, 0.0206];
    const y = [2.911, 2.874, 2.702, 2.184, 1.302, 0.586, 0.243, 0.118, 0.081, 0.064];
    const fit = fitFourParameterLogistic(x, y);
    expect(fit?.ec50).toBeCloseTo(6.2937, 3);
    expect(fit?.hill).toBeCloseTo(1.16766, 3);
    expect(fit?.bottom).toBeCloseTo(0.071352, 3);
    expect(fit?.top).toBeCloseTo(2.948449, 3);
    expect(fit?.rSquared).toBeGreaterThan(0.99);
  });

  it('gives no fit for points that cannot define a curve', () => {
    expect(fitFourParameterLogistic([1, 2, 3], [0.1, 0.5, 1])).toBeNull();
    expect(fitFourParameterLogistic([0, 1, 3, 9, 27], [0.1, 0.2, 0.5, 1, 1.2])).toBeNull();
    expect(fitFourParameterLogistic([1, 3, 9, 27, 81], [0.1, 0.2, 0.5, 1])).toBeNull();
  });
});

describe('the demo lots', () => {
  it('fit every bioactivity series with R² above 0.98 and an EC50 inside the dilution range', async () => {
    const { demoLots, products } = await import('../db/demo-data/index.js');
    for (const product of products) {
      for (const lot of demoLots(product)) {
        if (!lot.assay) continue;
        const fit = fitFourParameterLogistic(lot.assay.concentrationsNgMl, lot.assay.responses);
        expect(fit?.rSquared, `${product.catalogNumber} ${lot.lotNumber}`).toBeGreaterThan(0.98);
        expect(fit?.ec50).toBeGreaterThan(Math.min(...lot.assay.concentrationsNgMl));
        expect(fit?.ec50).toBeLessThan(Math.max(...lot.assay.concentrationsNgMl));
      }
    }
  });
});

import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLots } from '../db/schema.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { assayFitOf, fillMissingAssayFits } from './fits.js';
import { fitFourParameterLogistic } from './four-parameter-logistic.js';

describe('stored assay fits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('stores the fit rounded as the contract gives it, and {} for points that define no curve', () => {
    const x = [0.1, 0.3, 1, 3, 10, 30, 100, 300];
    const y = x.map((c) => 0.1 + 2 / (1 + (5 / c) ** 1.2));
    const fit = fitFourParameterLogistic(x, y);
    expect(assayFitOf(x, y)).toEqual({
      bottom: Number(fit?.bottom.toPrecision(5)),
      top: Number(fit?.top.toPrecision(5)),
      ec50: Number(fit?.ec50.toPrecision(5)),
      hill: Number(fit?.hill.toPrecision(5)),
      rSquared: Number(fit?.rSquared.toFixed(4)),
    });
    expect(assayFitOf([1, 2, 3], [0.1, 0.2, 0.3])).toEqual({});
  });

  it('fills the lots written without a fit (before migration 0028) and leaves the others alone', async () => {
    const { db } = ctx.database;
    const withAssay = await db.select().from(productLots).where(isNotNull(productLots.assayKind));
    expect(withAssay.length).toBeGreaterThan(2);
    const [cleared, kept] = withAssay as [(typeof withAssay)[0], (typeof withAssay)[0]];
    await db.update(productLots).set({ assayFit: null }).where(eq(productLots.id, cleared.id));
    await db.update(productLots).set({ assayFit: {} }).where(eq(productLots.id, kept.id));

    expect(await fillMissingAssayFits(db)).toBe(1);
    const [refilled] = await db.select().from(productLots).where(eq(productLots.id, cleared.id));
    expect(refilled?.assayFit).toEqual(cleared.assayFit);
    expect(refilled?.assayFit).toHaveProperty('ec50');
    const [untouched] = await db.select().from(productLots).where(eq(productLots.id, kept.id));
    expect(untouched?.assayFit).toEqual({});
    expect(await fillMissingAssayFits(db)).toBe(0);
  });
});

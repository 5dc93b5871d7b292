import { describe, expect, it } from 'vitest';
import { KIT_CONSTANTS } from './kitConstants';
import {
  calculateReactionSystem,
  molarMass,
  pmolPerMicrolitre,
  type ReactionSystem,
  type ReactionSystemInput,
} from './reactionSystem';

function calculate(input: ReactionSystemInput): ReactionSystem {
  const result = calculateReactionSystem(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function volumes(system: ReactionSystem): Record<string, number> {
  return Object.fromEntries(system.components.map(({ component, volume }) => [component, volume]));
}

function total(system: ReactionSystem): number {
  return system.components.reduce((sum, { volume }) => sum + volume, 0);
}

describe('molar mass and concentration', () => {
  it('uses 320.5 × length + 159 g/mol', () => {
    expect(molarMass(1000)).toBe(320_659);
    expect(molarMass(18)).toBe(5928);
  });

  it('converts ng/µl to pmol/µl', () => {
    // 1000 ng/µl of a 1000 nt mRNA: 1e6 / 320659 pmol/µl.
    expect(pmolPerMicrolitre(1000, 1000)).toBeCloseTo(3.118578, 6);
  });
});

describe('calculateReactionSystem', () => {
  it('concentrated sample: 100 pmol in the 100 µl design volume, water fills up', () => {
    const system = calculate({ mrnaLength: 1000, sampleConcentration: 1000, probeConcentration: 100 });
    expect(system.status).toBe('design');
    expect(system.amount).toBe(100);
    expect(system.amountMicrograms).toBeCloseTo(32.0659, 4);
    expect(system.finalVolume).toBe(100);
    const v = volumes(system);
    expect(v.mrna).toBeCloseTo(32.0659, 4); // 100 pmol / 3.11857 pmol/µl
    expect(v.probe).toBeCloseTo(2, 10); // 200 pmol at 100 µM (labelled 2:1 default)
    expect(v.buffer).toBe(10); // 10× buffer to 1×
    expect(v.rnaseH).toBe(5);
    expect(v.water).toBeCloseTo(50.9341, 4);
    expect(total(system)).toBeCloseTo(100, 10);
    expect(system.advice).toEqual([]);
  });

  it('dilute sample: the volume grows (≤ 1.5 ×) and buffer and enzyme stay at 1 ×', () => {
    // 300 ng/µl → 0.93558 pmol/µl: 106.89 µl of mRNA + 2 µl probe needs 128.1 µl, rounded up to 129 µl.
    const system = calculate({ mrnaLength: 1000, sampleConcentration: 300, probeConcentration: 100 });
    expect(system.status).toBe('scaled');
    expect(system.amount).toBe(100);
    expect(system.finalVolume).toBe(129);
    expect(system.volumeFactor).toBeCloseTo(1.29, 10);
    const v = volumes(system);
    expect(v.mrna).toBeCloseTo(106.8863, 4);
    expect(v.buffer).toBeCloseTo(12.9, 10);
    expect(v.rnaseH).toBeCloseTo(6.45, 10);
    expect(v.water).toBeGreaterThanOrEqual(0);
    expect(total(system)).toBeCloseTo(129, 10);
    expect((v.buffer ?? 0) / system.finalVolume).toBeCloseTo(1 / KIT_CONSTANTS.bufferStrength.value, 10);
  });

  it('too dilute: 1.5 × the design volume, the amount that fits, and how concentrated the sample must be', () => {
    const system = calculate({ mrnaLength: 1000, sampleConcentration: 100, probeConcentration: 100 });
    expect(system.status).toBe('tooDilute');
    expect(system.finalVolume).toBe(150);
    expect(system.requestedAmount).toBe(100);
    // (150 µl × 0.85) / (1/0.311858 + 2/100) µl per pmol
    expect(system.amount).toBeCloseTo(39.5154, 4);
    expect(volumes(system).water).toBeCloseTo(0, 10);
    expect(total(system)).toBeCloseTo(150, 10);
    expect(system.advice).toHaveLength(1);
    expect(system.advice[0]?.code).toBe('concentrateSample');
    // 100 pmol must fit in 127.5 − 2 µl: 0.79681 pmol/µl = 255.51 ng/µl.
    expect(system.advice[0]?.params.minSampleConcentration).toBeCloseTo(255.5052, 4);
    // At exactly that concentration everything fits in 1.5 ×.
    const atMinimum = calculate({
      mrnaLength: 1000,
      sampleConcentration: system.advice[0]?.params.minSampleConcentration as number,
      probeConcentration: 100,
    });
    expect(atMinimum.status).toBe('scaled');
    expect(atMinimum.finalVolume).toBe(150);
  });

  it('too dilute because of the probe stock: advises a more concentrated probe', () => {
    const system = calculate({ mrnaLength: 1000, sampleConcentration: 5000, probeConcentration: 1 });
    expect(system.status).toBe('tooDilute');
    expect(system.advice[0]).toEqual({
      code: 'concentrateProbe',
      params: { minProbeConcentration: 200 / 127.5 },
    });
  });

  it('scales the design volume with the amount asked for', () => {
    const system = calculate({
      mrnaLength: 1000,
      sampleConcentration: 1000,
      probeConcentration: 100,
      amount: 50,
    });
    expect(system.designVolume).toBe(50);
    expect(system.maxVolume).toBe(75);
    expect(system.finalVolume).toBe(50);
    expect(volumes(system).buffer).toBe(5);
  });

  it('warns about volumes too small to pipette', () => {
    const system = calculate({ mrnaLength: 1000, sampleConcentration: 100_000, probeConcentration: 1000 });
    expect(system.advice.map((advice) => advice.params.component)).toEqual(['mrna', 'probe']);
    expect(system.advice[0]?.code).toBe('smallPipettingVolume');
  });

  it('refuses missing, non-positive and non-integer inputs with field names', () => {
    const result = calculateReactionSystem({
      mrnaLength: 12.5,
      sampleConcentration: 0,
      probeConcentration: Number.NaN,
      amount: 5000,
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'notInteger', field: 'mrnaLength', params: { value: 12.5 } },
        { code: 'notPositive', field: 'sampleConcentration', params: { value: 0 } },
        { code: 'required', field: 'probeConcentration', params: {} },
        { code: 'tooLarge', field: 'amount', params: { value: 5000, max: 1000 } },
      ],
    });
  });
});

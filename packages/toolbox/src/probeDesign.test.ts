import { describe, expect, it } from 'vitest';
import { designProbe, type ProbeDesignInput } from './probeDesign';

// TOOLBOX.md, Module 1, worked example.
const workedExample: ProbeDesignInput = {
  sequence: 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG',
  probeStart: 1,
  probeLength: 25,
  digestionPosition: 18,
  heteroduplexLength: 4,
};

function design(overrides: Partial<ProbeDesignInput> = {}) {
  const result = designProbe({ ...workedExample, ...overrides });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function errorsOf(overrides: Partial<ProbeDesignInput>) {
  const result = designProbe({ ...workedExample, ...overrides });
  if (result.ok) throw new Error('expected validation errors');
  return result.errors;
}

describe('designProbe: the worked example of TOOLBOX.md', () => {
  const result = design();

  it('gives the probe, its GC and the marked DNA window', () => {
    expect(result.probe).toBe('AAACGCTAGCCAGCTTGGGTCTCCC');
    expect(result.gcPercent).toBe(60);
    expect(result.window).toEqual({
      probeStart: 8,
      probeEnd: 11,
      mrnaStart: 15,
      mrnaEnd: 18,
      probeSequence: 'AGCC',
      mrnaSequence: 'GGCU',
    });
    expect(result.probeMarked).toBe('aaacgctAGCCagcttgggtctccc');
  });

  it('marks every probe position as DNA (window) or 2′-O-methyl RNA, with the mRNA position it pairs with', () => {
    expect(result.positions).toHaveLength(25);
    expect(
      result.positions.filter((position) => position.chemistry === 'dna').map((p) => p.probePosition),
    ).toEqual([8, 9, 10, 11]);
    expect(result.positions[0]).toEqual({
      probePosition: 1,
      base: 'A',
      chemistry: 'omeRna',
      mrnaPosition: 25,
      mrnaBase: 'U',
    });
    expect(result.positions[7]).toEqual({
      probePosition: 8,
      base: 'A',
      chemistry: 'dna',
      mrnaPosition: 18,
      mrnaBase: 'U',
    });
  });

  it('gives the 18 nt product ending in U and its n-1 / n+1 neighbours', () => {
    expect(result.product).toEqual({ sequence: 'GGGAGACCCAAGCUGGCU', length: 18, lastBase: 'U' });
    expect(result.productMinus1).toEqual({ sequence: 'GGGAGACCCAAGCUGGC', length: 17, lastBase: 'C' });
    expect(result.productPlus1).toEqual({ sequence: 'GGGAGACCCAAGCUGGCUA', length: 19, lastBase: 'A' });
  });

  it('raises no hint: every guideline is met', () => {
    expect(result.hints).toEqual([]);
  });

  it('gives the same result from the DNA template, lower case, in blocks', () => {
    const fromTemplate = design({ sequence: 'gggagaccca agctggctag\ncgtttaaact taagcttgg' });
    expect(fromTemplate).toEqual(result);
  });
});

describe('designProbe: hints', () => {
  it('flags a product outside 17-20 nt and one ending in G', () => {
    // L = 16 (G): product GGGAGACCCAAGCUGG, 16 nt, ends in G; the window moves with it.
    const hints = design({ digestionPosition: 16 }).hints;
    expect(hints).toEqual([
      { code: 'productLengthOutOfRange', severity: 'warning', params: { value: 16, min: 17, max: 20 } },
      { code: 'productEndsInG', severity: 'warning', params: { position: 16 } },
    ]);
  });

  it('flags a probe length outside 20-30 nt and a heteroduplex outside 4-6 nt', () => {
    const hints = design({ probeLength: 19, heteroduplexLength: 7 }).hints;
    expect(hints.map((hint) => hint.code)).toEqual(['probeLengthOutOfRange', 'heteroduplexLengthOutOfRange']);
    expect(hints[0]?.params).toEqual({ value: 19, min: 20, max: 30 });
    expect(hints[1]?.params).toEqual({ value: 7, min: 4, max: 6 });
  });

  it('suggests 55-65 % GC when the probe is inside 40-70 % but outside the optimum', () => {
    // mRNA 1..22: GC 15/22 = 68.18 %.
    const result = design({ probeLength: 22 });
    expect(result.gcPercent).toBeCloseTo(68.18, 2);
    expect(result.hints).toEqual([
      {
        code: 'gcOutsideOptimum',
        severity: 'suggestion',
        params: { value: result.gcPercent, min: 55, max: 65 },
      },
    ]);
  });

  it('warns below 40 % GC', () => {
    const result = design({
      sequence: 'AUAUAUAUAUAUAUAUGCAUAUAUAUAUAUA',
      probeLength: 25,
      digestionPosition: 18,
    });
    expect(result.gcPercent).toBe(8);
    expect(result.hints).toContainEqual({
      code: 'gcOutOfRange',
      severity: 'warning',
      params: { value: 8, min: 40, max: 70 },
    });
  });
});

describe('designProbe: validation errors', () => {
  it('refuses a window outside the probe and says which digestion positions fit', () => {
    expect(errorsOf({ digestionPosition: 30 })).toEqual([
      { code: 'windowOutsideProbe', field: 'digestionPosition', params: { min: 4, max: 25 } },
    ]);
    expect(errorsOf({ probeStart: 10, digestionPosition: 12 })).toEqual([
      { code: 'windowOutsideProbe', field: 'digestionPosition', params: { min: 13, max: 34 } },
    ]);
  });

  it('refuses a probe that runs past the mRNA end', () => {
    expect(errorsOf({ probeStart: 20 })).toEqual([
      { code: 'probeBeyondMrnaEnd', field: 'probeLength', params: { mrnaLength: 39, max: 20 } },
    ]);
  });

  it('refuses non-integers, out-of-range and missing numbers, one error per field', () => {
    expect(
      errorsOf({ probeStart: 0, probeLength: 25.5, digestionPosition: Number.NaN, heteroduplexLength: 0 }),
    ).toEqual([
      { code: 'tooSmall', field: 'probeStart', params: { value: 0, min: 1 } },
      { code: 'notInteger', field: 'probeLength', params: { value: 25.5 } },
      { code: 'required', field: 'digestionPosition', params: {} },
      { code: 'tooSmall', field: 'heteroduplexLength', params: { value: 0, min: 1 } },
    ]);
    expect(errorsOf({ probeStart: 40, probeLength: 101 })).toEqual([
      { code: 'tooLarge', field: 'probeStart', params: { value: 40, max: 39 } },
      { code: 'tooLarge', field: 'probeLength', params: { value: 101, max: 100 } },
    ]);
  });

  it('refuses a window longer than the probe', () => {
    expect(errorsOf({ probeLength: 20, heteroduplexLength: 21 })).toEqual([
      { code: 'tooLarge', field: 'heteroduplexLength', params: { value: 21, max: 20 } },
    ]);
  });

  it('reports a bad sequence together with bad numbers', () => {
    expect(errorsOf({ sequence: 'GGGAGA-CCC', probeLength: 2.5 })).toEqual([
      {
        code: 'invalidCharacter',
        field: 'sequence',
        params: { character: '-', position: 7, line: 1, column: 7 },
      },
      { code: 'notInteger', field: 'probeLength', params: { value: 2.5 } },
    ]);
  });

  it('gives no n+1 product when the cut is at the last nucleotide', () => {
    const result = design({ probeStart: 15, digestionPosition: 39 });
    expect(result.product.length).toBe(39);
    expect(result.productPlus1).toBeNull();
  });
});

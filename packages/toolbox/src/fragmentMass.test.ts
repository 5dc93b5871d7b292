import { describe, expect, it } from 'vitest';
import { averageMass, formatFormula, formula, monoisotopicMass } from './elements';
import {
  computeFragmentMasses,
  type FragmentMasses,
  type FragmentMassInput,
  RESIDUE_FORMULAS,
  type Species,
  type SpeciesKind,
} from './fragmentMass';
import { roundTo } from './result';

// TOOLBOX.md, Module 3, worked example: the product of the Module 1 example, unmodified.
const product = 'GGGAGACCCAAGCUGGCU';

function compute(input: Partial<FragmentMassInput> = {}): FragmentMasses {
  const result = computeFragmentMasses({
    sequence: product,
    modification: 'none',
    cappingMethod: 'enzymatic',
    ...input,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function species(masses: FragmentMasses, kind: SpeciesKind): Species {
  const found = masses.species.find((entry) => entry.kind === kind);
  if (!found) throw new Error(`no ${kind}`);
  return found;
}

describe('residues and elements', () => {
  it('gives the residue average masses of the TOOLBOX.md table', () => {
    expect(roundTo(averageMass(RESIDUE_FORMULAS.A), 3)).toBe(329.209);
    expect(roundTo(averageMass(RESIDUE_FORMULAS.G), 3)).toBe(345.208);
    expect(roundTo(averageMass(RESIDUE_FORMULAS.C), 3)).toBe(305.183);
    expect(roundTo(averageMass(RESIDUE_FORMULAS.U), 3)).toBe(306.167);
  });

  it('derives monoisotopic masses from the most abundant isotopes', () => {
    expect(monoisotopicMass(formula({ H: 2, O: 1 }))).toBeCloseTo(18.010565, 6);
    expect(formatFormula(formula({ C: 1, H: 4 }))).toBe('CH4');
  });
});

describe('computeFragmentMasses: the worked example of TOOLBOX.md', () => {
  const masses = compute();

  it('pppN is C173H218N74O131P20, 6049.51', () => {
    const pppN = species(masses, 'pppN');
    expect(pppN.product.formulaText).toBe('C173H218N74O131P20');
    expect(roundTo(pppN.product.average, 2)).toBe(6049.51);
    expect(roundTo(pppN.product.monoisotopic, 2)).toBe(6046.74);
  });

  it('Cap0 6328.77 and Cap1 6342.80', () => {
    expect(roundTo(species(masses, 'cap0').product.average, 2)).toBe(6328.77);
    expect(roundTo(species(masses, 'cap1').product.average, 2)).toBe(6342.8);
    expect(species(masses, 'cap1').product.average.toFixed(2)).toBe('6342.80');
  });

  it('GpppN is pppN + guanosine − H2O', () => {
    const gpppN = species(masses, 'GpppN').product;
    expect(gpppN.formulaText).toBe('C183H229N79O135P20');
    expect(roundTo(gpppN.average, 2)).toBe(6314.74);
  });

  it('lists the enzymatic species, Cap0 and Cap1 expected, with n-1 / n+1 variants', () => {
    expect(masses.species.map((entry) => [entry.kind, entry.notation, entry.expected])).toEqual([
      ['pppN', 'pppN', false],
      ['GpppN', 'GpppN', false],
      ['cap0', 'm7GpppN', true],
      ['cap1', 'm7GpppNm', true],
    ]);
    const pppN = species(masses, 'pppN');
    // n-1 loses the 3' U residue.
    expect(pppN.productMinus1?.sequence).toBe('GGGAGACCCAAGCUGGC');
    expect(pppN.productMinus1?.average).toBeCloseTo(
      pppN.product.average - averageMass(RESIDUE_FORMULAS.U),
      9,
    );
    // The product is the whole input, so there is no n+1 without the mRNA.
    expect(pppN.productPlus1).toBeNull();
  });

  it('gives the n+1 variant when the whole mRNA and the product length are given', () => {
    const fromMrna = compute({ sequence: 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG', productLength: 18 });
    const cap1 = species(fromMrna, 'cap1');
    expect(roundTo(cap1.product.average, 2)).toBe(6342.8);
    expect(cap1.productPlus1?.sequence).toBe('GGGAGACCCAAGCUGGCUA');
    expect(cap1.productPlus1?.average).toBeCloseTo(cap1.product.average + averageMass(RESIDUE_FORMULAS.A), 9);
  });
});

describe('computeFragmentMasses: modifications and cap analogs', () => {
  it('ψ keeps the mass of U; m1ψ and 5moU add CH2 / CH2O per U', () => {
    const base = species(compute(), 'pppN').product.average;
    expect(species(compute({ modification: 'psi' }), 'pppN').product.average).toBe(base);
    // Two U in the product.
    expect(species(compute({ modification: 'm1psi' }), 'pppN').product.average).toBeCloseTo(
      base + 2 * 14.027,
      9,
    );
    expect(species(compute({ modification: '5moU' }), 'pppN').product.average).toBeCloseTo(
      base + 2 * 30.026,
      9,
    );
    // Five C, four A.
    expect(species(compute({ modification: '5mC' }), 'pppN').product.average).toBeCloseTo(
      base + 5 * 14.027,
      9,
    );
    expect(species(compute({ modification: 'm6A' }), 'pppN').product.average).toBeCloseTo(
      base + 4 * 14.027,
      9,
    );
  });

  it('m7GpppG: the analog form is Cap0 and says so', () => {
    const masses = compute({ cappingMethod: 'co-transcriptional', capAnalog: 'm7GpppG' });
    const analog = species(masses, 'analog');
    expect(analog.notation).toBe('m7GpppG');
    expect(analog.expected).toBe(true);
    expect(analog.isobaricWith).toEqual(['cap0']);
    expect(roundTo(analog.product.average, 2)).toBe(6328.77);
  });

  it('ARCA has the mass of Cap1 (its extra methyl is on the cap 3′-O)', () => {
    const analog = species(compute({ cappingMethod: 'co-transcriptional', capAnalog: 'ARCA' }), 'analog');
    expect(analog.isobaricWith).toEqual(['cap1']);
    expect(roundTo(analog.product.average, 2)).toBe(6342.8);
  });

  it('CleanCap AG is a Cap1 whose first two nucleotides come from the analog, unmodified', () => {
    const sequence = 'AGGAGACCCAAGCUGGCUA';
    const plain = compute({ sequence, cappingMethod: 'co-transcriptional', capAnalog: 'CleanCapAG' });
    expect(species(plain, 'analog').notation).toBe('m7GpppAmG');
    expect(species(plain, 'analog').product.formula).toEqual(species(plain, 'cap1').product.formula);
    // With m6A, every A is methylated except the analog's own A1.
    const m6A = compute({
      sequence,
      modification: 'm6A',
      cappingMethod: 'co-transcriptional',
      capAnalog: 'CleanCapAG',
    });
    const analogShift = species(m6A, 'analog').product.average - species(plain, 'analog').product.average;
    const cap1Shift = species(m6A, 'cap1').product.average - species(plain, 'cap1').product.average;
    expect(cap1Shift - analogShift).toBeCloseTo(14.027, 9);
  });

  it('CleanCap AG 3′-OMe adds one more CH2', () => {
    const sequence = 'AGGAGACCCAAGCUGGCUA';
    const masses = compute({ sequence, cappingMethod: 'co-transcriptional', capAnalog: 'CleanCapAG3OMe' });
    const analog = species(masses, 'analog');
    expect(analog.notation).toBe("m7(3'OMe)GpppAmG");
    expect(analog.isobaricWith).toEqual([]);
    expect(analog.product.average - species(masses, 'cap1').product.average).toBeCloseTo(14.027, 9);
  });

  it('ignores the analog for enzymatic capping', () => {
    const masses = compute({ capAnalog: 'ARCA' });
    expect(masses.capAnalog).toBeNull();
    expect(masses.species.map((entry) => entry.kind)).not.toContain('analog');
  });
});

describe('computeFragmentMasses: validation', () => {
  it('requires an analog for co-transcriptional capping and refuses unknown choices', () => {
    const result = computeFragmentMasses({
      sequence: product,
      modification: 'xyz' as never,
      cappingMethod: 'co-transcriptional',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          code: 'notAllowed',
          field: 'modification',
          params: { allowed: ['none', 'psi', 'm1psi', '5moU', '5mC', 'm6A'] },
        },
        { code: 'required', field: 'capAnalog', params: {} },
      ],
    });
  });

  it('refuses a transcript that does not start as the analog requires', () => {
    const result = computeFragmentMasses({
      sequence: product,
      modification: 'none',
      cappingMethod: 'co-transcriptional',
      capAnalog: 'CleanCapAG',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          code: 'startMismatchCapAnalog',
          field: 'sequence',
          params: { capAnalog: 'CleanCapAG', expectedStart: 'AG' },
        },
      ],
    });
  });

  it('refuses a product length beyond the sequence, and a bad sequence', () => {
    const tooLong = computeFragmentMasses({
      sequence: product,
      productLength: 19,
      modification: 'none',
      cappingMethod: 'enzymatic',
    });
    expect(!tooLong.ok && tooLong.errors).toEqual([
      { code: 'tooLarge', field: 'productLength', params: { value: 19, max: 18 } },
    ]);
    const bad = computeFragmentMasses({ sequence: 'GGGZ', modification: 'none', cappingMethod: 'enzymatic' });
    expect(!bad.ok && bad.errors[0]?.code).toBe('invalidCharacter');
  });

  it('refuses a product shorter than what the analog supplies', () => {
    const result = computeFragmentMasses({
      sequence: 'AGGAGA',
      productLength: 1,
      modification: 'none',
      cappingMethod: 'co-transcriptional',
      capAnalog: 'CleanCapAG',
    });
    expect(!result.ok && result.errors).toEqual([
      { code: 'tooSmall', field: 'productLength', params: { value: 1, min: 2 } },
    ]);
  });
});

describe('choices named like Object.prototype members', () => {
  it('are refused as not allowed, never looked up on the prototype', () => {
    const result = computeFragmentMasses({
      sequence: 'GGGAGACCCAAGCUGGCU',
      modification: 'toString' as never,
      cappingMethod: 'co-transcriptional',
      capAnalog: 'constructor' as never,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((error) => [error.code, error.field])).toEqual([
        ['notAllowed', 'modification'],
        ['notAllowed', 'capAnalog'],
      ]);
    }
  });
});

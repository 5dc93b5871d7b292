import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFormulas, averageMass, monoisotopicMass } from './elements';
import { type BaseModification, residueSum, triphosphateFormula } from './fragmentMass';
import { designProbe } from './probeDesign';
import { isWatsonCrickPair, parseSequence, reverseComplement } from './sequence';

const rnaBase = fc.constantFrom('A', 'C', 'G', 'U');
const dnaBase = fc.constantFrom('A', 'C', 'G', 'T');
const rna = (minLength: number, maxLength: number) =>
  fc.array(rnaBase, { minLength, maxLength }).map((bases) => bases.join(''));
const dna = (minLength: number, maxLength: number) =>
  fc.array(dnaBase, { minLength, maxLength }).map((bases) => bases.join(''));
const modification = fc.constantFrom<BaseModification>('none', 'psi', 'm1psi', '5moU', '5mC', 'm6A');

/** An mRNA with a probe design that is valid by construction: s, n inside it, the window inside the probe. */
const validDesign = rna(1, 300).chain((sequence) =>
  fc
    .record({
      probeStart: fc.integer({ min: 1, max: sequence.length }),
      probeLengthSeed: fc.nat(),
      windowSeed: fc.nat(),
      digestionSeed: fc.nat(),
    })
    .map(({ probeStart, probeLengthSeed, windowSeed, digestionSeed }) => {
      const probeLength = 1 + (probeLengthSeed % Math.min(100, sequence.length - probeStart + 1));
      const heteroduplexLength = 1 + (windowSeed % probeLength);
      // L ranges over s+g-1 .. s+n-1 so that mRNA L-g+1..L lies inside s..s+n-1.
      const digestionPosition =
        probeStart + heteroduplexLength - 1 + (digestionSeed % (probeLength - heteroduplexLength + 1));
      return { sequence, probeStart, probeLength, digestionPosition, heteroduplexLength };
    }),
);

describe('properties', () => {
  it('the probe always pairs base-for-base, antiparallel, with its mRNA stretch', () => {
    fc.assert(
      fc.property(validDesign, (input) => {
        const result = designProbe(input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { probe, positions, window, product } = result.value;
        expect(probe).toHaveLength(input.probeLength);
        for (const position of positions) {
          expect(position.mrnaPosition).toBe(input.probeStart + input.probeLength - position.probePosition);
          expect(position.mrnaBase).toBe(input.sequence.charAt(position.mrnaPosition - 1));
          expect(isWatsonCrickPair(position.base, position.mrnaBase)).toBe(true);
        }
        const dnaPositions = positions.filter((position) => position.chemistry === 'dna');
        expect(dnaPositions).toHaveLength(input.heteroduplexLength);
        expect(dnaPositions.map((position) => position.mrnaPosition).sort((a, b) => a - b)).toEqual(
          Array.from({ length: input.heteroduplexLength }, (_, index) => window.mrnaStart + index),
        );
        expect(window.mrnaEnd).toBe(input.digestionPosition);
        expect(product.length).toBe(input.digestionPosition);
      }),
    );
  });

  it('masses are additive in residues, whatever the modification', () => {
    fc.assert(
      fc.property(rna(0, 60), rna(0, 60), modification, (left, right, chosen) => {
        const whole = residueSum(left + right, chosen);
        const parts = addFormulas(residueSum(left, chosen), residueSum(right, chosen));
        expect(whole).toEqual(parts);
        expect(averageMass(whole)).toBeCloseTo(
          averageMass(residueSum(left, chosen)) + averageMass(residueSum(right, chosen)),
          6,
        );
        expect(monoisotopicMass(triphosphateFormula(whole))).toBeCloseTo(
          monoisotopicMass(triphosphateFormula(residueSum(left, chosen))) +
            monoisotopicMass(residueSum(right, chosen)),
          6,
        );
      }),
    );
  });

  it('reverse complement is an involution in both alphabets', () => {
    fc.assert(
      fc.property(
        rna(0, 200),
        (sequence) => reverseComplement(reverseComplement(sequence, 'rna'), 'rna') === sequence,
      ),
    );
    fc.assert(
      fc.property(
        dna(0, 200),
        (sequence) => reverseComplement(reverseComplement(sequence, 'dna'), 'dna') === sequence,
      ),
    );
  });

  it('normalisation is idempotent and keeps only the nucleotides', () => {
    const typed = fc
      .array(fc.constantFrom('A', 'c', 'G', 'g', 'T', 't', 'U', 'u', 'a', 'C', ' ', '\n', '\r\n', '\t'), {
        maxLength: 200,
      })
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(typed, (input) => {
        const once = parseSequence(input);
        const nucleotides = input.replace(/\s/g, '');
        if (nucleotides.length === 0) {
          expect(once.ok).toBe(false);
          return;
        }
        expect(once).toEqual({ ok: true, value: nucleotides.toUpperCase().replaceAll('T', 'U') });
        if (once.ok) expect(parseSequence(once.value)).toEqual(once);
      }),
    );
  });

  it('an invalid character is reported at the position where it was typed', () => {
    fc.assert(
      fc.property(
        rna(0, 50),
        fc.constantFrom('N', 'x', '-', '5', '>', 'é'),
        rna(0, 50),
        (before, bad, after) => {
          const result = parseSequence(before + bad + after);
          expect(result.ok).toBe(false);
          if (!result.ok)
            expect(result.errors[0]?.params).toMatchObject({ character: bad, position: before.length + 1 });
        },
      ),
    );
  });
});

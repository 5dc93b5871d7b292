/**
 * `pnpm --filter @storefront/toolbox bench`: time per calculation on a 10,000 nt mRNA. The issue
 * requires well under a millisecond; vitest prints the mean and p99 per call. Not part of
 * `vitest run`, because timings depend on the machine.
 */
import { bench, describe } from 'vitest';
import { calculateReactionSystem, computeFragmentMasses, designProbe } from '../src/index';

const length = 10_000;

/** A fixed pseudo-random mRNA (linear congruential generator), the same on every run. */
function benchmarkSequence(): string {
  const bases = 'ACGU';
  let state = 20_240_601;
  let sequence = 'GGGAGA';
  while (sequence.length < length) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    sequence += bases.charAt(state % 4);
  }
  return sequence;
}

const mrna = benchmarkSequence();
// Pasted the way users paste: DNA template, lower case, 60 per line.
const pasted = (
  mrna
    .replaceAll('U', 't')
    .toLowerCase()
    .match(/.{1,60}/g) ?? []
).join('\n');

describe(`toolbox on a ${length.toLocaleString('en')} nt mRNA`, () => {
  bench('designProbe (pasted DNA template, 60 per line)', () => {
    const result = designProbe({
      sequence: pasted,
      probeStart: 1,
      probeLength: 25,
      digestionPosition: 18,
      heteroduplexLength: 4,
    });
    if (!result.ok) throw new Error('benchmark input must be valid');
  });

  bench('computeFragmentMasses (18 nt product of the mRNA, Cap analog, m1ψ)', () => {
    const result = computeFragmentMasses({
      sequence: mrna,
      productLength: 18,
      modification: 'm1psi',
      cappingMethod: 'co-transcriptional',
      capAnalog: 'ARCA',
    });
    if (!result.ok) throw new Error('benchmark input must be valid');
  });

  bench('computeFragmentMasses (the whole 10,000 nt as the fragment, enzymatic, 5mC)', () => {
    const result = computeFragmentMasses({
      sequence: mrna,
      modification: '5mC',
      cappingMethod: 'enzymatic',
    });
    if (!result.ok) throw new Error('benchmark input must be valid');
  });

  bench('calculateReactionSystem', () => {
    const result = calculateReactionSystem({
      mrnaLength: length,
      sampleConcentration: 500,
      probeConcentration: 100,
    });
    if (!result.ok) throw new Error('benchmark input must be valid');
  });
});

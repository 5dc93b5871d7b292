/** Inputs for stories and tests (the running site takes them from the visitor). */

/** The worked example of shared/TOOLBOX.md. */
export const workedExampleMrna = 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG';
export const workedExampleProbe = 'AAACGCTAGCCAGCTTGGGTCTCCC';
export const workedExampleProduct = 'GGGAGACCCAAGCUGGCU';

/** A 10,000 nt mRNA that starts with the worked example, pasted as a DNA template in lines of 60. */
export function longTemplate(length = 10_000): string {
  const bases = 'ACGT';
  let state = 7;
  let sequence = workedExampleMrna.replaceAll('U', 'T');
  while (sequence.length < length) {
    // A small linear congruential generator: the same sequence every time, no Math.random.
    state = (state * 1103515245 + 12345) % 2147483648;
    sequence += bases.charAt(state % 4);
  }
  return (sequence.match(/.{1,60}/g) ?? []).join('\n').toLowerCase();
}

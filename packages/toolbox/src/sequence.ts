/**
 * Nucleic-acid sequences as the toolbox reads them: an mRNA or its DNA template, 5'→3'.
 * Internally every sequence is RNA letters (A, C, G, U); DNA letters appear only where the
 * product is DNA-like (the probe is written in DNA letters, as an oligo vendor expects).
 */
import { fail, ok, type Result, validationError } from './result';

/** Longest sequence accepted: far above any mRNA, low enough to bound the work per request. */
export const MAX_SEQUENCE_LENGTH = 100_000;

export type Alphabet = 'rna' | 'dna';

/** A normalised sequence: upper case, no white space, RNA letters (T read as U). */
export type RnaSequence = string;

/** Anything but the accepted letters and the white space of a paste (space, tab, line breaks). */
const INVALID_CHARACTER = /[^ACGTUacgtu \t\r\n]/;
const CANONICAL = /^[ACGU]+$/;
const WHITE_SPACE = /[ \t\r\n]+/g;

const RNA_COMPLEMENT: Readonly<Record<string, string>> = { A: 'U', C: 'G', G: 'C', U: 'A' };
const DNA_COMPLEMENT: Readonly<Record<string, string>> = { A: 'T', C: 'G', G: 'C', T: 'A' };

/**
 * Reads a pasted mRNA or DNA template. Accepts A, C, G, T, U in either case, spaces, tabs and line
 * breaks (sequences are often pasted in blocks of 10 or 60). Anything else is refused with the
 * first offending character and where it is, so the user can find it in what they pasted.
 */
export function parseSequence(input: string): Result<RnaSequence> {
  // Native regular expressions keep a 10,000 nt paste well under a millisecond; the slow
  // character-by-character walk runs only to describe an error.
  const bad = INVALID_CHARACTER.exec(input);
  if (bad !== null) return fail([invalidCharacterError(input, bad.index)]);
  // Already normalised (the common case between modules, e.g. product → mass): no copies.
  const normalised = CANONICAL.test(input)
    ? input
    : input.replace(WHITE_SPACE, '').toUpperCase().replaceAll('T', 'U');
  if (normalised.length === 0) return fail([validationError('required', 'sequence')]);
  if (normalised.length > MAX_SEQUENCE_LENGTH) {
    return fail([
      validationError('sequenceTooLong', 'sequence', {
        length: normalised.length,
        max: MAX_SEQUENCE_LENGTH,
      }),
    ]);
  }
  return ok(normalised);
}

/** Positions count code points, so an emoji or a CJK character is one position and is named whole. */
function invalidCharacterError(input: string, index: number) {
  const before = Array.from(input.slice(0, index));
  const character = String.fromCodePoint(input.codePointAt(index) ?? 0);
  const lastBreak = before.lastIndexOf('\n');
  return validationError('invalidCharacter', 'sequence', {
    character,
    position: before.length + 1,
    line: before.filter((typed) => typed === '\n').length + 1,
    column: before.length - lastBreak,
  });
}

/**
 * The normalised form of a sequence that parses (RNA letters, upper case, no white space).
 * Throws on invalid input: for callers that already validated, e.g. tests and benchmarks.
 */
export function normaliseSequence(input: string): RnaSequence {
  const parsed = parseSequence(input);
  if (!parsed.ok) {
    const [error] = parsed.errors;
    throw new RangeError(`Invalid sequence: ${error?.code} ${JSON.stringify(error?.params)}`);
  }
  return parsed.value;
}

export function toDna(rna: string): string {
  return rna.replaceAll('U', 'T');
}

export function toRna(dna: string): string {
  return dna.replaceAll('T', 'U');
}

/** Base-for-base complement, same orientation (the result is read 3'→5'). */
export function complement(sequence: string, alphabet: Alphabet): string {
  const table = alphabet === 'rna' ? RNA_COMPLEMENT : DNA_COMPLEMENT;
  let result = '';
  for (let index = 0; index < sequence.length; index += 1) {
    const base = sequence.charAt(index);
    const paired = table[base];
    if (paired === undefined) throw new RangeError(`No ${alphabet} complement for "${base}"`);
    result += paired;
  }
  return result;
}

/** The complementary strand written 5'→3'. Applying it twice gives the input back. */
export function reverseComplement(sequence: string, alphabet: Alphabet): string {
  const table = alphabet === 'rna' ? RNA_COMPLEMENT : DNA_COMPLEMENT;
  let result = '';
  for (let index = sequence.length - 1; index >= 0; index -= 1) {
    const base = sequence.charAt(index);
    const paired = table[base];
    if (paired === undefined) throw new RangeError(`No ${alphabet} complement for "${base}"`);
    result += paired;
  }
  return result;
}

/** Whether two bases (either alphabet) form a Watson-Crick pair, e.g. DNA T with RNA A. */
export function isWatsonCrickPair(first: string, second: string): boolean {
  const a = first === 'T' ? 'U' : first;
  const b = second === 'T' ? 'U' : second;
  return RNA_COMPLEMENT[a] === b;
}

/** G + C as a percentage of the length (0 for an empty sequence). */
export function gcPercent(sequence: string): number {
  if (sequence.length === 0) return 0;
  let gc = 0;
  for (let index = 0; index < sequence.length; index += 1) {
    const base = sequence.charCodeAt(index);
    if (base === 71 /* G */ || base === 67 /* C */) gc += 1;
  }
  return (gc / sequence.length) * 100;
}

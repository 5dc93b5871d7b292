/**
 * Module 1 of TOOLBOX.md: a chimeric probe (2'-O-methyl RNA flanks around a short DNA window)
 * that steers the RNase H cut to just after mRNA nucleotide L.
 *
 * Coordinates are 1-based on the mRNA (5'→3') and on the probe (5'→3'); probe position p pairs
 * with mRNA position s + n - p because the strands are antiparallel.
 */
import { PROBE_DESIGN_RULES, PROBE_INPUT_LIMITS } from './kitConstants';
import {
  checkInteger,
  fail,
  ok,
  type ParamValue,
  type Result,
  type ValidationError,
  validationError,
} from './result';
import {
  gcPercent as computeGcPercent,
  MAX_SEQUENCE_LENGTH,
  parseSequence,
  reverseComplement,
  toDna,
} from './sequence';

export interface ProbeDesignInput {
  /** mRNA or DNA template, 5'→3' (T or U, any case, white space allowed). */
  sequence: string;
  /** First mRNA nucleotide covered by the probe (1-based): s. */
  probeStart: number;
  /** Probe length in nt: n. */
  probeLength: number;
  /** The cut falls after this mRNA nucleotide (1-based): L. */
  digestionPosition: number;
  /** Length of the DNA:RNA heteroduplex, i.e. of the probe's DNA window: g. */
  heteroduplexLength: number;
}

export type ProbeChemistry = 'dna' | 'omeRna';

export interface ProbePosition {
  /** 1-based, 5'→3' on the probe. */
  probePosition: number;
  /** DNA letter of the probe here. */
  base: string;
  /** DNA inside the window (RNase H substrate), 2'-O-methyl RNA elsewhere (protects the mRNA). */
  chemistry: ProbeChemistry;
  /** The mRNA nucleotide it pairs with (1-based). */
  mrnaPosition: number;
  mrnaBase: string;
}

export interface DnaWindow {
  probeStart: number;
  probeEnd: number;
  mrnaStart: number;
  mrnaEnd: number;
  /** The window's probe letters, 5'→3'. */
  probeSequence: string;
  /** The mRNA stretch it opposes, 5'→3'. */
  mrnaSequence: string;
}

export interface DigestionProduct {
  /** mRNA 1..length, RNA letters, 5' end as transcribed and a 3'-OH. */
  sequence: string;
  length: number;
  lastBase: string;
}

export type ProbeHintCode =
  | 'probeLengthOutOfRange'
  | 'productLengthOutOfRange'
  | 'productEndsInG'
  | 'heteroduplexLengthOutOfRange'
  | 'gcOutOfRange'
  | 'gcOutsideOptimum';

export interface ProbeHint {
  code: ProbeHintCode;
  /** `warning`: outside the recommended range; `suggestion`: acceptable, could be better. */
  severity: 'warning' | 'suggestion';
  params: Readonly<Record<string, ParamValue>>;
}

export interface ProbeDesign {
  mrnaLength: number;
  /** Reverse complement of mRNA s..s+n-1, DNA letters, 5'→3'. */
  probe: string;
  /** The probe with 2'-O-methyl positions in lower case and the DNA window in upper case. */
  probeMarked: string;
  positions: ProbePosition[];
  window: DnaWindow;
  /** The mRNA stretch s..s+n-1 the probe anneals to, 5'→3'. */
  target: string;
  gcPercent: number;
  product: DigestionProduct;
  /** Minor products one nucleotide shorter / longer (null when they would be empty or past the mRNA end). */
  productMinus1: DigestionProduct | null;
  productPlus1: DigestionProduct | null;
  hints: ProbeHint[];
}

function product(mrna: string, length: number): DigestionProduct | null {
  if (length < 1 || length > mrna.length) return null;
  const sequence = mrna.slice(0, length);
  return { sequence, length, lastBase: sequence.charAt(length - 1) };
}

function validateNumbers(input: ProbeDesignInput, mrnaLength: number | null): ValidationError[] {
  const errors: ValidationError[] = [];
  const maxPosition = mrnaLength ?? MAX_SEQUENCE_LENGTH;
  const startError = checkInteger(input.probeStart, 'probeStart', 1, maxPosition);
  const lengthError = checkInteger(
    input.probeLength,
    'probeLength',
    PROBE_INPUT_LIMITS.probeLength.min,
    PROBE_INPUT_LIMITS.probeLength.max,
  );
  const digestionError = checkInteger(input.digestionPosition, 'digestionPosition', 1, maxPosition);
  // The window cannot be longer than a valid probe; without one, only the absolute limit applies.
  const heteroduplexMax = lengthError === null ? input.probeLength : PROBE_INPUT_LIMITS.probeLength.max;
  const heteroduplexError = checkInteger(
    input.heteroduplexLength,
    'heteroduplexLength',
    PROBE_INPUT_LIMITS.heteroduplexLength.min,
    heteroduplexMax,
  );
  for (const error of [startError, lengthError, digestionError, heteroduplexError]) {
    if (error) errors.push(error);
  }
  if (errors.length > 0 || mrnaLength === null) return errors;

  const { probeStart: s, probeLength: n, digestionPosition: l, heteroduplexLength: g } = input;
  if (s + n - 1 > mrnaLength) {
    errors.push(
      validationError('probeBeyondMrnaEnd', 'probeLength', { mrnaLength, max: mrnaLength - s + 1 }),
    );
    return errors;
  }
  // The window opposes mRNA L-g+1..L; it must lie inside the probe's stretch s..s+n-1.
  if (l - g + 1 < s || l > s + n - 1) {
    errors.push(
      validationError('windowOutsideProbe', 'digestionPosition', { min: s + g - 1, max: s + n - 1 }),
    );
  }
  return errors;
}

function hintsFor(design: Omit<ProbeDesign, 'hints'>, heteroduplexLength: number): ProbeHint[] {
  const rules = PROBE_DESIGN_RULES;
  const hints: ProbeHint[] = [];
  const outside = (value: number, range: { min: number; max: number }) =>
    value < range.min || value > range.max;
  const probeLength = design.probe.length;
  if (outside(probeLength, rules.probeLength)) {
    hints.push({
      code: 'probeLengthOutOfRange',
      severity: 'warning',
      params: { value: probeLength, ...rules.probeLength },
    });
  }
  if (outside(design.product.length, rules.productLength)) {
    hints.push({
      code: 'productLengthOutOfRange',
      severity: 'warning',
      params: { value: design.product.length, ...rules.productLength },
    });
  }
  if (design.product.lastBase === rules.discouragedProductLastBase) {
    hints.push({ code: 'productEndsInG', severity: 'warning', params: { position: design.product.length } });
  }
  if (outside(heteroduplexLength, rules.heteroduplexLength)) {
    hints.push({
      code: 'heteroduplexLengthOutOfRange',
      severity: 'warning',
      params: { value: heteroduplexLength, ...rules.heteroduplexLength },
    });
  }
  if (outside(design.gcPercent, rules.gcPercent)) {
    hints.push({
      code: 'gcOutOfRange',
      severity: 'warning',
      params: { value: design.gcPercent, ...rules.gcPercent },
    });
  } else if (outside(design.gcPercent, rules.gcPercentOptimum)) {
    hints.push({
      code: 'gcOutsideOptimum',
      severity: 'suggestion',
      params: { value: design.gcPercent, ...rules.gcPercentOptimum },
    });
  }
  return hints;
}

/** Designs the probe for one set of inputs; every input problem is reported at once. */
export function designProbe(input: ProbeDesignInput): Result<ProbeDesign> {
  const parsed = parseSequence(typeof input.sequence === 'string' ? input.sequence : '');
  const mrna = parsed.ok ? parsed.value : null;
  const errors = [...(parsed.ok ? [] : parsed.errors), ...validateNumbers(input, mrna?.length ?? null)];
  if (mrna === null || errors.length > 0) return fail(errors);

  const { probeStart: s, probeLength: n, digestionPosition: l, heteroduplexLength: g } = input;
  const target = mrna.slice(s - 1, s + n - 1);
  const probe = toDna(reverseComplement(target, 'rna'));
  // mRNA L-g+1..L pairs with probe positions s+n-L .. s+n-L+g-1.
  const windowProbeStart = s + n - l;
  const windowProbeEnd = windowProbeStart + g - 1;

  const positions: ProbePosition[] = [];
  let probeMarked = '';
  for (let p = 1; p <= n; p += 1) {
    const base = probe.charAt(p - 1);
    const mrnaPosition = s + n - p;
    const chemistry: ProbeChemistry = p >= windowProbeStart && p <= windowProbeEnd ? 'dna' : 'omeRna';
    positions.push({
      probePosition: p,
      base,
      chemistry,
      mrnaPosition,
      mrnaBase: mrna.charAt(mrnaPosition - 1),
    });
    probeMarked += chemistry === 'dna' ? base : base.toLowerCase();
  }

  const digestionProduct = product(mrna, l);
  if (digestionProduct === null) throw new RangeError('digestion position validated above');
  const design = {
    mrnaLength: mrna.length,
    probe,
    probeMarked,
    positions,
    window: {
      probeStart: windowProbeStart,
      probeEnd: windowProbeEnd,
      mrnaStart: l - g + 1,
      mrnaEnd: l,
      probeSequence: probe.slice(windowProbeStart - 1, windowProbeEnd),
      mrnaSequence: mrna.slice(l - g, l),
    },
    target,
    gcPercent: computeGcPercent(probe),
    product: digestionProduct,
    productMinus1: product(mrna, l - 1),
    productPlus1: product(mrna, l + 1),
  };
  return ok({ ...design, hints: hintsFor(design, g) });
}

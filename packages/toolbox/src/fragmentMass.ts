/**
 * Module 3 of TOOLBOX.md: neutral masses of the 5' digestion product, capped or not, as an
 * analyst looks for them by LC-MS. Formulas follow TOOLBOX.md exactly:
 *   pppN  = Σ residues + H2O + 2 HPO3      (5'-triphosphate, 3'-OH)
 *   GpppN = pppN + guanosine − H2O
 *   Cap0  = GpppN + CH2                     (m7GpppN)
 *   Cap1  = Cap0 + CH2                      (m7GpppNm)
 */
import {
  addFormulas,
  averageMass,
  type Formula,
  formatFormula,
  formula,
  formulasEqual,
  GUANOSINE,
  HPO3,
  METHYLENE,
  monoisotopicMass,
  scaleFormula,
  subtractFormulas,
  WATER,
} from './elements';
import { checkInteger, fail, ok, type Result, type ValidationError, validationError } from './result';
import { parseSequence } from './sequence';

export type Nucleotide = 'A' | 'C' | 'G' | 'U';

/** In-chain residues: nucleoside monophosphate − H2O (TOOLBOX.md table). */
export const RESIDUE_FORMULAS: Readonly<Record<Nucleotide, Formula>> = {
  A: formula({ C: 10, H: 12, N: 5, O: 6, P: 1 }),
  G: formula({ C: 10, H: 12, N: 5, O: 7, P: 1 }),
  C: formula({ C: 9, H: 12, N: 3, O: 7, P: 1 }),
  U: formula({ C: 9, H: 11, N: 2, O: 8, P: 1 }),
};

export type BaseModification = 'none' | 'psi' | 'm1psi' | '5moU' | '5mC' | 'm6A';

export interface ModificationDefinition {
  /** The canonical base every copy of which the modified NTP replaces. */
  replaces: Nucleotide | null;
  /** Formula change per replaced residue. */
  delta: Formula;
  notation: string;
}

export const BASE_MODIFICATIONS: Readonly<Record<BaseModification, ModificationDefinition>> = {
  none: { replaces: null, delta: formula({}), notation: '' },
  // Pseudouridine is an isomer of uridine: same formula, same mass (LC-MS cannot tell them apart).
  psi: { replaces: 'U', delta: formula({}), notation: 'ψ' },
  m1psi: { replaces: 'U', delta: METHYLENE, notation: 'm1ψ' },
  '5moU': { replaces: 'U', delta: formula({ C: 1, H: 2, O: 1 }), notation: '5moU' },
  '5mC': { replaces: 'C', delta: METHYLENE, notation: '5mC' },
  m6A: { replaces: 'A', delta: METHYLENE, notation: 'm6A' },
};

export type CappingMethod = 'enzymatic' | 'co-transcriptional';

export type CapAnalog = 'm7GpppG' | 'ARCA' | 'CleanCapAG' | 'CleanCapAG3OMe';

export interface CapAnalogDefinition {
  /** The transcript's first nucleotides, which the analog supplies (never base-modified). */
  suppliedStart: string;
  /** Methyls beyond GpppN: on N7 of the cap G, on its 3'-O (ARCA, 3'-OMe) and on N1's 2'-O (CleanCap). */
  extraMethyls: number;
  notation: string;
}

export const CAP_ANALOGS: Readonly<Record<CapAnalog, CapAnalogDefinition>> = {
  m7GpppG: { suppliedStart: 'G', extraMethyls: 1, notation: 'm7GpppG' },
  // ARCA's extra methyl sits on the cap's own 3'-O, so it is isobaric with Cap1 (TOOLBOX.md).
  ARCA: { suppliedStart: 'G', extraMethyls: 2, notation: "m7(3'OMe)GpppG" },
  CleanCapAG: { suppliedStart: 'AG', extraMethyls: 2, notation: 'm7GpppAmG' },
  CleanCapAG3OMe: { suppliedStart: 'AG', extraMethyls: 3, notation: "m7(3'OMe)GpppAmG" },
};

export type SpeciesKind = 'pppN' | 'GpppN' | 'cap0' | 'cap1' | 'analog';

export interface MassValue {
  /** Fragment length in nt. */
  length: number;
  sequence: string;
  formula: Formula;
  formulaText: string;
  /** Neutral average mass, Da. */
  average: number;
  /** Neutral monoisotopic mass, Da. */
  monoisotopic: number;
}

export interface Species {
  kind: SpeciesKind;
  /** Chemical notation of the 5' end, e.g. `pppN`, `m7GpppN`, `m7GpppAmG`. */
  notation: string;
  /** Whether the chosen chemistry is meant to produce it (the others are what an analyst checks for). */
  expected: boolean;
  /** Other species of this list with the same formula: LC-MS cannot tell them apart. */
  isobaricWith: SpeciesKind[];
  /** The main product (L nt) and the minor RNase H products one nt shorter / longer. */
  product: MassValue;
  productMinus1: MassValue | null;
  productPlus1: MassValue | null;
}

export interface FragmentMassInput {
  /** The mRNA (or just the digestion product), 5'→3'. */
  sequence: string;
  /** The product is nucleotides 1..productLength; defaults to the whole sequence (then there is no n+1). */
  productLength?: number;
  modification: BaseModification;
  cappingMethod: CappingMethod;
  /** Required for co-transcriptional capping, ignored for enzymatic capping. */
  capAnalog?: CapAnalog | null;
}

export interface FragmentMasses {
  modification: BaseModification;
  cappingMethod: CappingMethod;
  capAnalog: CapAnalog | null;
  species: Species[];
}

/** Sum of in-chain residues of mRNA 1..length; the first `exempt` positions keep canonical bases. */
export function residueSum(sequence: string, modification: BaseModification = 'none', exempt = 0): Formula {
  const counts: Record<Nucleotide, number> = { A: 0, C: 0, G: 0, U: 0 };
  for (let index = 0; index < sequence.length; index += 1) {
    // Char codes and a switch: this loop is the whole cost of a 10,000 nt fragment.
    switch (sequence.charCodeAt(index)) {
      case 65:
        counts.A += 1;
        break;
      case 67:
        counts.C += 1;
        break;
      case 71:
        counts.G += 1;
        break;
      case 85:
        counts.U += 1;
        break;
      default:
        throw new RangeError(`Not an RNA residue: "${sequence.charAt(index)}"`);
    }
  }
  let sum = addFormulas(
    scaleFormula(RESIDUE_FORMULAS.A, counts.A),
    scaleFormula(RESIDUE_FORMULAS.C, counts.C),
    scaleFormula(RESIDUE_FORMULAS.G, counts.G),
    scaleFormula(RESIDUE_FORMULAS.U, counts.U),
  );
  const { replaces, delta } = BASE_MODIFICATIONS[modification];
  if (replaces !== null) {
    let replaced = counts[replaces];
    for (let index = 0; index < Math.min(exempt, sequence.length); index += 1) {
      if (sequence.charAt(index) === replaces) replaced -= 1;
    }
    sum = addFormulas(sum, scaleFormula(delta, replaced));
  }
  return sum;
}

/** The residue at 1-based `position`, modified unless the cap analog supplies it. */
function residueAt(
  sequence: string,
  position: number,
  modification: BaseModification,
  exempt: number,
): Formula {
  const base = sequence.charAt(position - 1) as Nucleotide;
  const residue = RESIDUE_FORMULAS[base];
  const { replaces, delta } = BASE_MODIFICATIONS[modification];
  return replaces === base && position > exempt ? addFormulas(residue, delta) : residue;
}

/** 5'-triphosphate fragment with a 3'-OH: Σ + H2O + 2 HPO3. */
export function triphosphateFormula(residues: Formula): Formula {
  return addFormulas(residues, WATER, scaleFormula(HPO3, 2));
}

/** GpppN: the triphosphate end joined 5'-5' to guanosine, losing one water. */
export function cappedFormula(residues: Formula, methyls: number): Formula {
  const gpppN = subtractFormulas(addFormulas(triphosphateFormula(residues), GUANOSINE), WATER);
  return addFormulas(gpppN, scaleFormula(METHYLENE, methyls));
}

function massValue(sequence: string, of: Formula): MassValue {
  return {
    length: sequence.length,
    sequence,
    formula: of,
    formulaText: formatFormula(of),
    average: averageMass(of),
    monoisotopic: monoisotopicMass(of),
  };
}

interface SpeciesRecipe {
  kind: SpeciesKind;
  notation: string;
  expected: boolean;
  methyls: number | null;
  exempt: number;
}

function recipes(method: CappingMethod, analog: CapAnalog | null): SpeciesRecipe[] {
  const list: SpeciesRecipe[] = [
    { kind: 'pppN', notation: 'pppN', expected: false, methyls: null, exempt: 0 },
    { kind: 'GpppN', notation: 'GpppN', expected: false, methyls: 0, exempt: 0 },
    { kind: 'cap0', notation: 'm7GpppN', expected: method === 'enzymatic', methyls: 1, exempt: 0 },
    { kind: 'cap1', notation: 'm7GpppNm', expected: method === 'enzymatic', methyls: 2, exempt: 0 },
  ];
  if (method === 'co-transcriptional' && analog !== null) {
    const definition = CAP_ANALOGS[analog];
    list.push({
      kind: 'analog',
      notation: definition.notation,
      expected: true,
      methyls: definition.extraMethyls,
      exempt: definition.suppliedStart.length,
    });
  }
  return list;
}

function validate(input: FragmentMassInput, sequence: string | null): ValidationError[] {
  const errors: ValidationError[] = [];
  if (!Object.hasOwn(BASE_MODIFICATIONS, input.modification)) {
    errors.push(validationError('notAllowed', 'modification', { allowed: Object.keys(BASE_MODIFICATIONS) }));
  }
  if (input.cappingMethod !== 'enzymatic' && input.cappingMethod !== 'co-transcriptional') {
    errors.push(
      validationError('notAllowed', 'cappingMethod', { allowed: ['enzymatic', 'co-transcriptional'] }),
    );
  }
  const analog = input.capAnalog ?? null;
  if (input.cappingMethod === 'co-transcriptional') {
    if (analog === null) errors.push(validationError('required', 'capAnalog'));
    else if (!Object.hasOwn(CAP_ANALOGS, analog)) {
      errors.push(validationError('notAllowed', 'capAnalog', { allowed: Object.keys(CAP_ANALOGS) }));
    }
  }
  if (sequence === null) return errors;
  if (input.productLength !== undefined) {
    const error = checkInteger(input.productLength, 'productLength', 1, sequence.length);
    if (error) errors.push(error);
  }
  if (errors.length === 0 && input.cappingMethod === 'co-transcriptional' && analog !== null) {
    const expectedStart = CAP_ANALOGS[analog].suppliedStart;
    const productLength = input.productLength ?? sequence.length;
    if (productLength < expectedStart.length) {
      errors.push(
        validationError('tooSmall', 'productLength', { value: productLength, min: expectedStart.length }),
      );
    } else if (!sequence.startsWith(expectedStart)) {
      errors.push(
        validationError('startMismatchCapAnalog', 'sequence', { capAnalog: analog, expectedStart }),
      );
    }
  }
  return errors;
}

/** Every species of the chosen chemistry, with n-1 / n+1 variants, in the order pppN, GpppN, Cap0, Cap1, analog. */
export function computeFragmentMasses(input: FragmentMassInput): Result<FragmentMasses> {
  const parsed = parseSequence(typeof input.sequence === 'string' ? input.sequence : '');
  const mrna = parsed.ok ? parsed.value : null;
  const errors = [...(parsed.ok ? [] : parsed.errors), ...validate(input, mrna)];
  if (mrna === null || errors.length > 0) return fail(errors);

  const length = input.productLength ?? mrna.length;
  const analog = input.cappingMethod === 'co-transcriptional' ? (input.capAnalog ?? null) : null;
  const modification = input.modification;
  // One pass over the product per exemption count; the n-1 and n+1 variants differ by one residue.
  const prefixSums = new Map<number, Formula>();
  const species: Species[] = recipes(input.cappingMethod, analog).map((recipe) => {
    let shorter = prefixSums.get(recipe.exempt);
    if (shorter === undefined) {
      shorter = residueSum(mrna.slice(0, length - 1), modification, recipe.exempt);
      prefixSums.set(recipe.exempt, shorter);
    }
    const residues = new Map<number, Formula>([[length - 1, shorter]]);
    for (const variantLength of [length, length + 1]) {
      if (variantLength > mrna.length) break;
      const previous = residues.get(variantLength - 1) ?? shorter;
      const added = residueAt(mrna, variantLength, modification, recipe.exempt);
      residues.set(variantLength, addFormulas(previous, added));
    }
    const variant = (variantLength: number): MassValue | null => {
      const sum = residues.get(variantLength);
      // A variant shorter than what the analog supplies is not a product of this chemistry.
      if (sum === undefined || variantLength < Math.max(1, recipe.exempt)) return null;
      const of = recipe.methyls === null ? triphosphateFormula(sum) : cappedFormula(sum, recipe.methyls);
      return massValue(mrna.slice(0, variantLength), of);
    };
    const main = variant(length);
    if (main === null) throw new RangeError('product length validated above');
    return {
      kind: recipe.kind,
      notation: recipe.notation,
      expected: recipe.expected,
      isobaricWith: [],
      product: main,
      productMinus1: variant(length - 1),
      productPlus1: variant(length + 1),
    };
  });
  for (const entry of species) {
    entry.isobaricWith = species
      .filter((other) => other !== entry && formulasEqual(other.product.formula, entry.product.formula))
      .map((other) => other.kind);
  }
  return ok({ modification, cappingMethod: input.cappingMethod, capAnalog: analog, species });
}

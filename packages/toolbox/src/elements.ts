/**
 * Elemental formulas as element counts. Masses are always derived from the counts, so adding
 * formulas adds masses exactly and any species can show the formula its mass came from.
 */

export type ElementSymbol = 'C' | 'H' | 'N' | 'O' | 'P';

export type Formula = Readonly<Record<ElementSymbol, number>>;

/** Hill order (C, H, then alphabetical): the order mass-spectrometry software prints. */
export const ELEMENT_ORDER: readonly ElementSymbol[] = ['C', 'H', 'N', 'O', 'P'];

/** Standard atomic weights as TOOLBOX.md fixes them (IUPAC conventional values). */
export const AVERAGE_ATOMIC_MASS: Readonly<Record<ElementSymbol, number>> = {
  C: 12.011,
  H: 1.008,
  N: 14.007,
  O: 15.999,
  P: 30.974,
};

/** Masses of the most abundant isotopes, 12C 1H 14N 16O 31P (AME2020). */
export const MONOISOTOPIC_ATOMIC_MASS: Readonly<Record<ElementSymbol, number>> = {
  C: 12,
  H: 1.00782503223,
  N: 14.00307400443,
  O: 15.99491461957,
  P: 30.97376199842,
};

export const EMPTY_FORMULA: Formula = { C: 0, H: 0, N: 0, O: 0, P: 0 };

export function formula(counts: Partial<Record<ElementSymbol, number>>): Formula {
  return { ...EMPTY_FORMULA, ...counts };
}

export function addFormulas(...formulas: Formula[]): Formula {
  const total = { ...EMPTY_FORMULA };
  for (const part of formulas) for (const element of ELEMENT_ORDER) total[element] += part[element];
  return total;
}

export function scaleFormula(part: Formula, factor: number): Formula {
  const scaled = { ...EMPTY_FORMULA };
  for (const element of ELEMENT_ORDER) scaled[element] = part[element] * factor;
  return scaled;
}

export function subtractFormulas(from: Formula, part: Formula): Formula {
  return addFormulas(from, scaleFormula(part, -1));
}

export function averageMass(of: Formula): number {
  let mass = 0;
  for (const element of ELEMENT_ORDER) mass += of[element] * AVERAGE_ATOMIC_MASS[element];
  return mass;
}

export function monoisotopicMass(of: Formula): number {
  let mass = 0;
  for (const element of ELEMENT_ORDER) mass += of[element] * MONOISOTOPIC_ATOMIC_MASS[element];
  return mass;
}

/** `C173H218N74O131P20`: elements in Hill order, counts of 1 omitted, absent elements left out. */
export function formatFormula(of: Formula): string {
  let text = '';
  for (const element of ELEMENT_ORDER) {
    const count = of[element];
    if (count === 0) continue;
    text += count === 1 ? element : `${element}${count}`;
  }
  return text;
}

export function formulasEqual(first: Formula, second: Formula): boolean {
  return ELEMENT_ORDER.every((element) => first[element] === second[element]);
}

/** Building blocks named in TOOLBOX.md, Module 3. */
export const WATER = formula({ H: 2, O: 1 });
/** Metaphosphate, the unit one phosphoanhydride adds. */
export const HPO3 = formula({ H: 1, O: 3, P: 1 });
/** A methyl replacing a hydrogen. */
export const METHYLENE = formula({ C: 1, H: 2 });
export const GUANOSINE = formula({ C: 10, H: 13, N: 5, O: 5 });

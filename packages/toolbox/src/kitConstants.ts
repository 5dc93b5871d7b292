/**
 * Every number the toolbox takes from the kit (CD002), the SPEC or the literature, in one place.
 *
 * Each constant says where it comes from, so the UI can mark defaults and a reviewer can replace
 * a default when the kit manual's value is known:
 * - `spec`: SPEC.md §5 / §9 (the business constants);
 * - `toolbox`: shared/TOOLBOX.md (the science and its conventions);
 * - `labelledDefault`: the kit manual's value is not known to us; a common laboratory value is
 *   used and shown as a default. Changing it changes results, so bump CALCULATOR_VERSION.
 */

export type ConstantSource = 'spec' | 'toolbox' | 'labelledDefault';

export interface KitConstant {
  value: number;
  unit: string;
  source: ConstantSource;
  note: string;
}

/** Design guidance for the chimeric probe (SPEC §5 toolbox hints, §9). Outside these: a hint, not an error. */
export const PROBE_DESIGN_RULES = {
  probeLength: { min: 20, max: 30 },
  productLength: { min: 17, max: 20 },
  heteroduplexLength: { min: 4, max: 6 },
  gcPercent: { min: 40, max: 70 },
  gcPercentOptimum: { min: 55, max: 65 },
  /** A product ending in G is discouraged (SPEC §5). */
  discouragedProductLastBase: 'G',
} as const;

/** Hard limits: inputs outside them cannot describe a probe at all, so they are errors. */
export const PROBE_INPUT_LIMITS = {
  /** Chimeric 2'-O-methyl/DNA oligos beyond 100 nt are not synthesised for this assay. */
  probeLength: { min: 1, max: 100 },
  heteroduplexLength: { min: 1 },
} as const;

export const KIT_CONSTANTS = {
  rnaMassPerNucleotide: {
    value: 320.5,
    unit: 'g/mol per nt',
    source: 'toolbox',
    note: 'Average in-chain residue mass of single-stranded RNA (TOOLBOX.md, Module 2).',
  },
  rnaMassEnds: {
    value: 159,
    unit: 'g/mol',
    source: 'toolbox',
    note: "Added once for the 5' triphosphate end; the usual concentration convention, ~19 Da below the exact pppN mass.",
  },
  designVolume: {
    value: 100,
    unit: 'µl',
    source: 'spec',
    note: 'Reaction volume the kit is designed for (SPEC §9).',
  },
  pmolPerDesignVolume: {
    value: 100,
    unit: 'pmol',
    source: 'spec',
    note: '100 µl of reaction digests 100 pmol of mRNA (SPEC §9).',
  },
  maxVolumeFactor: {
    value: 1.5,
    unit: '×',
    source: 'spec',
    note: 'A dilute sample may grow the final volume up to 1.5 × the design volume (SPEC §9).',
  },
  bufferStrength: {
    value: 10,
    unit: '×',
    source: 'toolbox',
    note: 'The kit reaction buffer is supplied at 10 × and used at 1 × (TOOLBOX.md, Module 2).',
  },
  probeToMrnaMolarRatio: {
    value: 2,
    unit: 'mol probe / mol mRNA',
    source: 'labelledDefault',
    note: 'Kit manual value unknown: a twofold molar excess of probe is a common choice for RNase H cap analysis.',
  },
  rnaseHVolumePerDesignVolume: {
    value: 5,
    unit: 'µl per 100 µl reaction',
    source: 'labelledDefault',
    note: 'Kit manual value unknown: 5 µl of RNase H per 100 µl reaction, scaled with the volume to stay 1 ×.',
  },
  minPipettingVolume: {
    value: 0.5,
    unit: 'µl',
    source: 'labelledDefault',
    note: 'Below this a hand pipette is inaccurate; the toolbox suggests diluting the stock.',
  },
  maxAmount: {
    value: 1000,
    unit: 'pmol',
    source: 'labelledDefault',
    note: 'Largest amount computed in one set-up (ten design reactions); larger batches are split.',
  },
} as const satisfies Record<string, KitConstant>;

/** Assay facts shown with the kit promotion (SPEC §9). */
export const KIT_FACTS = {
  catalogNumber: 'CD002',
  workflowHours: 1.5,
  minRecoveryPercent: 80,
} as const;

/**
 * Module 2 of TOOLBOX.md: how to set up the RNase H digest for a given mRNA sample.
 *
 * The kit's design is 100 pmol mRNA in 100 µl; the design volume scales with the amount. When the
 * sample is too dilute for the mRNA to fit, the reaction may grow to 1.5 × the design volume with
 * buffer and enzyme scaled to stay at 1 ×; beyond that the toolbox says how much mRNA fits and how
 * concentrated the sample would need to be.
 */
import { KIT_CONSTANTS } from './kitConstants';
import {
  checkInteger,
  checkPositive,
  fail,
  ok,
  type ParamValue,
  type Result,
  type ValidationError,
} from './result';
import { MAX_SEQUENCE_LENGTH } from './sequence';

export interface ReactionSystemInput {
  /** mRNA full length, nt. */
  mrnaLength: number;
  /** Sample concentration, ng/µl. */
  sampleConcentration: number;
  /** Probe stock concentration, µM (= pmol/µl). */
  probeConcentration: number;
  /** mRNA to digest, pmol; defaults to what the design volume digests (100 pmol). */
  amount?: number;
}

/**
 * - `design`: everything fits in the design volume;
 * - `scaled`: the sample is dilute, the volume grows (at most 1.5 ×) with buffer and enzyme kept at 1 ×;
 * - `tooDilute`: even 1.5 × cannot hold the amount; the set-up shown digests what fits.
 */
export type ReactionStatus = 'design' | 'scaled' | 'tooDilute';

export type ReactionAdviceCode =
  /** Concentrate the sample to at least `params.minSampleConcentration` ng/µl to digest `params.amount` pmol. */
  | 'concentrateSample'
  /** The probe stock alone overfills the reaction: use a stock of at least `params.minProbeConcentration` µM. */
  | 'concentrateProbe'
  /** A volume below `params.min` µl is hard to pipette accurately: dilute that stock (`params.component`). */
  | 'smallPipettingVolume';

export interface ReactionAdvice {
  code: ReactionAdviceCode;
  params: Readonly<Record<string, ParamValue>>;
}

export type ReactionComponent = 'mrna' | 'probe' | 'buffer' | 'rnaseH' | 'water';

export interface ComponentVolume {
  component: ReactionComponent;
  /** µl */
  volume: number;
}

export interface ReactionSystem {
  status: ReactionStatus;
  /** g/mol, 320.5 × length + 159. */
  molarMass: number;
  /** Sample concentration in pmol/µl. */
  sampleConcentrationPmol: number;
  /** Amount asked for, pmol. */
  requestedAmount: number;
  /** Amount this set-up digests, pmol (less than requested only when `tooDilute`). */
  amount: number;
  /** The same amount in µg. */
  amountMicrograms: number;
  /** µl for the requested amount at 100 pmol per 100 µl. */
  designVolume: number;
  /** Largest allowed final volume, 1.5 × design, µl. */
  maxVolume: number;
  finalVolume: number;
  /** finalVolume / designVolume. */
  volumeFactor: number;
  components: ComponentVolume[];
  advice: ReactionAdvice[];
}

/** g/mol of a single-stranded RNA with a 5' triphosphate (concentration convention). */
export function molarMass(mrnaLength: number): number {
  return KIT_CONSTANTS.rnaMassPerNucleotide.value * mrnaLength + KIT_CONSTANTS.rnaMassEnds.value;
}

/** ng/µl → pmol/µl for an mRNA of the given length. */
export function pmolPerMicrolitre(concentrationNgPerUl: number, mrnaLength: number): number {
  return (concentrationNgPerUl * 1000) / molarMass(mrnaLength);
}

function validate(input: ReactionSystemInput): ValidationError[] {
  const checks = [
    checkInteger(input.mrnaLength, 'mrnaLength', 1, MAX_SEQUENCE_LENGTH),
    // Upper bounds are far beyond any real stock; they only keep the maths finite.
    checkPositive(input.sampleConcentration, 'sampleConcentration', 1_000_000),
    checkPositive(input.probeConcentration, 'probeConcentration', 1_000_000),
    input.amount === undefined ? null : checkPositive(input.amount, 'amount', KIT_CONSTANTS.maxAmount.value),
  ];
  return checks.filter((error): error is ValidationError => error !== null);
}

export function calculateReactionSystem(input: ReactionSystemInput): Result<ReactionSystem> {
  const errors = validate(input);
  if (errors.length > 0) return fail(errors);

  const k = KIT_CONSTANTS;
  const requestedAmount = input.amount ?? k.pmolPerDesignVolume.value;
  const mass = molarMass(input.mrnaLength);
  const samplePmol = pmolPerMicrolitre(input.sampleConcentration, input.mrnaLength);
  const probeRatio = k.probeToMrnaMolarRatio.value;
  const designVolume = (requestedAmount * k.designVolume.value) / k.pmolPerDesignVolume.value;
  const maxVolume = designVolume * k.maxVolumeFactor.value;
  // Buffer and enzyme scale with the volume, so only this fraction of any volume is left for mRNA + probe.
  const freeFraction =
    1 - 1 / k.bufferStrength.value - k.rnaseHVolumePerDesignVolume.value / k.designVolume.value;
  // µl of mRNA + probe per pmol of mRNA.
  const microlitresPerPmol = 1 / samplePmol + probeRatio / input.probeConcentration;

  const neededVolume = (requestedAmount * microlitresPerPmol) / freeFraction;
  let status: ReactionStatus;
  let amount = requestedAmount;
  let finalVolume: number;
  // A relative tolerance so that a sample at exactly the advised concentration is not refused for float noise.
  const fits = (volume: number) => neededVolume <= volume * (1 + 1e-9);
  if (fits(designVolume)) {
    status = 'design';
    finalVolume = designVolume;
  } else if (fits(maxVolume)) {
    status = 'scaled';
    // Round up to a whole µl for pipetting, never past the 1.5 × limit.
    finalVolume = Math.min(Math.ceil(neededVolume - 1e-9), maxVolume);
  } else {
    status = 'tooDilute';
    finalVolume = maxVolume;
    amount = (maxVolume * freeFraction) / microlitresPerPmol;
  }

  const mrnaVolume = amount / samplePmol;
  const probeVolume = (amount * probeRatio) / input.probeConcentration;
  const bufferVolume = finalVolume / k.bufferStrength.value;
  const rnaseHVolume = (finalVolume * k.rnaseHVolumePerDesignVolume.value) / k.designVolume.value;
  // Clamp float noise (e.g. -1e-14) when the reaction is exactly full.
  const waterVolume = Math.max(0, finalVolume - mrnaVolume - probeVolume - bufferVolume - rnaseHVolume);
  const components: ComponentVolume[] = [
    { component: 'mrna', volume: mrnaVolume },
    { component: 'probe', volume: probeVolume },
    { component: 'buffer', volume: bufferVolume },
    { component: 'rnaseH', volume: rnaseHVolume },
    { component: 'water', volume: waterVolume },
  ];

  const advice: ReactionAdvice[] = [];
  if (status === 'tooDilute') {
    const probeShare = (requestedAmount * probeRatio) / input.probeConcentration;
    const roomForMrna = maxVolume * freeFraction - probeShare;
    if (roomForMrna > 0) {
      advice.push({
        code: 'concentrateSample',
        params: {
          amount: requestedAmount,
          minSampleConcentration: ((requestedAmount / roomForMrna) * mass) / 1000,
        },
      });
    } else {
      // Even an infinitely concentrated sample would not fit: the probe stock is the problem.
      advice.push({
        code: 'concentrateProbe',
        params: { minProbeConcentration: (requestedAmount * probeRatio) / (maxVolume * freeFraction) },
      });
    }
  }
  const minPipetting = k.minPipettingVolume.value;
  for (const { component, volume } of components.slice(0, 2)) {
    if (volume < minPipetting) {
      advice.push({ code: 'smallPipettingVolume', params: { component, volume, min: minPipetting } });
    }
  }

  return ok({
    status,
    molarMass: mass,
    sampleConcentrationPmol: samplePmol,
    requestedAmount,
    amount,
    amountMicrograms: (amount * mass) / 1e6,
    designVolume,
    maxVolume,
    finalVolume,
    volumeFactor: finalVolume / designVolume,
    components,
    advice,
  });
}

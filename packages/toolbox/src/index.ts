// The public API of @storefront/toolbox, listed explicitly so a change to it is always deliberate.
export {
  AVERAGE_ATOMIC_MASS,
  addFormulas,
  averageMass,
  ELEMENT_ORDER,
  type ElementSymbol,
  type Formula,
  formatFormula,
  formula,
  MONOISOTOPIC_ATOMIC_MASS,
  monoisotopicMass,
} from './elements';
export {
  BASE_MODIFICATIONS,
  type BaseModification,
  CAP_ANALOGS,
  type CapAnalog,
  type CapAnalogDefinition,
  type CappingMethod,
  computeFragmentMasses,
  type FragmentMasses,
  type FragmentMassInput,
  type MassValue,
  type ModificationDefinition,
  RESIDUE_FORMULAS,
  residueSum,
  type Species,
  type SpeciesKind,
} from './fragmentMass';
export {
  type ConstantSource,
  KIT_CONSTANTS,
  KIT_FACTS,
  type KitConstant,
  PROBE_DESIGN_RULES,
  PROBE_INPUT_LIMITS,
} from './kitConstants';
export {
  type DigestionProduct,
  type DnaWindow,
  designProbe,
  type ProbeChemistry,
  type ProbeDesign,
  type ProbeDesignInput,
  type ProbeHint,
  type ProbeHintCode,
  type ProbePosition,
} from './probeDesign';
export {
  type ComponentVolume,
  calculateReactionSystem,
  molarMass,
  pmolPerMicrolitre,
  type ReactionAdvice,
  type ReactionAdviceCode,
  type ReactionComponent,
  type ReactionStatus,
  type ReactionSystem,
  type ReactionSystemInput,
} from './reactionSystem';
export {
  type Result,
  roundTo,
  type ToolboxField,
  type ValidationError,
  type ValidationErrorCode,
} from './result';
export {
  complement,
  gcPercent,
  isWatsonCrickPair,
  MAX_SEQUENCE_LENGTH,
  normaliseSequence,
  parseSequence,
  reverseComplement,
  toDna,
  toRna,
} from './sequence';
export { CALCULATOR_VERSION } from './version';

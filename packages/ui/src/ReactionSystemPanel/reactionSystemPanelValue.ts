import type { ReactionSystemInput } from '@storefront/toolbox';
import { parseNumberInput, type ToolboxNumberInput } from '../internal/ToolboxForm';

/** The inputs of the reaction system module, named as `calculateReactionSystem` takes them. */
export interface ReactionSystemPanelValue {
  /** mRNA full length, nt. */
  mrnaLength: ToolboxNumberInput;
  /** Sample concentration, ng/µl. */
  sampleConcentration: ToolboxNumberInput;
  /** Probe stock concentration, µM. */
  probeConcentration: ToolboxNumberInput;
  /** mRNA to digest, pmol; blank for the kit design (100 pmol in 100 µl). */
  amount: ToolboxNumberInput;
}

export const reactionSystemDefaultValue: ReactionSystemPanelValue = {
  mrnaLength: '',
  sampleConcentration: '',
  probeConcentration: '',
  amount: '',
};

/** The panel's value as `calculateReactionSystem` input; a blank amount is left out (the kit design). */
export function toReactionSystemInput(value: ReactionSystemPanelValue): ReactionSystemInput {
  const input: ReactionSystemInput = {
    mrnaLength: parseNumberInput(value.mrnaLength),
    sampleConcentration: parseNumberInput(value.sampleConcentration),
    probeConcentration: parseNumberInput(value.probeConcentration),
  };
  if (String(value.amount).trim() !== '') input.amount = parseNumberInput(value.amount);
  return input;
}

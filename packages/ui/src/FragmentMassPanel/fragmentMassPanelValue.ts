import type { BaseModification, CapAnalog, CappingMethod, FragmentMassInput } from '@storefront/toolbox';
import { parseNumberInput, type ToolboxNumberInput } from '../internal/ToolboxForm';

/** The inputs of the mass module, named as `computeFragmentMasses` takes them. */
export interface FragmentMassPanelValue {
  /** The digestion product, or the mRNA with `productLength`, 5'→3'. */
  sequence: string;
  /** The product is nucleotides 1..productLength; blank takes the whole sequence. */
  productLength: ToolboxNumberInput;
  modification: BaseModification;
  cappingMethod: CappingMethod;
  /** Cap analog of co-transcriptional capping; '' when none is chosen (ignored for enzymatic capping). */
  capAnalog: CapAnalog | '';
}

export const fragmentMassDefaultValue: FragmentMassPanelValue = {
  sequence: '',
  productLength: '',
  modification: 'none',
  cappingMethod: 'enzymatic',
  capAnalog: '',
};

/** The panel's value as `computeFragmentMasses` input. */
export function toFragmentMassInput(value: FragmentMassPanelValue): FragmentMassInput {
  const input: FragmentMassInput = {
    sequence: value.sequence,
    modification: value.modification,
    cappingMethod: value.cappingMethod,
    capAnalog: value.capAnalog === '' ? null : value.capAnalog,
  };
  if (String(value.productLength).trim() !== '') input.productLength = parseNumberInput(value.productLength);
  return input;
}

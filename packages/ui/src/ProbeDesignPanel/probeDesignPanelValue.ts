import type { ProbeDesignInput } from '@storefront/toolbox';
import { parseNumberInput, type ToolboxNumberInput } from '../internal/ToolboxForm';

/** The inputs of the probe design module, named as `designProbe` takes them. */
export interface ProbeDesignPanelValue {
  /** mRNA or DNA template, 5'→3', as typed. */
  sequence: string;
  /** s: first mRNA nucleotide covered by the probe (1-based). */
  probeStart: ToolboxNumberInput;
  /** n: probe length, nt. */
  probeLength: ToolboxNumberInput;
  /** L: the cut falls after this mRNA nucleotide. */
  digestionPosition: ToolboxNumberInput;
  /** g: heteroduplex (DNA window) length, nt. */
  heteroduplexLength: ToolboxNumberInput;
}

/** A typical start: a 25 nt probe from the 5' end, cut after nucleotide 18 with a 4 nt window. */
export const probeDesignDefaultValue: ProbeDesignPanelValue = {
  sequence: '',
  probeStart: '1',
  probeLength: '25',
  digestionPosition: '18',
  heteroduplexLength: '4',
};

/** The panel's value as `designProbe` input (blank numbers become NaN, which the toolbox reports). */
export function toProbeDesignInput(value: ProbeDesignPanelValue): ProbeDesignInput {
  return {
    sequence: value.sequence,
    probeStart: parseNumberInput(value.probeStart),
    probeLength: parseNumberInput(value.probeLength),
    digestionPosition: parseNumberInput(value.digestionPosition),
    heteroduplexLength: parseNumberInput(value.heteroduplexLength),
  };
}

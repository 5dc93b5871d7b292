import type { ToolboxInput, ToolboxOutput } from '@storefront/api-client';
import {
  BASE_MODIFICATIONS,
  type BaseModification,
  CALCULATOR_VERSION,
  CAP_ANALOGS,
  type CapAnalog,
  type CappingMethod,
  calculateReactionSystem,
  computeFragmentMasses,
  designProbe,
  type FragmentMasses,
  type ProbeDesign,
  type ReactionSystem,
} from '@storefront/toolbox';
import {
  type FragmentMassPanelValue,
  fragmentMassDefaultValue,
  type ProbeDesignPanelValue,
  probeDesignDefaultValue,
  type ReactionSystemPanelValue,
  toFragmentMassInput,
  toProbeDesignInput,
  toReactionSystemInput,
} from '@storefront/ui';

/** The three modules of `/tool-class`, as the `tab` query parameter names them. */
export const toolboxTabs = ['probe', 'reaction', 'mass'] as const;
export type ToolboxTab = (typeof toolboxTabs)[number];

/** Everything the page's inputs hold: the open tab and each module's inputs as typed. */
export interface ToolboxValues {
  tab: ToolboxTab;
  probe: ProbeDesignPanelValue;
  reaction: ReactionSystemPanelValue;
  mass: FragmentMassPanelValue;
}

/**
 * Query parameter of each input. The names are the toolbox's own, prefixed per module where two
 * modules share one (`massSequence`), so a shared link reads as what it is.
 */
const probeKeys = {
  sequence: 'sequence',
  probeStart: 'probeStart',
  probeLength: 'probeLength',
  digestionPosition: 'digestionPosition',
  heteroduplexLength: 'heteroduplexLength',
} as const satisfies Record<keyof ProbeDesignPanelValue, string>;
const reactionKeys = {
  mrnaLength: 'mrnaLength',
  sampleConcentration: 'sampleConcentration',
  probeConcentration: 'probeConcentration',
  amount: 'amount',
} as const satisfies Record<keyof ReactionSystemPanelValue, string>;
const massKeys = {
  sequence: 'massSequence',
  productLength: 'productLength',
  modification: 'modification',
  cappingMethod: 'cappingMethod',
  capAnalog: 'capAnalog',
} as const satisfies Record<keyof FragmentMassPanelValue, string>;

/**
 * Longest sequence written to the address. Node refuses request heads over 16 KB (431), so a page
 * reloaded or shared with a longer address would not open at all; longer sequences stay in the page
 * only (the page says so).
 */
export const MAX_SEQUENCE_IN_URL = 6000;

const isTab = (value: string | null): value is ToolboxTab => toolboxTabs.includes(value as ToolboxTab);
const own = (record: object, key: string) => Object.hasOwn(record, key);

/** The page's inputs from its query; anything missing or unknown falls back to the module's default. */
export function valuesFromQuery(query: URLSearchParams): ToolboxValues {
  const text = (key: string, fallback: string) => query.get(key) ?? fallback;
  const tab = query.get('tab');
  const modification = query.get(massKeys.modification) ?? '';
  const cappingMethod = query.get(massKeys.cappingMethod) ?? '';
  const capAnalog = query.get(massKeys.capAnalog) ?? '';
  return {
    tab: isTab(tab) ? tab : 'probe',
    probe: {
      sequence: text(probeKeys.sequence, probeDesignDefaultValue.sequence),
      probeStart: text(probeKeys.probeStart, String(probeDesignDefaultValue.probeStart)),
      probeLength: text(probeKeys.probeLength, String(probeDesignDefaultValue.probeLength)),
      digestionPosition: text(probeKeys.digestionPosition, String(probeDesignDefaultValue.digestionPosition)),
      heteroduplexLength: text(
        probeKeys.heteroduplexLength,
        String(probeDesignDefaultValue.heteroduplexLength),
      ),
    },
    reaction: {
      mrnaLength: text(reactionKeys.mrnaLength, ''),
      sampleConcentration: text(reactionKeys.sampleConcentration, ''),
      probeConcentration: text(reactionKeys.probeConcentration, ''),
      amount: text(reactionKeys.amount, ''),
    },
    mass: {
      sequence: text(massKeys.sequence, fragmentMassDefaultValue.sequence),
      productLength: text(massKeys.productLength, ''),
      modification: own(BASE_MODIFICATIONS, modification)
        ? (modification as BaseModification)
        : fragmentMassDefaultValue.modification,
      cappingMethod:
        cappingMethod === 'enzymatic' || cappingMethod === 'co-transcriptional'
          ? (cappingMethod as CappingMethod)
          : fragmentMassDefaultValue.cappingMethod,
      capAnalog: own(CAP_ANALOGS, capAnalog) ? (capAnalog as CapAnalog) : '',
    },
  };
}

/** The query that reopens these inputs: only what differs from the defaults, the tab always. */
export function queryFromValues(values: ToolboxValues): URLSearchParams {
  const query = new URLSearchParams({ tab: values.tab });
  const put = (key: string, value: string | number, fallback: string | number = '') => {
    const text = String(value);
    if (text !== String(fallback)) query.set(key, text);
  };
  const putSequence = (key: string, value: string) => {
    if (value.length <= MAX_SEQUENCE_IN_URL) put(key, value);
  };
  putSequence(probeKeys.sequence, values.probe.sequence);
  put(probeKeys.probeStart, values.probe.probeStart, probeDesignDefaultValue.probeStart);
  put(probeKeys.probeLength, values.probe.probeLength, probeDesignDefaultValue.probeLength);
  put(probeKeys.digestionPosition, values.probe.digestionPosition, probeDesignDefaultValue.digestionPosition);
  put(
    probeKeys.heteroduplexLength,
    values.probe.heteroduplexLength,
    probeDesignDefaultValue.heteroduplexLength,
  );
  for (const key of Object.keys(reactionKeys) as (keyof ReactionSystemPanelValue)[]) {
    put(reactionKeys[key], values.reaction[key]);
  }
  putSequence(massKeys.sequence, values.mass.sequence);
  put(massKeys.productLength, values.mass.productLength);
  put(massKeys.modification, values.mass.modification, fragmentMassDefaultValue.modification);
  put(massKeys.cappingMethod, values.mass.cappingMethod, fragmentMassDefaultValue.cappingMethod);
  put(massKeys.capAnalog, values.mass.capAnalog);
  return query;
}

/** Whether a sequence of the inputs is too long to be kept in the address. */
export function sequenceLeftOutOfUrl(values: ToolboxValues): boolean {
  return (
    values.probe.sequence.length > MAX_SEQUENCE_IN_URL || values.mass.sequence.length > MAX_SEQUENCE_IN_URL
  );
}

/**
 * The `POST /calculator` body for the open tab, or null while the browser's own check of the same
 * inputs finds a problem (the panel shows it inline; asking the server would only repeat it).
 */
export function calculatorRequest(values: ToolboxValues): ToolboxInput | null {
  switch (values.tab) {
    case 'probe': {
      const input = toProbeDesignInput(values.probe);
      return designProbe(input).ok ? { probeDesign: input } : null;
    }
    case 'reaction': {
      const input = toReactionSystemInput(values.reaction);
      return calculateReactionSystem(input).ok ? { reactionSystem: input } : null;
    }
    case 'mass': {
      const input = toFragmentMassInput(values.mass);
      if (!computeFragmentMasses(input).ok) return null;
      return {
        fragmentMass: {
          sequence: input.sequence,
          ...(input.productLength !== undefined && { productLength: input.productLength }),
          modification: input.modification,
          cappingMethod: input.cappingMethod,
          ...(input.cappingMethod === 'co-transcriptional' && { capAnalog: input.capAnalog ?? null }),
        },
      };
    }
  }
}

/** The mass module's inputs for a digestion product handed over from the probe design. */
export function massValueForProduct(
  current: FragmentMassPanelValue,
  details: { productLength: number; mrnaSequence: string },
): FragmentMassPanelValue {
  // The whole mRNA with the product length keeps the n+1 product computable.
  return { ...current, sequence: details.mrnaSequence, productLength: String(details.productLength) };
}

/** The server's full result as the panels show it. */
export interface ServerResults {
  probeDesign?: ProbeDesign;
  reactionSystem?: ReactionSystem;
  fragmentMass?: FragmentMasses;
}

/**
 * The server's answer in the toolbox's own types, when the server runs this page's calculator
 * version: the contract describes those same objects with looser types (a hint `code` is a string
 * there), and the same version produces only the codes this page has messages for. Another version
 * gives nothing: the panels then show their own result and the page says the versions differ.
 */
export function serverResults(output: ToolboxOutput | null): ServerResults {
  if (!output || output.calculatorVersion !== CALCULATOR_VERSION) return {};
  return output as ServerResults;
}

import type { ToolboxNote, ToolboxOutput } from '@storefront/api-client';
import {
  CALCULATOR_VERSION,
  type CapAnalog,
  calculateReactionSystem,
  computeFragmentMasses,
  designProbe,
  type FragmentMassInput,
  type ProbeDesign,
  type ProbeDesignInput,
  type ReactionSystemInput,
  type Result,
  type ValidationError,
} from '@storefront/toolbox';
import type { Lang } from '../domain/context.js';
import { adviceMessage, errorMessage, hintMessage } from './messages.js';

/** The body of `POST /calculator`: the inputs of one or more modules (contract `ToolboxInput`). */
export interface ToolboxRequest {
  probeDesign?: ProbeDesignInput;
  reactionSystem?: ReactionSystemInput;
  fragmentMass?: Omit<FragmentMassInput, 'capAnalog'> & { capAnalog?: CapAnalog | null };
}

export type Calculation = { ok: true; answer: ToolboxOutput } | { ok: false; fields: Record<string, string> };

/** A hint's or an advice's parameters as the contract carries them: plain arrays (the toolbox's are read-only). */
function noteParams(params: ProbeDesign['hints'][number]['params']): ToolboxNote['params'] {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? [...value] : value]),
  );
}

type Module = 'probeDesign' | 'reactionSystem' | 'fragmentMass';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Runs every module the body asks for with @storefront/toolbox. Every broken input of every module is
 * reported at once, keyed `<module>.<field>` and worded in `lang`; nothing is computed then.
 */
export function calculate(body: ToolboxRequest, lang: Lang): Calculation {
  const fields: Record<string, string> = {};
  const collect = <T>(module: Module, result: Result<T>): T | undefined => {
    if (result.ok) return result.value;
    for (const error of result.errors as ValidationError[]) {
      fields[`${module}.${error.field}`] ??= errorMessage(error, lang);
    }
    return undefined;
  };
  const probe = body.probeDesign ? collect('probeDesign', designProbe(body.probeDesign)) : undefined;
  const reaction = body.reactionSystem
    ? collect('reactionSystem', calculateReactionSystem(body.reactionSystem))
    : undefined;
  const masses = body.fragmentMass
    ? collect(
        'fragmentMass',
        computeFragmentMasses({ ...body.fragmentMass, capAnalog: body.fragmentMass.capAnalog ?? null }),
      )
    : undefined;
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  const answer: ToolboxOutput = { calculatorVersion: CALCULATOR_VERSION };
  if (probe) {
    answer.probeDesign = {
      ...probe,
      hints: probe.hints.map((hint) => ({
        code: hint.code,
        severity: hint.severity,
        params: noteParams(hint.params),
        message: hintMessage(hint.code, hint.params, lang),
      })),
    };
  }
  if (reaction) {
    answer.reactionSystem = {
      ...reaction,
      advice: reaction.advice.map((advice) => ({
        code: advice.code,
        params: noteParams(advice.params),
        message: adviceMessage(advice.code, advice.params, lang),
      })),
    };
  }
  if (masses) answer.fragmentMass = masses;
  return { ok: true, answer };
}

/**
 * The toolbox's own words for a body the contract refused (a string for a number, a missing field):
 * the error handler puts them over the contract's generic messages, so `E0002` reads the same as when
 * only the toolbox objects. Shapes the toolbox cannot read are left to the contract's messages.
 */
export function toolboxBodyFields(body: Record<string, unknown>, lang: Lang): Record<string, string> {
  const request: ToolboxRequest = {};
  // Numbers arrive as the client sent them; the toolbox reports a non-number as 'Enter a number.'.
  if (isObject(body.probeDesign)) request.probeDesign = body.probeDesign as unknown as ProbeDesignInput;
  if (isObject(body.reactionSystem)) {
    request.reactionSystem = body.reactionSystem as unknown as ReactionSystemInput;
  }
  if (isObject(body.fragmentMass)) {
    request.fragmentMass = body.fragmentMass as unknown as NonNullable<ToolboxRequest['fragmentMass']>;
  }
  try {
    const result = calculate(request, lang);
    return result.ok ? {} : result.fields;
  } catch {
    // A shape the toolbox was never meant to read (e.g. a number as the sequence): the contract's message stands.
    return {};
  }
}

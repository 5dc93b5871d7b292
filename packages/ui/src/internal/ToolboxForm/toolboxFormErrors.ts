import type { ToolboxField, ValidationError, ValidationErrorCode } from '@storefront/toolbox';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { toolboxFormMessages as m } from './ToolboxForm.messages';

/**
 * The wording of every validation error code of @storefront/toolbox. A `Record` over the code union, so
 * a code the toolbox adds fails the type check here until it has a message in both catalogs.
 */
export const toolboxErrorMessages: Readonly<Record<ValidationErrorCode, MessageDescriptor>> = {
  required: m.errorRequired,
  notInteger: m.errorNotInteger,
  tooSmall: m.errorTooSmall,
  tooLarge: m.errorTooLarge,
  notPositive: m.errorNotPositive,
  invalidCharacter: m.errorInvalidCharacter,
  sequenceTooLong: m.errorSequenceTooLong,
  probeBeyondMrnaEnd: m.errorProbeBeyondMrnaEnd,
  windowOutsideProbe: m.errorWindowOutsideProbe,
  notAllowed: m.errorNotAllowed,
  startMismatchCapAnalog: m.errorStartMismatchCapAnalog,
};

type ParamValue = ValidationError['params'][string];

/**
 * Formats code parameters for a message: numbers through react-intl (grouping and decimals of the
 * locale), lists as a locale list, strings as they are.
 */
export function formatParams(
  intl: IntlShape,
  params: Readonly<Record<string, ParamValue>>,
  labels: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const formatted: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number') {
      formatted[key] = intl.formatNumber(value, { maximumFractionDigits: 2 });
    } else if (Array.isArray(value)) {
      formatted[key] = intl.formatList(
        value.map((item: string) => labels[item] ?? item),
        { type: 'disjunction' },
      );
    } else {
      formatted[key] = labels[String(value)] ?? String(value);
    }
  }
  return formatted;
}

/**
 * The message of one toolbox error in the current language. `labels` names choices (e.g. cap analog
 * values) the way the form shows them.
 */
export function formatToolboxError(
  intl: IntlShape,
  error: ValidationError,
  labels: Readonly<Record<string, string>> = {},
): string {
  let descriptor = toolboxErrorMessages[error.code];
  if (error.code === 'required' && error.field === 'sequence') descriptor = m.errorRequiredSequence;
  if (error.code === 'required' && error.field === 'capAnalog') descriptor = m.errorRequiredChoice;
  return intl.formatMessage(descriptor, formatParams(intl, error.params, labels));
}

/** The first error of each field, which is the one the field shows. */
export function firstErrorByField(
  errors: readonly ValidationError[],
): Partial<Record<ToolboxField, ValidationError>> {
  const byField: Partial<Record<ToolboxField, ValidationError>> = {};
  for (const error of errors) byField[error.field] ??= error;
  return byField;
}

/** A number input as text (what the user typed, e.g. from the URL query) or as a number. */
export type ToolboxNumberInput = string | number;

/**
 * Reads a number input; blank text is NaN so that the toolbox reports it as `required`.
 * Accepts a decimal comma, which Chinese and European keyboards often produce.
 */
export function parseNumberInput(input: ToolboxNumberInput): number {
  if (typeof input === 'number') return input;
  const trimmed = input.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * Shared result and message shapes. Nothing here is worded for people: every error and hint is a
 * code with parameters, so the UI (zh-CN and en) and the API's `{ fields: { name: message } }`
 * can word them in the request language.
 */

/** An input the toolbox validates; the names match the toolbox inputs of SPEC §3. */
export type ToolboxField =
  | 'sequence'
  | 'probeStart'
  | 'probeLength'
  | 'digestionPosition'
  | 'heteroduplexLength'
  | 'mrnaLength'
  | 'sampleConcentration'
  | 'probeConcentration'
  | 'amount'
  | 'productLength'
  | 'modification'
  | 'cappingMethod'
  | 'capAnalog';

export type ValidationErrorCode =
  /** Missing, empty or not a number. */
  | 'required'
  /** A count (a position or a length) that is not a whole number. */
  | 'notInteger'
  /** Below `params.min` (inclusive minimum). */
  | 'tooSmall'
  /** Above `params.max` (inclusive maximum). */
  | 'tooLarge'
  /** A quantity that must be strictly positive is zero or negative. */
  | 'notPositive'
  /** A character that is not A, C, G, T, U or white space: `params.character`, `params.position` (1-based, counting every character typed), `params.line`, `params.column`. */
  | 'invalidCharacter'
  /** Longer than `params.max` nucleotides. */
  | 'sequenceTooLong'
  /** The probe runs past the 3' end of the mRNA: `params.mrnaLength`, `params.max` (largest probe length from this start). */
  | 'probeBeyondMrnaEnd'
  /** The DNA window (mRNA L-g+1..L) is not inside the probe: `params.min`/`params.max` give the digestion positions that would fit. */
  | 'windowOutsideProbe'
  /** A choice that is not one of `params.allowed`. */
  | 'notAllowed'
  /** A co-transcriptional cap analog needs the transcript to start with `params.expectedStart`. */
  | 'startMismatchCapAnalog';

export type ParamValue = string | number | boolean | readonly string[];

export interface ValidationError {
  code: ValidationErrorCode;
  field: ToolboxField;
  params: Readonly<Record<string, ParamValue>>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(errors: ValidationError[]): Result<T> {
  return { ok: false, errors };
}

export function validationError(
  code: ValidationErrorCode,
  field: ToolboxField,
  params: Record<string, ParamValue> = {},
): ValidationError {
  return { code, field, params };
}

/** Checks a whole-number input against an inclusive range; returns the first problem or null. */
export function checkInteger(
  value: unknown,
  field: ToolboxField,
  min: number,
  max: number,
): ValidationError | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return validationError('required', field);
  if (!Number.isInteger(value)) return validationError('notInteger', field, { value });
  if (value < min) return validationError('tooSmall', field, { value, min });
  if (value > max) return validationError('tooLarge', field, { value, max });
  return null;
}

/** Checks a strictly positive, finite quantity (a concentration or an amount). */
export function checkPositive(value: unknown, field: ToolboxField, max: number): ValidationError | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return validationError('required', field);
  if (value <= 0) return validationError('notPositive', field, { value });
  if (!Number.isFinite(value) || value > max) return validationError('tooLarge', field, { value, max });
  return null;
}

/** Rounds for display and comparison with published values (masses to 2 decimals, volumes to 1). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

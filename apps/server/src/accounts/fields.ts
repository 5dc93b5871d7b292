import {
  type FormSpec,
  isMainlandMobile,
  passwordLoginForm,
  passwordResetForm,
  registrationForm,
  userCompletionForm,
  verifiedPhoneCompletionForm,
} from '@storefront/validation';
import type { Lang } from '../domain/context.js';
import { formFieldMessages } from '../domain/forms.js';
import { type MessageKey, message } from './messages.js';
import { areas, industries } from './reference-data.js';

/** Which message each broken field of an account body gets. */
export type Fields = Record<string, MessageKey>;
type Values = Record<string, unknown>;

function text(values: Values, field: string): string {
  const value = values[field];
  return typeof value === 'string' ? value.trim() : '';
}

function checkPhone(values: Values, field: string, site: 'cn' | 'en', fields: Fields): void {
  const phone = text(values, field);
  if (phone === '') fields[field] = 'required';
  else if (site === 'cn' && !isMainlandMobile(phone)) fields[field] = 'mobile';
}

/** Profile update (`PUT /user/absol`; no shared form exists for it). */
export function profileFields(values: Values, site: 'cn' | 'en'): Fields {
  const fields: Fields = {};
  for (const field of ['name', 'company', 'department', 'areaName']) {
    if (text(values, field) === '') fields[field] = 'required';
  }
  checkPhone(values, 'phone', site, fields);
  return fields;
}

export function worded(fields: Fields, lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(fields)) out[field] = message(key, lang);
  return out;
}

/**
 * The SPEC §5 messages of `@storefront/validation`'s account forms (the same the web forms show),
 * plus what only the server knows (an areaId or industryId that does not exist).
 */
function formMessages(
  form: FormSpec<string>,
  values: Values,
  lang: Lang,
  extra: Fields = {},
): Record<string, string> {
  return { ...worded(extra, lang), ...formFieldMessages(form, values, lang) };
}

function referenceFields(values: Values): Fields {
  const fields: Fields = {};
  if (!areas.some((a) => a.id === Number(values.areaId))) fields.areaId = 'area';
  if (!industries.some((i) => i.id === Number(values.industryId))) fields.industryId = 'industry';
  return fields;
}

export const accountForms = {
  registration: (values: Values, lang: Lang) =>
    formMessages(registrationForm, values, lang, referenceFields(values)),
  passwordLogin: (values: Values, lang: Lang) => formMessages(passwordLoginForm, values, lang),
  passwordReset: (values: Values, lang: Lang) => formMessages(passwordResetForm, values, lang),
  /** The completion's profile; `phoneBinding` adds the code when the number is not yet verified. */
  completion: (values: Values, lang: Lang) => formMessages(verifiedPhoneCompletionForm, values, lang),
  phoneBinding: (values: Values, lang: Lang) => formMessages(userCompletionForm, values, lang),
};

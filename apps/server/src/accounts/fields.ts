import { isEmail, isMainlandMobile, isValidPassword } from '@storefront/validation';
import type { Lang } from '../http/language.js';
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

function checkEmail(values: Values, fields: Fields): void {
  const email = text(values, 'email');
  if (email === '') fields.email = 'emailRequired';
  else if (!isEmail(email)) fields.email = 'email';
}

function checkNewPassword(values: Values, fields: Fields): void {
  const password = typeof values.password === 'string' ? values.password : '';
  if (!isValidPassword(password) || password.length > 64) fields.password = 'password';
  if (values.confirmPassword !== values.password) fields.confirmPassword = 'passwordsInconsistent';
}

function checkCode(values: Values, fields: Fields): void {
  if (!/^\d{4,8}$/.test(text(values, 'code'))) fields.code = 'code';
}

/** SPEC §5 registration: every field required, mainland mobile on the Chinese site, password rules. */
export function registrationFields(values: Values, site: 'cn' | 'en'): Fields {
  const fields: Fields = {};
  checkEmail(values, fields);
  for (const field of ['name', 'unit', 'department'])
    if (text(values, field) === '') fields[field] = 'required';
  checkPhone(values, 'phone', site, fields);
  checkNewPassword(values, fields);
  checkCode(values, fields);
  if (!areas.some((a) => a.id === Number(values.areaId))) fields.areaId = 'area';
  if (!industries.some((i) => i.id === Number(values.industryId))) fields.industryId = 'industry';
  if (values.privacyAgreement !== true) fields.privacyAgreement = 'privacy';
  return fields;
}

export function passwordResetFields(values: Values): Fields {
  const fields: Fields = {};
  checkEmail(values, fields);
  checkNewPassword(values, fields);
  checkCode(values, fields);
  return fields;
}

export function passwordLoginFields(values: Values): Fields {
  const fields: Fields = {};
  checkEmail(values, fields);
  if (typeof values.password !== 'string' || values.password === '') fields.password = 'required';
  return fields;
}

/** Profile update and completion (the completion also carries the SMS code). */
export function profileFields(values: Values, site: 'cn' | 'en', withCode = false): Fields {
  const fields: Fields = {};
  for (const field of ['name', 'company', 'department', 'areaName']) {
    if (text(values, field) === '') fields[field] = 'required';
  }
  checkPhone(values, 'phone', site, fields);
  if (withCode) checkCode(values, fields);
  return fields;
}

export function worded(fields: Fields, lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(fields)) out[field] = message(key, lang);
  return out;
}

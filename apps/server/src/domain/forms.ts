import { languageTags, localeOfContentLanguage } from '@storefront/site';
import {
  type FieldRule,
  type FieldSpec,
  type FormSpec,
  formatFieldIssue,
  validateForm,
} from '@storefront/validation';
import type { Lang } from './context.js';
import { DomainError, type FieldMessages } from './errors.js';

/** The SPEC §5 message of a broken rule of a form's field, worded as the web forms word it. */
export function fieldIssueText(form: FormSpec<string>, field: string, rule: FieldRule, lang: Lang): string {
  return formatFieldIssue(languageTags[localeOfContentLanguage(lang)], field, rule, form[field] as FieldSpec);
}

/**
 * The broken rules of a form (SPEC §5, @storefront/validation) by field, as the site of `lang` applies
 * them (the mainland mobile rule on the Chinese site only).
 */
export function brokenRules(form: FormSpec<string>, values: object, lang: Lang): Record<string, FieldRule> {
  return validateForm(form, values as Record<string, string>, localeOfContentLanguage(lang)) as Record<
    string,
    FieldRule
  >;
}

/** The SPEC §5 message of every field whose rule is broken; `{}` when the form is valid. */
export function formFieldMessages(form: FormSpec<string>, values: object, lang: Lang): FieldMessages {
  const fields: FieldMessages = {};
  for (const [field, rule] of Object.entries(brokenRules(form, values, lang))) {
    fields[field] = fieldIssueText(form, field, rule, lang);
  }
  return fields;
}

/**
 * Refuses a form the contract's shape let through but the rules of SPEC §5 do not (a blank
 * after trimming, a non-mainland phone on the Chinese site, an e-mail without a dot...).
 */
export function assertValidForm(form: FormSpec<string>, values: object, lang: Lang): void {
  const fields = formFieldMessages(form, values, lang);
  if (Object.keys(fields).length > 0) throw new DomainError('E0002', { fields });
}

import { type FieldRule, type FieldSpec, type FormSpec, isBlank } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../domain/context.js';
import { brokenRules, fieldIssueText } from '../domain/forms.js';
import { fieldMessage, type ValidationIssue, validationFields } from './validation-messages.js';

/**
 * Which rule of the form a contract keyword on a field stands for, when it stands for one. An
 * optional consent (marketing) has no 'please tick' message: a wrong type there is the keyword's own.
 */
function ruleOfKeyword(spec: FieldSpec, keyword: string, value: unknown): FieldRule | null {
  if (spec.kind === 'consent') return spec.required ? 'consent' : null;
  if (isBlank(value)) return spec.required ? 'required' : null;
  if (keyword === 'maxLength') return 'maxLength';
  if (spec.kind === 'email') return 'email';
  if (spec.kind === 'phone') return 'mobile';
  return null;
}

/** The body property an Ajv issue is about, or null for the body as a whole. */
function topLevelField(issue: ValidationIssue): string | null {
  const [, first] = issue.instancePath.split('/');
  if (first) return first.replace(/~1/g, '/').replace(/~0/g, '~');
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  return null;
}

/**
 * The contract's shape errors on a form body, worded as the form words them, so that a client
 * reads 'Full Name cannot be blank' whether the contract or the form rules refused the field.
 * Fields the form does not know keep the generic messages.
 */
export function formValidationFields(
  form: FormSpec<string>,
  issues: readonly ValidationIssue[],
  body: unknown,
  lang: Lang,
): Record<string, string> {
  const values = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const ruleIssues = brokenRules(form, values, lang);
  const fields: Record<string, string> = {};
  const others: ValidationIssue[] = [];
  for (const issue of issues) {
    const field = topLevelField(issue);
    const spec = field === null ? undefined : (form as Record<string, FieldSpec | undefined>)[field];
    if (field === null || !spec) {
      others.push(issue);
      continue;
    }
    if (fields[field]) continue;
    const rule = ruleIssues[field] ?? ruleOfKeyword(spec, issue.keyword, values[field]);
    fields[field] = rule
      ? fieldIssueText(form, field, rule, lang)
      : `${fieldMessage(lang, issue.keyword, issue.params)}`;
  }
  // The shape check stops at its own errors; the form's other broken rules belong in the same answer.
  for (const [field, rule] of Object.entries(ruleIssues)) {
    fields[field] ??= fieldIssueText(form, field, rule, lang);
  }
  return { ...validationFields(others, lang), ...fields };
}

/**
 * Form bodies are trimmed before the contract sees them: ' a@b.cn ' is the address a@b.cn, and a
 * field of blanks is empty ('cannot be blank'), exactly as the web forms treat them.
 */
export function installFormTrimming(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (
      !request.routeOptions.config.form ||
      body === null ||
      typeof body !== 'object' ||
      Array.isArray(body)
    ) {
      return;
    }
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') (body as Record<string, unknown>)[key] = value.trim();
    }
  });
}

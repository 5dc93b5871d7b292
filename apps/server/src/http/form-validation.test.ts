import * as validation from '@storefront/validation';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../domain/context.js';
import { formValidationFields } from './form-validation.js';
import type { ValidationIssue } from './validation-messages.js';

/** Every form of @storefront/validation (a server route may declare any of them as its `config.form`). */
const forms = (Object.entries(validation) as [string, unknown][]).filter(
  (entry): entry is [string, validation.FormSpec<string>] =>
    entry[0].endsWith('Form') && typeof entry[1] === 'object',
);

/** What the contract's validator can say about one field of a body. */
const keywords: ValidationIssue[] = [
  { keyword: 'type', instancePath: '', params: { type: 'boolean' } },
  { keyword: 'type', instancePath: '', params: { type: 'string' } },
  { keyword: 'maxLength', instancePath: '', params: { limit: 10 } },
  { keyword: 'minLength', instancePath: '', params: { limit: 1 } },
  { keyword: 'pattern', instancePath: '', params: { pattern: '^x$' } },
  { keyword: 'format', instancePath: '', params: { format: 'email' } },
  { keyword: 'const', instancePath: '', params: { allowedValue: true } },
  { keyword: 'x-postgres-text', instancePath: '', params: {} },
];
const wrongValues: unknown[] = [undefined, null, 'yes', '', 1, true, false, {}, [], ['a']];

describe('contract errors on a form body', () => {
  it('finds the forms', () => {
    expect(forms.map(([name]) => name)).toEqual(
      expect.arrayContaining(['leaveMessageForm', 'registrationForm', 'passwordResetForm']),
    );
  });

  it.each(forms)(
    '%s: every field has a message for every keyword and value, in both languages',
    (_, form) => {
      for (const field of Object.keys(form)) {
        for (const issue of [
          ...keywords,
          { keyword: 'required', instancePath: '', params: { missingProperty: field } },
        ]) {
          for (const value of wrongValues) {
            for (const lang of ['zh', 'en'] as Lang[]) {
              const located = issue.keyword === 'required' ? issue : { ...issue, instancePath: `/${field}` };
              const fields = formValidationFields(form, [located], { [field]: value }, lang);
              expect(fields[field], `${field} ${issue.keyword} ${JSON.stringify(value)} ${lang}`).toEqual(
                expect.any(String),
              );
            }
          }
        }
      }
    },
  );
});

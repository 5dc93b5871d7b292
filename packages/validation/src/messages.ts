import type { FieldRule, FieldSpec } from './forms';
import en from './i18n/en.json' with { type: 'json' };
import zhCN from './i18n/zh-CN.json' with { type: 'json' };

/** The messages of every field rule, in the catalog format react-intl takes. */
export const validationMessages: Record<'en' | 'zh-CN', Record<string, string>> = { en, 'zh-CN': zhCN };

export interface FieldIssueMessage {
  /** Message id in `validationMessages`. */
  id: string;
  /** English text, for react-intl's `defaultMessage`. */
  defaultMessage: string;
  /** ICU arguments of the message. */
  values: Record<string, string | number>;
}

/** Which message explains a broken rule of a field, e.g. 'Full Name cannot be blank'. */
export function fieldIssueMessage(field: string, rule: FieldRule, spec: FieldSpec): FieldIssueMessage {
  const id =
    rule === 'required' || rule === 'consent'
      ? `validation.${rule}.${spec.messageField ?? field}`
      : `validation.${rule}`;
  const defaultMessage = (en as Record<string, string>)[id];
  if (defaultMessage === undefined) throw new Error(`No validation message ${id}`);
  const values: Record<string, number> =
    rule === 'maxLength'
      ? { max: spec.maxLength ?? 0 }
      : rule === 'length'
        ? { min: spec.minLength ?? 0, max: spec.maxLength ?? 0 }
        : rule === 'fileSize'
          ? { max: Math.round((spec.maxBytes ?? 0) / (1024 * 1024)) }
          : {};
  return { id, defaultMessage, values };
}

/** The message as plain text, for callers without react-intl (the server's error envelope). */
export function formatFieldIssue(
  locale: 'en' | 'zh-CN',
  field: string,
  rule: FieldRule,
  spec: FieldSpec,
): string {
  const { id, values } = fieldIssueMessage(field, rule, spec);
  const template = validationMessages[locale][id] ?? id;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

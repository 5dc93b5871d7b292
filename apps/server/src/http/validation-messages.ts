import type { Lang } from '../domain/context.js';
import { INT4_MAX, STORABLE_TEXT_KEYWORD } from './request-validator.js';

/** The parts of an Ajv error we read (Fastify passes Ajv's errors on as `error.validation`). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

type Params = Record<string, unknown>;
type Template = (p: Params) => string;

const TYPE_NAMES: Record<string, Record<Lang, string>> = {
  integer: { zh: '整数', en: 'an integer' },
  number: { zh: '数字', en: 'a number' },
  string: { zh: '字符串', en: 'a string' },
  boolean: { zh: '布尔值（true 或 false）', en: 'true or false' },
  array: { zh: '数组', en: 'a list' },
  object: { zh: '对象', en: 'an object' },
  null: { zh: '空值', en: 'null' },
};

function typeName(lang: Lang, type: unknown): string {
  const types = String(type).split(',');
  return types.map((t) => TYPE_NAMES[t]?.[lang] ?? t).join(lang === 'en' ? ' or ' : '或');
}

const list = (values: unknown): string =>
  Array.isArray(values) ? values.map(String).join(', ') : String(values);

const TEMPLATES: Record<string, Record<Lang, Template>> = {
  required: { zh: () => '不能为空', en: () => 'is required' },
  type: { zh: (p) => `必须是${typeName('zh', p.type)}`, en: (p) => `must be ${typeName('en', p.type)}` },
  minimum: { zh: (p) => `不能小于 ${p.limit}`, en: (p) => `must be at least ${p.limit}` },
  maximum: { zh: (p) => `不能大于 ${p.limit}`, en: (p) => `must be at most ${p.limit}` },
  exclusiveMinimum: { zh: (p) => `必须大于 ${p.limit}`, en: (p) => `must be greater than ${p.limit}` },
  exclusiveMaximum: { zh: (p) => `必须小于 ${p.limit}`, en: (p) => `must be less than ${p.limit}` },
  minLength: {
    zh: (p) => `长度不能少于 ${p.limit} 个字符`,
    en: (p) => `must be at least ${p.limit} characters long`,
  },
  maxLength: {
    zh: (p) => `长度不能超过 ${p.limit} 个字符`,
    en: (p) => `must be at most ${p.limit} characters long`,
  },
  minItems: { zh: (p) => `至少需要 ${p.limit} 项`, en: (p) => `must have at least ${p.limit} items` },
  maxItems: { zh: (p) => `最多 ${p.limit} 项`, en: (p) => `must have at most ${p.limit} items` },
  pattern: { zh: () => '格式不正确', en: () => 'has an invalid format' },
  format: {
    zh: (p) =>
      p.format === 'id-list' ? `必须是以逗号分隔的 ID（1 到 ${INT4_MAX}）` : `格式不正确（${p.format}）`,
    en: (p) =>
      p.format === 'id-list'
        ? `must be ids separated by commas (1 to ${INT4_MAX})`
        : `must be a valid ${p.format}`,
  },
  enum: {
    zh: (p) => `必须是以下之一：${list(p.allowedValues)}`,
    en: (p) => `must be one of: ${list(p.allowedValues)}`,
  },
  const: { zh: (p) => `必须是 ${String(p.allowedValue)}`, en: (p) => `must be ${String(p.allowedValue)}` },
  multipleOf: {
    zh: (p) => `必须是 ${p.multipleOf} 的倍数`,
    en: (p) => `must be a multiple of ${p.multipleOf}`,
  },
  additionalProperties: { zh: () => '不允许的字段', en: () => 'is not allowed' },
  [STORABLE_TEXT_KEYWORD]: {
    zh: () => '包含不允许的字符',
    en: () => 'contains a character that is not allowed',
  },
};

const FALLBACK: Record<Lang, string> = { zh: '值无效', en: 'is invalid' };

export function fieldMessage(lang: Lang, keyword: string, params: Params = {}): string {
  const template = TEMPLATES[keyword]?.[lang];
  return template ? template(params) : FALLBACK[lang];
}

/** `/a/0/b` → `a[0].b`; a missing property is reported under its own name. */
function fieldName(issue: ValidationIssue): string {
  const parts = issue.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    parts.push(issue.params.missingProperty);
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    parts.push(issue.params.additionalProperty);
  }
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

/** One message per field (the first problem found for it), in the request language. */
export function validationFields(issues: readonly ValidationIssue[], lang: Lang): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    // anyOf/oneOf/if report a summary next to the specific errors; the specific ones say more.
    if (['anyOf', 'oneOf', 'if', 'not'].includes(issue.keyword) && issues.length > 1) continue;
    const name = fieldName(issue) || (lang === 'en' ? 'request' : '请求');
    fields[name] ??= fieldMessage(lang, issue.keyword, issue.params);
  }
  return fields;
}

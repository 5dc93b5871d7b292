import type { Lang } from '../domain/context.js';

/**
 * What is wrong with a request as a whole (not one field of it), in both languages. These stand in
 * for the framework's and the HTTP parser's own English texts, which never reach a client.
 */
const MESSAGES = {
  bodyMissing: { zh: '请求内容不能为空', en: 'The request body is missing' },
  notJson: {
    zh: '请求内容必须是 JSON（Content-Type: application/json）',
    en: 'The request body must be JSON (Content-Type: application/json)',
  },
  invalidJson: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  tooDeep: { zh: '请求内容嵌套过深', en: 'The request body is nested too deeply' },
  badUrl: { zh: '请求地址无效', en: 'The address is not valid' },
  paramTooLong: { zh: '地址中的参数过长', en: 'A value in the address is too long' },
  headersTooLarge: { zh: '请求头过大', en: 'The request headers are too large' },
  timeout: { zh: '请求未能及时送达', en: 'The request did not arrive in time' },
  malformed: { zh: '请求格式不正确', en: 'The request is malformed' },
} satisfies Record<string, Record<Lang, string>>;

export type RequestProblem = keyof typeof MESSAGES;

export function requestProblem(problem: RequestProblem, lang: Lang): string {
  return MESSAGES[problem][lang];
}

/** The key of `data.fields` for a problem of the whole request. */
export function requestField(lang: Lang): string {
  return lang === 'en' ? 'request' : '请求';
}

/** `data` of an E0002 answer about the whole request. */
export function requestFields(problem: RequestProblem, lang: Lang): { fields: Record<string, string> } {
  return { fields: { [requestField(lang)]: requestProblem(problem, lang) } };
}

export function tooLarge(lang: Lang, limit: number | undefined): string {
  const kib = limit ? Math.floor(limit / 1024) : null;
  if (lang === 'en') return `The request is too large${kib ? ` (at most ${kib} KB)` : ''}`;
  return `请求内容过大${kib ? `（最多 ${kib} KB）` : ''}`;
}

import type { SuccessCode } from '@storefront/api-client';
import type { FastifyReply } from 'fastify';
import type { Lang } from '../domain/context.js';
import type { FailureCode } from '../domain/errors.js';

/** Every response body: `{ code, msg, data }` (coordination.md, "API conventions"). */
export interface Envelope<T> {
  code: FailureCode | SuccessCode;
  msg: string;
  data: T | null;
}

/** The HTTP status of each failure code (the contract binds each code to one). */
export const STATUS_OF: Record<FailureCode, number> = {
  E0002: 400,
  E0003: 401,
  E0004: 403,
  E0005: 404,
  E0006: 409,
  E0007: 429,
  E0008: 501,
  E0009: 500,
};

const MESSAGES: Record<FailureCode | SuccessCode, Record<Lang, string>> = {
  E0001: { zh: '成功', en: 'Success' },
  E0002: { zh: '参数校验失败', en: 'Validation failed' },
  E0003: { zh: '请先登录', en: 'Please log in first' },
  E0004: { zh: '没有权限', en: 'Forbidden' },
  E0005: { zh: '未找到', en: 'Not found' },
  E0006: { zh: '数据冲突', en: 'Conflict' },
  E0007: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  E0008: { zh: '该功能暂未开放', en: 'This feature is not available yet' },
  E0009: { zh: '服务器错误，请稍后再试', en: 'Server error, please try again later' },
};

/** A success answer, whose `data` is the operation's payload. */
export interface Success<T> extends Envelope<T> {
  code: SuccessCode;
  data: T;
}

export function ok<T>(data: T, lang: Lang): Success<T> {
  return { code: 'E0001', msg: MESSAGES.E0001[lang], data };
}

export function failure<T = null>(
  code: FailureCode,
  lang: Lang,
  data: T | null = null,
  msg?: string,
): Envelope<T> {
  return { code, msg: msg ?? MESSAGES[code][lang], data };
}

/** Sends an error envelope with the HTTP status that belongs to its code. */
export function sendFailure<T = null>(
  reply: FastifyReply,
  code: FailureCode,
  lang: Lang,
  data: T | null = null,
  msg?: string,
): FastifyReply {
  return reply.code(STATUS_OF[code]).send(failure(code, lang, data, msg));
}

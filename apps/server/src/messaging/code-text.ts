import type { Lang } from '../domain/context.js';

/**
 * The text of a verification code, as the mail body and the catcher's text message say it. A real
 * SMS provider sends its own registered template instead (README "Running in production").
 */
export function verificationCodeText(code: string, lang: Lang): string {
  return lang === 'en'
    ? `Your verification code is ${code}. It is valid for 5 minutes and can be used once.`
    : `您的验证码是 ${code}，5 分钟内有效，仅可使用一次。`;
}

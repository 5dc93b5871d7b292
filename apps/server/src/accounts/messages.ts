import type { Lang } from '../domain/context.js';

/** The accounts' own messages (SPEC §5 wording where SPEC gives one), in both site languages. */
const MESSAGES = {
  email: { en: 'Please Enter The Correct Email Address', zh: '请输入正确的邮箱地址' },
  mobile: { en: 'Please enter the correct mobile phone number', zh: '请输入正确的手机号码' },
  required: { en: 'This field cannot be blank', zh: '此项不能为空' },
  code: { en: 'The verification code is wrong or has expired', zh: '验证码错误或已过期' },
  captcha: { en: 'The image code is wrong or has expired', zh: '图形验证码错误或已过期' },
  captchaRequired: { en: 'Enter the characters shown in the image', zh: '请输入图片中的字符' },
  waitAfterFailures: {
    en: 'Too many failed attempts from your network. Try again in {seconds} s.',
    zh: '失败次数过多，请 {seconds} 秒后再试。',
  },
  area: { en: 'Please select your province', zh: '请选择省份' },
  industry: { en: 'Please select your segment', zh: '请选择行业' },
  keyWord: { en: 'Type at least 2 characters', zh: '请至少输入 2 个字符' },
  badCredentials: { en: 'Incorrect e-mail or password', zh: '邮箱或密码错误' },
  smsCredentials: { en: 'The mobile number or SMS code is wrong', zh: '手机号或短信验证码错误' },
  codeTooSoon: { en: 'A code was sent less than a minute ago', zh: '验证码一分钟内只能发送一次' },
  mailUnavailable: {
    en: 'E-mail cannot be sent: no mail server is configured',
    zh: '邮件服务未配置，无法发送邮件',
  },
  smsUnavailable: {
    en: 'Text messages cannot be sent: no SMS provider is configured',
    zh: '短信服务未配置，无法发送短信',
  },
  mailFailed: { en: 'The e-mail could not be sent; please try again later', zh: '邮件发送失败，请稍后再试' },
  smsFailed: {
    en: 'The text message could not be sent; please try again later',
    zh: '短信发送失败，请稍后再试',
  },
  phoneTaken: { en: 'This mobile number cannot be bound to your account', zh: '该手机号无法绑定到您的账号' },
  notYours: { en: 'You can only read your own profile', zh: '只能查看自己的资料' },
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The message in `lang`, with each `{name}` replaced by `values[name]`. */
export function message(key: MessageKey, lang: Lang, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

import type { Lang } from '../domain/context.js';

/** The applications' own field messages (those SPEC §5 and @storefront/validation do not have), both languages. */
const MESSAGES = {
  unknownProduct: {
    en: 'No product of our catalogue has this catalog number',
    zh: '本公司产品目录中没有此货号',
  },
  notForTrial: {
    en: 'No free trial sample is offered for this product',
    zh: '该产品不提供免费试用装',
  },
  code: { en: 'The verification code is wrong or has expired', zh: '验证码错误或已过期' },
  wrongAward: {
    en: 'The award does not match the impact factor; please reload the page',
    zh: '奖励金额与影响因子不符，请刷新页面',
  },
  photoMissing: {
    en: 'The photo has expired or was not uploaded; please upload it again',
    zh: '照片已过期或未上传，请重新上传',
  },
  photoBroken: {
    en: 'The photo could not be read; please take or choose it again',
    zh: '无法读取该照片，请重新拍摄或选择',
  },
  doiTaken: {
    en: 'An award has already been applied for for this paper (DOI)',
    zh: '该论文（DOI）已申请过奖励',
  },
} as const;

export type ApplicationMessage = keyof typeof MESSAGES;

export function applicationMessage(key: ApplicationMessage, lang: Lang): string {
  return MESSAGES[key][lang];
}

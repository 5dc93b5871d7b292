import type { enquiries, leaveMessages } from '../db/schema.js';
import type { OutgoingMail } from '../messaging/types.js';

/** A footer message as stored (the insert's RETURNING row). */
export type StoredLeaveMessage = typeof leaveMessages.$inferSelect;
/** An enquiry as stored (the insert's RETURNING row). */
export type StoredEnquiry = typeof enquiries.$inferSelect;

/** What the sender is thanked for, in each site language. */
const WHAT = {
  leaveMessage: { zh: '留言', en: 'message' },
  enquiry: { zh: '询价', en: 'enquiry' },
  suggestion: { zh: '新产品建议', en: 'product suggestion' },
} as const;

/** The sender's confirmation with the reference, in the language of the site they wrote on. */
export function senderConfirmation(
  kind: keyof typeof WHAT,
  sent: { name: string; email: string; reference: string; locale: 'cn' | 'en' },
): OutgoingMail {
  if (sent.locale === 'en') {
    return {
      to: sent.email,
      subject: `We received your ${WHAT[kind].en} ${sent.reference}`,
      text: [
        `Dear ${sent.name},`,
        '',
        `thank you for your ${WHAT[kind].en}. Our team will answer you by e-mail or phone.`,
        '',
        `Your reference: ${sent.reference}`,
      ].join('\n'),
    };
  }
  return {
    to: sent.email,
    subject: `我们已收到您的${WHAT[kind].zh} ${sent.reference}`,
    text: [
      `${sent.name}，您好：`,
      '',
      `感谢您的${WHAT[kind].zh}，我们会通过邮件或电话与您联系。`,
      '',
      `编号：${sent.reference}`,
    ].join('\n'),
  };
}

const siteOf = (locale: 'cn' | 'en') => (locale === 'en' ? 'English site /en' : '中文站 Chinese site');

/** A staff mail: each field under both languages' label (the staff read both), then the site and time. */
export function staffMail(
  to: string,
  subject: string,
  rows: [string, string | null][],
  sent: { locale: 'cn' | 'en'; createdAt: Date },
): OutgoingMail {
  return {
    to,
    subject,
    text: [
      ...rows.filter(([, value]) => value !== null).map(([label, value]) => `${label}: ${value}`),
      '',
      `站点 Site: ${siteOf(sent.locale)}`,
      `时间 Time: ${sent.createdAt.toISOString()}`,
    ].join('\n'),
  };
}

export function leaveMessageStaffMail(message: StoredLeaveMessage, to: string): OutgoingMail {
  return staffMail(
    to,
    `在线留言 Message ${message.reference}: ${message.name}`,
    [
      ['姓名 Name', message.name],
      ['单位 Company', message.company],
      ['部门 Department', message.department],
      ['省份 Province', message.address],
      ['电话 Phone', message.phone],
      ['邮箱 E-mail', message.email],
      ['留言 Message', message.content],
    ],
    message,
  );
}

export function enquiryStaffMail(enquiry: StoredEnquiry, to: string): OutgoingMail {
  return staffMail(
    to,
    `询价 Enquiry ${enquiry.reference}: ${enquiry.catalogNumber ?? enquiry.otherTreeName ?? enquiry.name}`,
    [
      ['货号 Cat.No.', enquiry.catalogNumber],
      ['产品分类 Category', enquiry.otherTreeName],
      ['姓名 Name', enquiry.name],
      ['单位 Company', enquiry.company],
      ['部门 Department', enquiry.department],
      ['行业 Industry', enquiry.industryName],
      ['地区 Area', enquiry.areaName],
      ['电话 Phone', enquiry.phone],
      ['邮箱 E-mail', enquiry.email],
      ['内容 Enquiry', enquiry.content],
    ],
    enquiry,
  );
}

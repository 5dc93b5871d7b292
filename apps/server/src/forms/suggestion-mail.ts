import type { productSuggestions } from '../db/schema.js';
import type { DeliveryLog, MailSender, OutgoingMail } from '../messaging/types.js';
import { senderConfirmation } from './form-mail.js';

/** Where a failed staff mail is told (the request's logger; a logger of Fastify's fits, the service needs none of it). */
type SuggestionLog = DeliveryLog & { error(details: object, message: string): void };

/** A suggestion as stored (the insert's RETURNING row). */
export type StoredSuggestion = typeof productSuggestions.$inferSelect;

/** The lines of the staff mail: each field under both languages' label, in the form's order. */
const LINES: [label: string, value: (s: StoredSuggestion) => string][] = [
  ['产品名称 Product name', (s) => s.productName],
  ['种属 Species', (s) => s.species],
  ['标签位置 Tag position', (s) => s.tagPosition],
  ['表达系统 Expression system', (s) => s.expressionSystem],
  ['标签 Tag', (s) => s.tag],
  ['表达区间 Expression range', (s) => s.expressionRange],
  ['序列登录号 Accession number', (s) => s.accessionNumber],
  ['需求量 Quantity', (s) => s.quantity],
  ['长期需要 Long-term need', (s) => (s.longTermNeed ? '是 yes' : '否 no')],
  ['用途 Purpose', (s) => s.purpose],
  ['质量要求 Quality', (s) => s.quality],
  ['期望货期 Delivery time', (s) => s.deliveryTime],
  ['其他要求 Other requirements', (s) => s.otherRequirements],
  ['姓名 Name', (s) => s.name],
  ['单位 Company', (s) => s.company],
  ['部门 Department', (s) => s.department],
  ['地区 Region', (s) => s.region],
  ['邮箱 E-mail', (s) => s.email],
  ['电话 Phone', (s) => s.phone],
  ['行业 Industry', (s) => s.industry],
];

/**
 * The staff's notice of a suggestion: plain text, bilingual labels (the staff read Chinese, the
 * visitor may have written English), the site it came from and the account when logged in.
 */
export function suggestionMail(suggestion: StoredSuggestion, to: string): OutgoingMail {
  const site = suggestion.locale === 'en' ? 'English site /en' : '中文站 Chinese site';
  const account = suggestion.userId === null ? '未登录 not logged in' : `#${suggestion.userId}`;
  return {
    to,
    subject: `新产品建议 New product suggestion ${suggestion.reference}: ${suggestion.productName}`,
    text: [
      ...LINES.map(([label, value]) => `${label}: ${value(suggestion)}`),
      '',
      `站点 Site: ${site}`,
      `账号 Account: ${account}`,
      `时间 Time: ${suggestion.createdAt.toISOString()}`,
    ].join('\n'),
  };
}

/**
 * Tells the staff address of each stored suggestion and thanks its sender with the reference. The visitor's answer never waits for the mail
 * server (it may take 15 s to fail) and a failure never undoes the suggestion: it is logged with the
 * suggestion's id, so that the staff can read it from the table instead.
 */
export class SuggestionNotifier {
  constructor(
    private readonly mail: MailSender | null,
    private readonly staffEmail: string,
  ) {}

  /** Sends the staff's notice and the sender's confirmation; resolves once each is sent or logged (never rejects). */
  notify(suggestion: StoredSuggestion, log: SuggestionLog): Promise<void> {
    const mail = this.mail;
    if (!mail) {
      log.warn({ suggestionId: suggestion.id }, 'suggestion stored; no mail service, staff not told');
      return Promise.resolve();
    }
    const send = (outgoing: OutgoingMail, who: string) =>
      mail.send(outgoing).catch((error: unknown) => {
        log.error({ err: error, suggestionId: suggestion.id }, `suggestion stored; ${who} mail not sent`);
      });
    return Promise.all([
      send(suggestionMail(suggestion, this.staffEmail), 'staff'),
      send(senderConfirmation('suggestion', suggestion), 'sender'),
    ]).then(() => undefined);
  }
}

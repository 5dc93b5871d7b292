import type { Lang } from '../domain/context.js';

/** A file sent with a mail (an applicant's CV to HR). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** An e-mail as the site sends it: plain text, and files where the mail carries some. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail (to `SMTP_URL`, or to the local mail catcher). */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * A verification code to text. SMS providers send registered templates, not free text, so the
 * sender gets the template's parameters, not a body.
 */
export interface TextedCode {
  /** Mainland mobile number, 11 digits. */
  phone: string;
  code: string;
  lang: Lang;
}

/** Texts verification codes (through the SMS provider, or to the local mail catcher). */
export interface SmsSender {
  sendCode(text: TextedCode): Promise<void>;
}

/** What the accounts send with; null: not configured, the feature answers E0008. */
export interface Senders {
  mail: MailSender | null;
  sms: SmsSender | null;
}

/**
 * The outside service did not take the message (refused, failed or timed out). The caller answers
 * E0008 and records nothing as sent; the message says what went wrong for the operator's log.
 */
export class DeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DeliveryError';
  }
}

/** The minimum of a pino logger the senders need to report a failed delivery. */
export interface DeliveryLog {
  warn(details: object, message: string): void;
}

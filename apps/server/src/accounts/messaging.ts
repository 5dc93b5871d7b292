import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface OutgoingMessage {
  recipient: string;
  subject: string;
  body: string;
}

/** Where e-mails or text messages go. `null` from the factory means: no service configured. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** What the outbox holds: mails, text messages and (so that a test can answer one) captcha texts. */
export type OutboxChannel = 'mail' | 'sms' | 'captcha';

/** Development and tests: the message is written to the outbox table (read via /api/dev/outbox). */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly db: Db,
    private readonly channel: OutboxChannel,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outbox).values({ channel: this.channel, ...message });
  }
}

/** Real e-mail through the SMTP server of `SMTP_URL`. */
export class SmtpMailSender implements MessageSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
    });
  }
}

export interface Senders {
  /** null: production without SMTP_URL; the mail features refuse rather than pretend. */
  mail: MessageSender | null;
  /** null: production without an SMS provider adapter; SMS features refuse. */
  sms: MessageSender | null;
  /**
   * Development and tests only: each captcha's text, recipient = its captchaId, because an
   * end-to-end journey cannot read the image. null in production, where nobody may learn it.
   */
  captcha: MessageSender | null;
}

/**
 * Mail goes through SMTP when `SMTP_URL` is set; otherwise development and test write to the
 * outbox and production has no mail. No SMS provider adapter is configured yet, so SMS goes to the
 * outbox outside production and is unavailable in production (ARCHITECTURE 10).
 */
export function createSenders(
  db: Db,
  config: { nodeEnv: string; smtpUrl: string | null; mailFrom: string },
): Senders {
  const production = config.nodeEnv === 'production';
  const mail = config.smtpUrl
    ? new SmtpMailSender(config.smtpUrl, config.mailFrom)
    : production
      ? null
      : new OutboxSender(db, 'mail');
  const sms = production ? null : new OutboxSender(db, 'sms');
  const captcha = production ? null : new OutboxSender(db, 'captcha');
  return { mail, sms, captcha };
}

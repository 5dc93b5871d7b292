import nodemailer, { type Transporter } from 'nodemailer';
import { DeliveryError, type MailSender, type OutgoingMail } from './types.js';

/**
 * Bounds on a dead or stuck mail server, so that a visitor waits seconds, not nodemailer's default
 * minutes. Query parameters of `SMTP_URL` (e.g. `?socketTimeout=30000`) override them.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** Where the mail goes: `SMTP_URL`, or the local mail catcher's SMTP port. */
export type SmtpTarget = { url: string } | { host: string; port: number };

/** E-mail through nodemailer, to a real SMTP server or to the catcher alike. */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(
    target: SmtpTarget,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ ...TIMEOUTS, ...target });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments && { attachments: mail.attachments }),
      });
    } catch (error) {
      throw new DeliveryError(`the mail server did not take the mail: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}

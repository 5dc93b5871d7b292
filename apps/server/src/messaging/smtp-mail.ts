import type { Transporter } from 'nodemailer';
import { DeliveryError, type MailSender, type OutgoingMail } from './types.js';

/**
 * Bounds on a dead or stuck mail server, so that a visitor waits seconds, not nodemailer's default
 * minutes. Query parameters of `SMTP_URL` (e.g. `?socketTimeout=30000`) override them.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** Where the mail goes: `SMTP_URL`, or the local mail catcher's SMTP port. */
export type SmtpTarget = { url: string } | { host: string; port: number };

/**
 * E-mail through nodemailer, to a real SMTP server or to the catcher alike. nodemailer (about 15 MB once
 * loaded) is loaded with the first mail: a process that sends none never holds it.
 */
export class SmtpMailSender implements MailSender {
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly target: SmtpTarget,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ ...TIMEOUTS, ...this.target }),
    );
    try {
      const transport = await this.transport;
      await transport.sendMail({
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

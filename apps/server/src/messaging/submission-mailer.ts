import type { DeliveryLog, MailSender, OutgoingMail } from './types.js';

/** Where a failed mail is told (the request's logger; the services need none of it). */
type SubmissionLog = DeliveryLog & { error(details: object, message: string): void };

/**
 * Sends a submission's mails (the staff's copy, the sender's confirmation with the reference) in the background: the
 * answer never waits for the mail server, and a failure never undoes the submission; it is logged with
 * the reference, so that the staff can read it from its table instead.
 */
export class SubmissionMailer {
  constructor(private readonly mail: MailSender | null) {}

  send(reference: string, mails: { staff: OutgoingMail; sender: OutgoingMail }, log: SubmissionLog) {
    const mail = this.mail;
    if (!mail) {
      log.warn({ reference }, 'submission stored; no mail service, nobody told');
      return Promise.resolve();
    }
    const send = (outgoing: OutgoingMail, who: string) =>
      mail.send(outgoing).catch((error: unknown) => {
        log.error({ err: error, reference }, `submission stored; ${who} mail not sent`);
      });
    return Promise.all([send(mails.staff, 'staff'), send(mails.sender, 'sender')]).then(() => undefined);
  }
}

import { AliyunSmsSender } from './aliyun-sms.js';
import { CatcherSmsSender } from './catcher-sms.js';
import type { MessagingPlan } from './plan.js';
import { SmtpMailSender } from './smtp-mail.js';
import type { DeliveryLog, MailSender, Senders, SmsSender } from './types.js';

export interface SenderDeps {
  mailFrom: string;
  /** The running catcher's SMTP address; null: none runs (a server test), its routes are unavailable. */
  catcherSmtp: { host: string; port: number } | null;
  log: DeliveryLog;
}

/** The operator learns why a message did not leave; the visitor gets E0008 from the service. */
function loggedMail(sender: MailSender, log: DeliveryLog): MailSender {
  return {
    async send(mail) {
      try {
        await sender.send(mail);
      } catch (error) {
        log.warn({ err: error }, 'mail not delivered');
        throw error;
      }
    },
  };
}

function loggedSms(sender: SmsSender, log: DeliveryLog): SmsSender {
  return {
    async sendCode(text) {
      try {
        await sender.sendCode(text);
      } catch (error) {
        log.warn({ err: error }, 'text message not delivered');
        throw error;
      }
    },
  };
}

/** The senders of a plan. */
export function createSenders(plan: MessagingPlan, deps: SenderDeps): Senders {
  const catcherMail = deps.catcherSmtp ? new SmtpMailSender(deps.catcherSmtp, deps.mailFrom) : null;
  const mail =
    plan.mail.kind === 'smtp'
      ? new SmtpMailSender({ url: plan.mail.url }, deps.mailFrom)
      : plan.mail.kind === 'catcher'
        ? catcherMail
        : null;
  const sms =
    plan.sms.kind === 'provider'
      ? new AliyunSmsSender(plan.sms.settings)
      : plan.sms.kind === 'catcher' && catcherMail
        ? new CatcherSmsSender(catcherMail)
        : null;
  return {
    mail: mail && loggedMail(mail, deps.log),
    sms: sms && loggedSms(sms, deps.log),
  };
}

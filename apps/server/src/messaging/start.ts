import path from 'node:path';
import type { AliyunSmsSettings } from './aliyun-sms.js';
import { type MailCatcher, type PortSetting, startMailCatcher } from './catcher.js';
import { planMessaging } from './plan.js';
import { createSenders } from './senders.js';
import type { DeliveryLog, Senders } from './types.js';

export interface MessagingConfig {
  smtpUrl: string | null;
  smsProvider: AliyunSmsSettings | null;
  mailFrom: string;
  mailCatcher: { smtp: PortSetting; web: PortSetting };
  dataDir: string;
}

export interface Messaging {
  senders: Senders;
  /** The running local mail catcher; null when a real mail server or SMS provider is configured. */
  catcher: MailCatcher | null;
  stop(): Promise<void>;
}

/** The mail catcher keeps its mails beside the embedded database. */
function catcherMailDirectory(dataDir: string): string {
  return path.join(dataDir, 'mail-catcher');
}

/** The process's mail and SMS: the senders of the plan, and the catcher first when the plan wants it. */
export async function startMessaging(config: MessagingConfig, log: DeliveryLog): Promise<Messaging> {
  const plan = planMessaging(config);
  const catcher = plan.startCatcher
    ? await startMailCatcher({ ...config.mailCatcher, mailDirectory: catcherMailDirectory(config.dataDir) })
    : null;
  return {
    senders: createSenders(plan, { mailFrom: config.mailFrom, catcherSmtp: catcher?.smtp ?? null, log }),
    catcher,
    stop: async () => {
      await catcher?.stop();
    },
  };
}

/** The one start-log line that says where the caught mail is and that none of it leaves the machine. */
export function catcherNotice(catcher: MailCatcher): string {
  return `Mail catcher: inbox at ${catcher.inboxUrl} — mail and texts are NOT delivered to the outside world; set SMTP_URL and SMS_PROVIDER to deliver them`;
}

import type { AliyunSmsSettings } from './aliyun-sms.js';

export type MailRoute = { kind: 'smtp'; url: string } | { kind: 'catcher' } | { kind: 'unavailable' };
export type SmsRoute =
  | { kind: 'provider'; settings: AliyunSmsSettings }
  | { kind: 'catcher' }
  | { kind: 'unavailable' };

/** Where mail and texts go, decided once from the configuration. */
export interface MessagingPlan {
  /** Start the local mail catcher: nothing real is configured. */
  startCatcher: boolean;
  mail: MailRoute;
  sms: SmsRoute;
}

/**
 * ARCHITECTURE 10. Nothing configured: mail and texts go to the local mail catcher, so a fresh
 * clone has working accounts. Once a real service is configured (`SMTP_URL` or `SMS_PROVIDER`) the
 * site is meant to reach people: the catcher never starts, and the channel that is not configured
 * answers E0008 rather than quietly keeping its messages on the server.
 */
export function planMessaging(config: {
  smtpUrl: string | null;
  smsProvider: AliyunSmsSettings | null;
}): MessagingPlan {
  if (config.smtpUrl === null && config.smsProvider === null) {
    return { startCatcher: true, mail: { kind: 'catcher' }, sms: { kind: 'catcher' } };
  }
  return {
    startCatcher: false,
    mail: config.smtpUrl !== null ? { kind: 'smtp', url: config.smtpUrl } : { kind: 'unavailable' },
    sms:
      config.smsProvider !== null
        ? { kind: 'provider', settings: config.smsProvider }
        : { kind: 'unavailable' },
  };
}

/**
 * Texts sent to the local mail catcher arrive as mails to `<phone>@sms.localhost`: `.localhost`
 * is reserved (RFC 6761) and never routed, and one address per number keeps each number's texts
 * apart in the inbox.
 */
const SMS_INBOX_DOMAIN = 'sms.localhost';

export function smsInboxAddress(phone: string): string {
  return `${phone}@${SMS_INBOX_DOMAIN}`;
}

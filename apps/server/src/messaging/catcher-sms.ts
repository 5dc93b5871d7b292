import type { Lang } from '../domain/context.js';
import { verificationCodeText } from './code-text.js';
import { smsInboxAddress } from './inbox-address.js';
import type { MailSender, SmsSender, TextedCode } from './types.js';

function subject(phone: string, lang: Lang): string {
  return lang === 'en' ? `Text message to ${phone}` : `发给 ${phone} 的短信`;
}

/**
 * Without an SMS provider, each text goes to the local mail catcher as one mail addressed to the
 * number (`<phone>@sms.localhost`), its body the text a phone would show.
 */
export class CatcherSmsSender implements SmsSender {
  constructor(private readonly mail: MailSender) {}

  async sendCode({ phone, code, lang }: TextedCode): Promise<void> {
    await this.mail.send({
      to: smsInboxAddress(phone),
      subject: subject(phone, lang),
      text: verificationCodeText(code, lang),
    });
  }
}

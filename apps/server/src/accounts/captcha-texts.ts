/** Enough for the journeys of one end-to-end run; the oldest go first. */
const KEPT = 1000;

/**
 * `NODE_ENV=test` only: the text of each captcha image, because an end-to-end journey cannot read
 * the image. Kept in this process's memory, never in the database, and never in production or
 * development, where nobody may learn a captcha's answer but by looking at it.
 */
export class CaptchaTexts {
  private readonly texts = new Map<string, string>();

  record(captchaId: string, text: string): void {
    this.texts.set(captchaId, text);
    if (this.texts.size > KEPT) this.texts.delete(this.texts.keys().next().value as string);
  }

  text(captchaId: string): string | undefined {
    return this.texts.get(captchaId);
  }
}

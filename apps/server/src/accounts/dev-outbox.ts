import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';

/**
 * Development and tests only (never registered in production): the messages the outbox holds,
 * newest first, so that a developer or an end-to-end test can read a verification code.
 * `GET /api/dev/outbox?recipient=a@b.cn&channel=mail|sms|captcha` (both optional; at most 50 rows);
 * a captcha's row has its captchaId as recipient and its text as body.
 */
export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get('/api/dev/outbox', async (request) => {
    const query = request.query as { recipient?: string; channel?: string };
    const conditions: SQL[] = [];
    // Addresses are stored in lower case; captcha ids are case-sensitive random strings.
    if (query.recipient) {
      const recipient = query.recipient.trim();
      conditions.push(
        eq(outbox.recipient, query.channel === 'captcha' ? recipient : recipient.toLowerCase()),
      );
    }
    if (query.channel === 'mail' || query.channel === 'sms' || query.channel === 'captcha')
      conditions.push(eq(outbox.channel, query.channel));
    const rows = await db
      .select()
      .from(outbox)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(outbox.id))
      .limit(50);
    return ok(
      rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      requestLanguage(request),
    );
  });
}

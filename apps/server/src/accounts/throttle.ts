import { eq, inArray, lt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import type { Lang, RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { message } from './messages.js';

/**
 * How failed credential checks (passwords, SMS and e-mail codes, image captcha answers) slow an attacker
 * down without ever locking the owner out (OWASP ASVS 2.2.1): a failure counts against the client
 * address, and a failed password also against the account. Nothing refuses the right password with a
 * right captcha; a stranger can make an account ask for the captcha, not close it.
 */
export const THROTTLE = {
  /** A key's failures are forgotten this long after its last one. */
  forgetAfterMs: 15 * 60_000,
  /** Failed passwords after which the account's logins need the image captcha, from every address. */
  accountCaptchaAfter: 3,
  /** Failures from an address after which its password logins need the image captcha. */
  addressCaptchaAfter: 5,
  /** Failures from an address after which each next check waits: 1 s, 2 s, 4 s … */
  addressDelayAfter: 5,
  /** … at most this long, so that an owner behind the same address (a campus NAT) waits a minute at most. */
  maxDelaySeconds: 60,
} as const;

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds an address waits after its last failure, once it has `failures` of them. */
export function delaySeconds(failures: number): number {
  if (failures < THROTTLE.addressDelayAfter) return 0;
  return Math.min(THROTTLE.maxDelaySeconds, 2 ** (failures - THROTTLE.addressDelayAfter));
}

/**
 * The throttle's key of a client address. An IPv6 client usually holds a whole /64, so its first four
 * groups are the address; an IPv4-mapped IPv6 address is its IPv4 address.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return `address:${ip}`;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return `address:${address.toString()}`;
  return `address:${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

export function accountKey(account: string): string {
  return `account:${account.trim().toLowerCase()}`;
}

interface Failures {
  failures: number;
  lastFailedAt: Date;
}

/**
 * Failure counters in the database (every server process counts the same, ARCHITECTURE 11), cut with
 * the app's clock like the rate limits.
 *
 * A credential check is charged before it runs (`charge`) and given back when it passes (`passed`), so a
 * burst of parallel guesses cannot all slip through before the first failure is written: the charge is
 * one conditional upsert that refuses while the address must wait.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  private live(row: Failures | undefined, now: number): number {
    return row && now - row.lastFailedAt.getTime() < THROTTLE.forgetAfterMs ? row.failures : 0;
  }

  private waitError(row: Failures | undefined, now: number, lang: Lang): DomainError | null {
    const failures = this.live(row, now);
    if (!row || failures === 0) return null;
    const waitMs = row.lastFailedAt.getTime() + delaySeconds(failures) * 1000 - now;
    if (waitMs <= 0) return null;
    return new DomainError('E0007', {
      message: message('waitAfterFailures', lang, { seconds: Math.ceil(waitMs / 1000) }),
    });
  }

  /**
   * Before anything is checked: E0007 while the client's address must wait; otherwise whether a
   * password login of `account` from it needs the image captcha.
   */
  async admit(ctx: RequestContext, account: string | null): Promise<{ captchaRequired: boolean }> {
    const now = Date.now();
    const keys = [addressKey(ctx.clientIp), ...(account === null ? [] : [accountKey(account)])];
    const rows = await this.db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
    const address = rows.find((row) => row.key === keys[0]);
    const accountRow = rows.find((row) => row.key === keys[1]);
    const wait = this.waitError(address, now, ctx.lang);
    if (wait) throw wait;
    return {
      captchaRequired:
        this.live(address, now) >= THROTTLE.addressCaptchaAfter ||
        this.live(accountRow, now) >= THROTTLE.accountCaptchaAfter,
    };
  }

  /**
   * Counts a check as failed before it runs, against the address and (a password login) the account.
   * Answers, from the failures before this one, whether the captcha was needed: a check that raced past
   * `admit` is then refused all the same. E0007 when another check took the address's turn meanwhile.
   */
  async charge(ctx: RequestContext, account: string | null): Promise<{ captchaRequired: boolean }> {
    const { clientIp: ip, lang } = ctx;
    const now = Date.now();
    const address = await this.count(addressKey(ip), now, true);
    if (address === null) {
      const [row] = await this.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, addressKey(ip)));
      throw (
        this.waitError(row, now, lang) ??
        new DomainError('E0007', { message: message('waitAfterFailures', lang, { seconds: 1 }) })
      );
    }
    const accountFailures = account === null ? 0 : ((await this.count(accountKey(account), now, false)) ?? 0);
    await this.sweep(now);
    return {
      captchaRequired:
        address - 1 >= THROTTLE.addressCaptchaAfter || accountFailures - 1 >= THROTTLE.accountCaptchaAfter,
    };
  }

  /** The check passed: the address gets its charge back and the account's failures are forgotten. */
  async passed(ctx: RequestContext, account: string | null): Promise<void> {
    await this.db
      .update(loginFailures)
      .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
      .where(eq(loginFailures.key, addressKey(ctx.clientIp)));
    if (account !== null)
      await this.db.delete(loginFailures).where(eq(loginFailures.key, accountKey(account)));
  }

  /**
   * One more failure under `key` (starting again at 1 once the last is forgotten); the new count, or
   * null when `whenDue` and the key is still within its delay.
   */
  private async count(key: string, now: number, whenDue: boolean): Promise<number | null> {
    const at = new Date(now);
    const forgotten = sql`${loginFailures.lastFailedAt} <= ${new Date(now - THROTTLE.forgetAfterMs)}`;
    // delaySeconds() in SQL: nothing below the threshold, then doubling up to the cap.
    const after = sql.raw(String(THROTTLE.addressDelayAfter));
    const cap = sql.raw(String(THROTTLE.maxDelaySeconds));
    const delay = sql`case when ${loginFailures.failures} >= ${after}
      then least(${cap}, power(2, ${loginFailures.failures} - ${after})) else 0 end`;
    const [row] = await this.db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailedAt: at })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${forgotten} then 1 else ${loginFailures.failures} + 1 end`,
          lastFailedAt: at,
        },
        ...(whenDue && {
          setWhere: sql`${forgotten} or ${loginFailures.lastFailedAt} + ${delay} * interval '1 second' <= ${at}`,
        }),
      })
      .returning({ failures: loginFailures.failures });
    return row?.failures ?? null;
  }

  /** Forgotten rows are dead weight; an occasional sweep keeps the table small. */
  private async sweep(now: number): Promise<void> {
    if (Math.random() < 0.01) {
      await this.db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, new Date(now - ONE_DAY_MS)));
    }
  }
}

import { randomBytes } from 'node:crypto';
import type {
  AuthStatus,
  CaptchaAnswer,
  LoginResult,
  PasswordLogin,
  PasswordReset,
  Registration,
  SmsCodeRequest,
  SmsLogin,
  UserCompletion,
  UserInfo,
  UserInfoUpdate,
  UserProfile,
  UserRecord,
  VerificationCodeCheck,
  VerificationCodeRequest,
} from '@storefront/api-client';
import { localeOfContentLanguage } from '@storefront/site';
import { isEmail } from '@storefront/validation';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authTokens, captchas, distributors, users, verificationCodes } from '../db/schema.js';
import { type Lang, type RequestContext, signedInUser } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { verificationCodeText } from '../messaging/code-text.js';
import { DeliveryError, type Senders } from '../messaging/types.js';
import type { CaptchaTexts } from './captcha-texts.js';
import { hashPassword, newCode, newToken, sameHash, sha256, verifyPassword } from './crypto.js';
import { accountForms, type Fields, profileFields, worded } from './fields.js';
import { message } from './messages.js';
import type { CountedCall, Limit, RateLimiter } from './rate-limit.js';
import { areaName, areas, industries } from './reference-data.js';
import type { LoginThrottle } from './throttle.js';

export const TOKEN_LIFETIME_MS = 7 * 24 * 3600 * 1000;
export const CODE_LIFETIME_MS = 5 * 60 * 1000;
const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** Accounts that must have typed a unit before autocomplete suggests it to others. */
export const ORG_NAME_MIN_ACCOUNTS = 3;
/** Wrong guesses after which a verification code is dead (a 6-digit code cannot be brute-forced). */
const MAX_CODE_ATTEMPTS = 5;

const TEN_MINUTES = 600;
/**
 * Per client address, and one code a minute per e-mail address or phone (see README "Rate limits").
 * Nothing is counted per account that a stranger could use up: failed logins and code guesses go
 * through the login throttle (captcha and increasing delay, never a lock-out).
 */
export const LIMITS = {
  codeSendPerIp: { max: 10, windowSeconds: TEN_MINUTES },
  codeSendPerTarget: { max: 1, windowSeconds: 60 },
  codeCheckPerIp: { max: 30, windowSeconds: TEN_MINUTES },
  captchaPerIp: { max: 30, windowSeconds: 60 },
  /** Company autocomplete asks as the visitor types. */
  organizationNamesPerIp: { max: 60, windowSeconds: 60 },
  registerPerIp: { max: 10, windowSeconds: TEN_MINUTES },
  resetPerIp: { max: 10, windowSeconds: TEN_MINUTES },
} satisfies Record<string, Limit>;

export type EmailScene = VerificationCodeRequest['scene'];
/** SMS codes serve login and phone binding alike. */
const SMS_SCENE = 'phone';

export interface AuthUser {
  id: number;
  account: string;
  tokenHash: string;
  expiresAt: Date;
}

function refuseFields(fields: Fields, lang: Lang): void {
  refuseMessages(worded(fields, lang));
}

/** E0002 on the image captcha: asked for (`captchaRequired`) or wrongly answered (`captcha`). */
function captchaRefusal(key: 'captcha' | 'captchaRequired', lang: Lang): DomainError {
  return new DomainError('E0002', { fields: worded({ captcha: key }, lang) });
}

function refuseMessages(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw new DomainError('E0002', { fields });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function codeHash(target: string, scene: string, code: string): string {
  return sha256(`${target}\n${scene}\n${code}`);
}

export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly senders: Senders,
    private readonly limiter: RateLimiter,
    private readonly throttle: LoginThrottle,
    /** `NODE_ENV=test` only: where each captcha's text is kept for the end-to-end journeys. */
    private readonly captchaTexts: CaptchaTexts | null = null,
  ) {}

  // ------------------------------------------------------------ tokens

  private async issueToken(userId: number, account: string): Promise<LoginResult> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
    await this.db.insert(authTokens).values({ tokenHash: sha256(token), userId, expiresAt });
    return { token, expiration: expiresAt.toISOString(), username: account };
  }

  /** The user of a token that exists, has not expired and was not revoked; else null. */
  async authenticate(token: string): Promise<AuthUser | null> {
    const tokenHash = sha256(token);
    const [row] = await this.db
      .select({ id: users.id, account: users.account, expiresAt: authTokens.expiresAt })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, new Date()),
        ),
      );
    return row ? { ...row, tokenHash } : null;
  }

  /** The signed-in user's name and the expiry of the token the request came with. */
  authStatus(ctx: RequestContext): AuthStatus {
    const user = signedInUser(ctx);
    return { username: user.account, expiration: user.expiresAt.toISOString() };
  }

  /** Revokes the token the request came with. */
  async logout(ctx: RequestContext): Promise<void> {
    await this.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.tokenHash, signedInUser(ctx).tokenHash), isNull(authTokens.revokedAt)));
  }

  // ------------------------------------------------------------ codes

  /**
   * At most one code a minute per address or number, whatever the scene: an atomic counter, and the
   * newest stored code for a sliding minute across window edges.
   */
  private async countCodeSending(target: string, lang: Lang): Promise<CountedCall> {
    const counted = await this.limiter.hit(`code:target:${target}`, LIMITS.codeSendPerTarget);
    const [latest] = await this.db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (latest && Date.now() - latest.createdAt.getTime() < 60_000) {
      throw new DomainError('E0007', { message: message('codeTooSoon', lang) });
    }
    return counted;
  }

  /**
   * Records a code (or notice) row, then delivers it. When the delivery fails, the row goes and the
   * counted sending is given back: nothing is recorded as sent, and the next try is not held up by
   * the one-code-a-minute rule. A refusing or unreachable service answers E0008.
   */
  private async recordAndDeliver(
    row: typeof verificationCodes.$inferInsert,
    counted: CountedCall,
    deliver: () => Promise<void>,
    failure: 'mailFailed' | 'smsFailed',
    lang: Lang,
  ): Promise<void> {
    const [stored] = await this.db
      .insert(verificationCodes)
      .values(row)
      .returning({ id: verificationCodes.id });
    if (!stored) throw new Error('insert returned no row');
    try {
      await deliver();
    } catch (error) {
      await this.db.delete(verificationCodes).where(eq(verificationCodes.id, stored.id));
      await this.limiter.release(counted);
      if (error instanceof DeliveryError) throw new DomainError('E0008', { message: message(failure, lang) });
      throw error;
    }
  }

  private newCodeRow(channel: 'mail' | 'sms', target: string, scene: string, code: string) {
    return {
      channel,
      target,
      scene,
      codeHash: codeHash(target, scene, code),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    };
  }

  private async sendMailCode(email: string, scene: EmailScene, lang: Lang): Promise<void> {
    const mail = this.senders.mail;
    if (!mail) throw new DomainError('E0008', { message: message('mailUnavailable', lang) });
    const counted = await this.countCodeSending(email, lang);

    if (scene === 'register' && (await this.findByEmail(email))) {
      // The address has an account: the owner learns it by mail, the caller learns nothing (the
      // answer is the same, and no registration code exists for it, so POST /user fails as for a
      // wrong code).
      const notice = {
        channel: 'mail' as const,
        target: email,
        scene: 'notice',
        codeHash: sha256(randomBytes(16).toString('hex')),
        expiresAt: new Date(),
      };
      await this.recordAndDeliver(
        notice,
        counted,
        () =>
          mail.send({
            to: email,
            subject: lang === 'en' ? 'You already have an account' : '您已注册',
            text:
              lang === 'en'
                ? 'Someone tried to register with this address, which already has an account. To get in, reset your password on the site.'
                : '有人尝试用此邮箱注册，但该邮箱已有账号。如需登录，请在网站上重置密码。',
          }),
        'mailFailed',
        lang,
      );
      return;
    }
    if (scene === 'reset_password' && !(await this.findByEmail(email))) {
      // No account: nothing to reset and nothing sent, with the same answer as for an account.
      return;
    }

    const code = newCode();
    await this.recordAndDeliver(
      this.newCodeRow('mail', email, scene, code),
      counted,
      () =>
        mail.send({
          to: email,
          subject: lang === 'en' ? 'Your verification code' : '您的验证码',
          text: verificationCodeText(code, lang),
        }),
      'mailFailed',
      lang,
    );
  }

  private async sendTextedCode(phone: string, lang: Lang): Promise<void> {
    const sms = this.senders.sms;
    if (!sms) throw new DomainError('E0008', { message: message('smsUnavailable', lang) });
    const counted = await this.countCodeSending(phone, lang);
    const code = newCode();
    await this.recordAndDeliver(
      this.newCodeRow('sms', phone, SMS_SCENE, code),
      counted,
      () => sms.sendCode({ phone, code, lang }),
      'smsFailed',
      lang,
    );
  }

  async sendEmailCode(ctx: RequestContext, input: VerificationCodeRequest): Promise<void> {
    const email = input.email.trim();
    if (!isEmail(email)) refuseFields({ email: 'email' }, ctx.lang);
    await this.limiter.hit(`code:ip:${ctx.clientIp}`, LIMITS.codeSendPerIp);
    await this.sendMailCode(email.toLowerCase(), input.scene, ctx.lang);
  }

  /** The newest live code of a target and scene, if `code` matches it; counts a wrong guess. */
  private async matchCode(target: string, scene: string, code: string): Promise<number | null> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, target),
          eq(verificationCodes.scene, scene),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (!row || row.failedAttempts >= MAX_CODE_ATTEMPTS) return null;
    if (sameHash(row.codeHash, codeHash(target, scene, code))) return row.id;
    await this.db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    return null;
  }

  /**
   * A guess at a code from the client's address: charged to the address before it is checked and given
   * back when right, so wrong guesses slow their sender down (E0007 while it must wait) but never the
   * code's owner.
   */
  private async guessed(ctx: RequestContext, check: () => Promise<boolean>): Promise<boolean> {
    await this.throttle.charge(ctx, null);
    const right = await check();
    if (right) await this.throttle.passed(ctx, null);
    return right;
  }

  /** Uses a code up: true only for the one caller that marks it used. */
  private async consumeCode(target: string, scene: string, code: string): Promise<boolean> {
    const id = await this.matchCode(target, scene, code);
    if (id === null) return false;
    const used = await this.db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    return used.length === 1;
  }

  /**
   * Uses up the code e-mailed to `email` for an application's scene (`trial`, `reward`); a wrong guess
   * counts against the client's address like any other code check.
   */
  async consumeApplicationCode(
    ctx: RequestContext,
    email: string,
    scene: Extract<EmailScene, 'trial' | 'reward'>,
    code: string,
  ): Promise<boolean> {
    const target = email.trim().toLowerCase();
    return this.guessed(ctx, () => this.consumeCode(target, scene, code.trim()));
  }

  async checkEmailCode(ctx: RequestContext, input: VerificationCodeCheck): Promise<boolean> {
    const target = input.email.trim().toLowerCase();
    const code = input.code.trim();
    await this.limiter.hit(`code-check:ip:${ctx.clientIp}`, LIMITS.codeCheckPerIp);
    return this.guessed(ctx, async () => (await this.matchCode(target, input.scene, code)) !== null);
  }

  // ------------------------------------------------------------ captcha

  async createCaptcha(ctx: RequestContext): Promise<{ captchaId: string; image: string }> {
    await this.limiter.hit(`captcha:ip:${ctx.clientIp}`, LIMITS.captchaPerIp);
    // Loaded by the first captcha (the login throttle asks for few): its font and opentype.js weigh ~10 MB.
    const { default: svgCaptcha } = await import('svg-captcha');
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL' });
    const captchaId = randomBytes(16).toString('base64url');
    await this.db.insert(captchas).values({
      id: captchaId,
      answerHash: sha256(captcha.text.toLowerCase()),
      expiresAt: new Date(Date.now() + CAPTCHA_LIFETIME_MS),
    });
    this.captchaTexts?.record(captchaId, captcha.text);
    return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
  }

  /** Answers a captcha; right or wrong, it cannot be answered again (no guessing in a loop). */
  async answerCaptcha(ctx: RequestContext, { captchaId, captcha }: CaptchaAnswer): Promise<boolean> {
    await this.limiter.hit(`captcha:ip:${ctx.clientIp}`, LIMITS.captchaPerIp);
    const [row] = await this.db
      .update(captchas)
      .set({ usedAt: new Date() })
      .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
      .returning({ answerHash: captchas.answerHash });
    return row !== undefined && sameHash(row.answerHash, sha256(captcha.trim().toLowerCase()));
  }

  async sendSmsCode(ctx: RequestContext, { phone, captchaId, captcha }: SmsCodeRequest): Promise<void> {
    if (!(await this.answerCaptcha(ctx, { captchaId, captcha })))
      refuseFields({ captcha: 'captcha' }, ctx.lang);
    await this.limiter.hit(`code:ip:${ctx.clientIp}`, LIMITS.codeSendPerIp);
    await this.sendTextedCode(phone, ctx.lang);
  }

  // ------------------------------------------------------------ accounts

  private async findByEmail(email: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  }

  async register(ctx: RequestContext, input: Registration): Promise<UserRecord> {
    const { lang } = ctx;
    await this.limiter.hit(`register:ip:${ctx.clientIp}`, LIMITS.registerPerIp);
    refuseMessages(accountForms.registration({ ...input }, lang));

    const email = input.email.trim().toLowerCase();
    const codeRight = await this.guessed(ctx, () => this.consumeCode(email, 'register', input.code));
    if (!codeRight) refuseFields({ code: 'code' }, lang);
    const passwordHash = await hashPassword(input.password);
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          account: email,
          email,
          passwordHash,
          name: input.name.trim(),
          phone: input.phone.trim(),
          unit: input.unit.trim(),
          department: input.department.trim(),
          areaId: input.areaId,
          industryId: input.industryId,
          marketingConsent: input.marketingConsent === true,
          locale: localeOfContentLanguage(lang),
        })
        .returning({ id: users.id, account: users.account });
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      // Registered meanwhile: answered as a wrong code, like every other duplicate.
      if (isUniqueViolation(error)) refuseFields({ code: 'code' }, lang);
      throw error;
    }
  }

  /**
   * Password login behind the login throttle: while the address must wait, E0007 before anything is
   * checked; when the account or the address has failed too often, the image captcha first (E0002 on
   * `captcha`, the password unchecked), so a script gets no further guesses while the owner, with the
   * password and the captcha, always gets in.
   */
  async loginWithPassword(ctx: RequestContext, input: PasswordLogin): Promise<LoginResult> {
    const { lang } = ctx;
    const account = input.email.trim().toLowerCase();
    const admitted = await this.throttle.admit(ctx, account);
    if (admitted.captchaRequired) await this.passCaptcha(ctx, input);
    const charged = await this.throttle.charge(ctx, account);
    // A guess that raced past admit() while others were failing still owes the captcha.
    if (charged.captchaRequired && !admitted.captchaRequired) throw captchaRefusal('captchaRequired', lang);
    const user = await this.findByEmail(account);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) throw new DomainError('E0003', { message: message('badCredentials', lang) });
    await this.throttle.passed(ctx, account);
    return this.issueToken(user.id, user.account);
  }

  /** The image captcha a throttled login must answer; a wrong answer is one more failure of the address. */
  private async passCaptcha(ctx: RequestContext, { captchaId, captcha }: PasswordLogin): Promise<void> {
    if (!captchaId || !captcha) throw captchaRefusal('captchaRequired', ctx.lang);
    if (await this.answerCaptcha(ctx, { captchaId, captcha })) return;
    await this.throttle.charge(ctx, null);
    throw captchaRefusal('captcha', ctx.lang);
  }

  /**
   * SMS login. The number's account is the one that proved it (an earlier SMS login or the
   * completion binding); a number nobody proved yet gets a new account whose username is the number.
   */
  async loginWithSms(ctx: RequestContext, { phone, code }: SmsLogin): Promise<LoginResult> {
    const { lang } = ctx;
    if (!(await this.guessed(ctx, () => this.consumeCode(phone, SMS_SCENE, code))))
      throw new DomainError('E0003', { message: message('smsCredentials', lang) });
    const find = async () => (await this.db.select().from(users).where(eq(users.verifiedPhone, phone)))[0];
    let user = await find();
    if (!user) {
      try {
        [user] = await this.db
          .insert(users)
          .values({ account: phone, phone, verifiedPhone: phone, locale: lang === 'en' ? 'en' : 'cn' })
          .returning();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        user = await find();
      }
    }
    if (!user) throw new Error('phone account vanished');
    return this.issueToken(user.id, user.account);
  }

  async resetPassword(ctx: RequestContext, input: PasswordReset): Promise<void> {
    const { lang } = ctx;
    const email = input.email.trim().toLowerCase();
    await this.limiter.hit(`reset:ip:${ctx.clientIp}`, LIMITS.resetPerIp);
    refuseMessages(accountForms.passwordReset({ ...input }, lang));
    // Unknown addresses never got a code: the same answer as a wrong code.
    const codeRight = await this.guessed(ctx, () => this.consumeCode(email, 'reset_password', input.code));
    if (!codeRight) refuseFields({ code: 'code' }, lang);
    const user = await this.findByEmail(email);
    if (!user) {
      refuseFields({ code: 'code' }, lang);
      return;
    }
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt)));
    });
  }

  // ------------------------------------------------------------ profile

  private async userRow(id: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new DomainError('E0003');
    return row;
  }

  /** The signed-in user's id and account name. */
  record(ctx: RequestContext): UserRecord {
    const { id, account } = signedInUser(ctx);
    return { id, account };
  }

  async info(ctx: RequestContext): Promise<UserInfo> {
    return this.infoOf(await this.userRow(signedInUser(ctx).id), ctx.lang);
  }

  private infoOf(row: typeof users.$inferSelect, lang: Lang): UserInfo {
    return {
      name: row.name,
      phone: row.phone,
      email: row.email ?? '',
      company: row.unit,
      department: row.department,
      areaName: row.areaName || areaName(row.areaId, lang),
      phoneVerified: row.verifiedPhone !== null && row.verifiedPhone === row.phone,
    };
  }

  /** A user's profile, which only that user may read (E0004 for anyone else's). */
  async profile(ctx: RequestContext, userId: number): Promise<UserProfile> {
    const user = signedInUser(ctx);
    if (userId !== user.id) throw new DomainError('E0004', { message: message('notYours', ctx.lang) });
    return this.profileOf(await this.userRow(user.id), ctx.lang);
  }

  private profileOf(row: typeof users.$inferSelect, lang: Lang): UserProfile {
    return { id: row.id, account: row.account, ...this.infoOf(row, lang) };
  }

  /** Saves the profile and answers with the row as that update left it (not a later read). */
  private async saveProfile(
    userId: number,
    input: UserInfoUpdate,
    extra: Partial<typeof users.$inferInsert> = {},
  ) {
    const [row] = await this.db
      .update(users)
      .set({
        name: input.name.trim(),
        phone: input.phone.trim(),
        unit: input.company.trim(),
        department: input.department.trim(),
        areaName: input.areaName.trim(),
        ...extra,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new DomainError('E0003');
    return row;
  }

  async updateProfile(ctx: RequestContext, input: UserInfoUpdate): Promise<UserProfile> {
    const { lang } = ctx;
    refuseFields(profileFields({ ...input }, localeOfContentLanguage(lang)), lang);
    return this.profileOf(await this.saveProfile(signedInUser(ctx).id, input), lang);
  }

  /**
   * First-login completion: the profile, and the mobile number proven by its SMS code — unless it is
   * the number the account already proved (an SMS login), which needs no second code.
   */
  async complete(ctx: RequestContext, input: UserCompletion): Promise<UserInfo> {
    const { lang } = ctx;
    const userId = signedInUser(ctx).id;
    // The bound number is a mainland mobile (it receives the SMS code), on either site.
    refuseMessages(accountForms.completion({ ...input }, lang));
    const phone = input.phone.trim();
    const { verifiedPhone } = await this.userRow(userId);
    if (verifiedPhone !== phone) {
      refuseMessages(accountForms.phoneBinding({ ...input }, lang));
      const [holder] = await this.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.verifiedPhone, phone));
      if (holder && holder.id !== userId)
        throw new DomainError('E0006', { message: message('phoneTaken', lang) });
      const codeRight = await this.guessed(ctx, () => this.consumeCode(phone, SMS_SCENE, input.code ?? ''));
      if (!codeRight) refuseFields({ code: 'code' }, lang);
    }
    try {
      return this.infoOf(await this.saveProfile(userId, input, { verifiedPhone: phone }), lang);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('E0006', { message: message('phoneTaken', lang) });
      throw error;
    }
  }

  // ------------------------------------------------------------ reference data

  areas(ctx: RequestContext) {
    return areas.map((a) => ({ id: a.id, name: a.name[ctx.lang] }));
  }

  industries(ctx: RequestContext) {
    return industries.map((i) => ({ id: i.id, name: i.name[ctx.lang] }));
  }

  /**
   * Company names for autocomplete, at most 10, whose start is the typed text (case-insensitive,
   * LIKE wildcards taken literally): distributor names, which are public, and units that at least
   * `ORG_NAME_MIN_ACCOUNTS` accounts typed. A name one person typed is that person's input, not a
   * suggestion for strangers; a name several share is an institution's. The prefix is matched on the
   * `lower(unit) text_pattern_ops` index, never by a scan of every user. Fewer than 2 characters is E0002.
   */
  async organizationNames(ctx: RequestContext, keyWord: string): Promise<string[]> {
    if (keyWord.trim().length < 2) {
      throw new DomainError('E0002', { fields: { keyWord: message('keyWord', ctx.lang) } });
    }
    await this.limiter.hit(`org-names:ip:${ctx.clientIp}`, LIMITS.organizationNamesPerIp);
    const prefix = `${keyWord
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const units = await this.db
      .select({ name: users.unit })
      .from(users)
      .where(sql`lower(${users.unit}) like ${prefix}`)
      .groupBy(users.unit)
      .having(sql`count(*) >= ${ORG_NAME_MIN_ACCOUNTS}`)
      .limit(10);
    const distributorName = ctx.lang === 'en' ? distributors.nameEn : distributors.nameZh;
    const dealers = await this.db
      .selectDistinct({ name: distributorName })
      .from(distributors)
      .where(sql`lower(${distributorName}) like ${prefix}`)
      .limit(10);
    const names = [...new Set([...units, ...dealers].map((r) => r.name))];
    return names.sort((a, b) => a.localeCompare(b)).slice(0, 10);
  }
}

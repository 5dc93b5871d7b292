import type { Enquiry, LeaveMessage, MailSubscription, ProductSuggestion } from '@storefront/api-client';
import { localeOfContentLanguage } from '@storefront/site';
import {
  enquiryForm,
  leaveMessageForm,
  mailSubscriptionForm,
  productSuggestionForm,
} from '@storefront/validation';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type { Db } from '../db/client.js';
import { enquiries, leaveMessages, mailSubscriptions, productSuggestions } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';
import { assertValidForm } from '../domain/forms.js';
import type { StoredEnquiry, StoredLeaveMessage } from './form-mail.js';
import type { StoredSuggestion } from './suggestion-mail.js';

/**
 * Accepted submissions of each form per client address: more than a visitor (or an office behind one
 * address) sends, few enough that a script cannot fill the staff's inbox or subscribe a list of strangers.
 */
export const FORM_LIMIT: Limit = { max: 10, windowSeconds: 600 };

/** Visitors' text is stored as they meant it: without the blanks around it. */
const trimmed = (value: string): string => value.trim();
/** An optional field left empty is stored as null, not as an empty string. */
const optional = (value: string | undefined): string | null => value?.trim() || null;

/**
 * Stores what visitors send through the site's forms, once the form's SPEC §5 rules pass (the contract
 * checked the shape before) and the sender's address has allowance left.
 */
export class FormsService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Refuses a form whose SPEC §5 rules fail (E0002), then counts the submission (E0007 beyond the
   * allowance): a refused submission stores nothing and uses no allowance.
   */
  private async admit(
    ctx: RequestContext,
    form: 'leave_word' | 'enquiry' | 'mail_subscription' | 'suggest',
    check: () => void,
  ) {
    check();
    await this.limiter.hit(`form:${form}:ip:${ctx.clientIp}`, FORM_LIMIT);
  }

  async createLeaveMessage(ctx: RequestContext, input: LeaveMessage): Promise<StoredLeaveMessage> {
    await this.admit(ctx, 'leave_word', () => assertValidForm(leaveMessageForm, input, ctx.lang));
    const [row] = await this.db
      .insert(leaveMessages)
      .values({
        name: trimmed(input.name),
        company: trimmed(input.company),
        department: trimmed(input.department),
        address: trimmed(input.address),
        phone: trimmed(input.phone),
        email: trimmed(input.email),
        content: trimmed(input.content),
        locale: localeOfContentLanguage(ctx.lang),
      })
      .returning();
    if (!row) throw new Error('insert into leave_messages returned no row');
    return row;
  }

  async createEnquiry(ctx: RequestContext, input: Enquiry): Promise<StoredEnquiry> {
    await this.admit(ctx, 'enquiry', () => assertValidForm(enquiryForm, input, ctx.lang));
    const [row] = await this.db
      .insert(enquiries)
      .values({
        name: trimmed(input.name),
        company: trimmed(input.company),
        department: trimmed(input.department),
        industryName: trimmed(input.industryName),
        areaName: trimmed(input.areaName),
        phone: trimmed(input.phone),
        email: trimmed(input.email),
        content: trimmed(input.content),
        otherTreeName: optional(input.otherTreeName),
        catalogNumber: optional(input.catalogNumber),
        locale: localeOfContentLanguage(ctx.lang),
      })
      .returning();
    if (!row) throw new Error('insert into enquiries returned no row');
    return row;
  }

  /**
   * Stores a new product suggestion with the site language and, when logged in, the account; answers the
   * stored row (for the staff mail) from the insert itself.
   */
  async createProductSuggestion(ctx: RequestContext, input: ProductSuggestion): Promise<StoredSuggestion> {
    await this.admit(ctx, 'suggest', () => assertValidForm(productSuggestionForm, input, ctx.lang));
    const [row] = await this.db
      .insert(productSuggestions)
      .values({
        productName: trimmed(input.productName),
        species: input.species,
        tagPosition: input.tagPosition,
        expressionSystem: input.expressionSystem,
        tag: input.tag,
        expressionRange: trimmed(input.expressionRange),
        accessionNumber: trimmed(input.accessionNumber),
        quantity: trimmed(input.quantity),
        longTermNeed: input.longTermNeed,
        purpose: trimmed(input.purpose),
        quality: trimmed(input.quality),
        deliveryTime: trimmed(input.deliveryTime),
        otherRequirements: trimmed(input.otherRequirements),
        name: trimmed(input.name),
        company: trimmed(input.company),
        department: trimmed(input.department),
        region: trimmed(input.region),
        email: trimmed(input.email),
        phone: trimmed(input.phone),
        industry: input.industry,
        userId: ctx.user?.id ?? null,
        locale: localeOfContentLanguage(ctx.lang),
      })
      .returning();
    if (!row) throw new Error('insert into product_suggestions returned no row');
    return row;
  }

  /**
   * Subscribes an address once, whatever its case; `true` when it was new. A repeated
   * subscription (even two at the same moment) stores nothing: the unique index decides.
   */
  async subscribe(ctx: RequestContext, { email }: MailSubscription): Promise<boolean> {
    await this.admit(ctx, 'mail_subscription', () =>
      assertValidForm(mailSubscriptionForm, { email }, ctx.lang),
    );
    const rows = await this.db
      .insert(mailSubscriptions)
      .values({ email: trimmed(email), locale: localeOfContentLanguage(ctx.lang) })
      // The only unique key besides the id is lower(email).
      .onConflictDoNothing()
      .returning({ id: mailSubscriptions.id });
    return rows.length > 0;
  }
}

import type { MeetingRegistration } from '@storefront/api-client';
import { localeOfContentLanguage } from '@storefront/site';
import { meetingRegistrationForm } from '@storefront/validation';
import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Limit, RateLimiter } from '../accounts/rate-limit.js';
import type {
  ArticleDetail,
  ArticleLink,
  ContentProduct,
  Meeting,
  MeetingSummary,
  Page,
} from '../contract/types.js';
import type { Db } from '../db/client.js';
import {
  articleProducts,
  articles,
  meetingProducts,
  meetingRegistrations,
  meetings,
  products,
} from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { assertValidForm } from '../domain/forms.js';

/** Accepted registrations per client address: as the other visitor forms (forms/service.ts). */
export const REGISTRATION_LIMIT: Limit = { max: 10, windowSeconds: 600 };

/**
 * News and events (issue 13): one article with its neighbours and products, the meetings, and visitors'
 * registrations of interest in a meeting. The article list itself is the content area's `listArticles`.
 */
export class NewsService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /** An article, the next older and newer ones of its category, and the products it names; E0005 if unknown. */
  async article(ctx: RequestContext, id: number): Promise<ArticleDetail> {
    const en = ctx.lang === 'en';
    const [article] = await this.db
      .select({
        id: articles.id,
        title: en ? articles.titleEn : articles.titleZh,
        summary: en ? articles.summaryEn : articles.summaryZh,
        content: en ? articles.contentEn : articles.contentZh,
        category: articles.category,
        publishDate: articles.publishDate,
        cover: articles.cover,
      })
      .from(articles)
      .where(eq(articles.id, id));
    if (!article) throw new DomainError('E0005');
    // The list's order is (publish date, id) descending: the neighbours are the rows either side of it.
    const sameCategory = eq(articles.category, article.category);
    const older = or(
      lt(articles.publishDate, article.publishDate),
      and(eq(articles.publishDate, article.publishDate), lt(articles.id, article.id)),
    );
    const newer = or(
      gt(articles.publishDate, article.publishDate),
      and(eq(articles.publishDate, article.publishDate), gt(articles.id, article.id)),
    );
    const link = {
      id: articles.id,
      title: en ? articles.titleEn : articles.titleZh,
      publishDate: articles.publishDate,
    };
    const [[previous], [next], relatedProducts] = await Promise.all([
      this.db
        .select(link)
        .from(articles)
        .where(and(sameCategory, older))
        .orderBy(desc(articles.publishDate), desc(articles.id))
        .limit(1),
      this.db
        .select(link)
        .from(articles)
        .where(and(sameCategory, newer))
        .orderBy(asc(articles.publishDate), asc(articles.id))
        .limit(1),
      this.productsOf(ctx, 'article', id),
    ]);
    return {
      article,
      previous: (previous as ArticleLink | undefined) ?? null,
      next: (next as ArticleLink | undefined) ?? null,
      relatedProducts,
    };
  }

  /** Meetings, the latest start first. */
  async meetings(ctx: RequestContext, query: { page: number; size: number }): Promise<Page<MeetingSummary>> {
    const [list, [totalRow]] = await Promise.all([
      this.db
        .select(this.meetingColumns(ctx))
        .from(meetings)
        .orderBy(desc(meetings.startDate), desc(meetings.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(meetings),
    ]);
    return { list, total: totalRow?.n ?? 0, page: query.page, size: query.size };
  }

  /** A meeting with its agenda and the products shown; E0005 if unknown. */
  async meeting(ctx: RequestContext, id: number): Promise<Meeting> {
    const en = ctx.lang === 'en';
    const [[row], shown] = await Promise.all([
      this.db
        .select({ ...this.meetingColumns(ctx), agenda: en ? meetings.agendaEn : meetings.agendaZh })
        .from(meetings)
        .where(eq(meetings.id, id)),
      this.productsOf(ctx, 'meeting', id),
    ]);
    if (!row) throw new DomainError('E0005');
    return { ...row, products: shown };
  }

  /**
   * Stores a visitor's interest in a meeting once the form's rules pass (E0002) and the meeting exists
   * (E0005), then counts it against the address's allowance (E0007): a refused one stores nothing.
   */
  async register(
    ctx: RequestContext,
    meetingId: number,
    input: MeetingRegistration,
  ): Promise<{ id: number }> {
    assertValidForm(meetingRegistrationForm, input, ctx.lang);
    const [known] = await this.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(eq(meetings.id, meetingId));
    if (!known) throw new DomainError('E0005');
    await this.limiter.hit(`form:meeting_registration:ip:${ctx.clientIp}`, REGISTRATION_LIMIT);
    const [row] = await this.db
      .insert(meetingRegistrations)
      .values({
        meetingId,
        name: input.name.trim(),
        company: input.company.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
        content: input.content?.trim() || null,
        locale: localeOfContentLanguage(ctx.lang),
      })
      .returning({ id: meetingRegistrations.id });
    if (!row) throw new Error('insert into meeting_registrations returned no row');
    return row;
  }

  private meetingColumns(ctx: RequestContext) {
    const en = ctx.lang === 'en';
    return {
      id: meetings.id,
      title: en ? meetings.titleEn : meetings.titleZh,
      summary: en ? meetings.summaryEn : meetings.summaryZh,
      startDate: meetings.startDate,
      endDate: meetings.endDate,
      city: en ? meetings.cityEn : meetings.cityZh,
      venue: en ? meetings.venueEn : meetings.venueZh,
      booth: meetings.booth,
      cover: meetings.cover,
    };
  }

  /** The catalogue's products an article or a meeting names, in its order; names not in the catalogue are left out. */
  private async productsOf(
    ctx: RequestContext,
    owner: 'article' | 'meeting',
    id: number,
  ): Promise<ContentProduct[]> {
    const columns = {
      catalogNumber: products.catalogNumber,
      name: ctx.lang === 'en' ? products.nameEn : products.nameZh,
    };
    if (owner === 'article') {
      return this.db
        .select(columns)
        .from(articleProducts)
        .innerJoin(products, eq(products.catalogNumber, articleProducts.catalogNumber))
        .where(eq(articleProducts.articleId, id))
        .orderBy(asc(articleProducts.sort), asc(products.catalogNumber));
    }
    return this.db
      .select(columns)
      .from(meetingProducts)
      .innerJoin(products, eq(products.catalogNumber, meetingProducts.catalogNumber))
      .where(eq(meetingProducts.meetingId, id))
      .orderBy(asc(meetingProducts.sort), asc(products.catalogNumber));
  }
}

import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Article, Banner, Distributor, Page, Reference } from '../contract/types.js';
import type { Db } from '../db/client.js';
import { articles, banners, distributors, products, references } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';

export interface PageQuery {
  page: number;
  size: number;
}

/** Banners, news and activities, literature citations and distributors, in the request language. */
export class ContentService {
  constructor(private readonly db: Db) {}

  async banners(ctx: RequestContext): Promise<Banner[]> {
    const en = ctx.lang === 'en';
    return this.db
      .select({
        id: banners.id,
        title: en ? banners.titleEn : banners.titleZh,
        subtitle: en ? banners.subtitleEn : banners.subtitleZh,
        link: banners.link,
        image: banners.image,
        sort: banners.sort,
      })
      .from(banners)
      .orderBy(asc(banners.sort), asc(banners.id));
  }

  async articles(
    ctx: RequestContext,
    query: PageQuery & { category?: Article['category'] },
  ): Promise<Page<Article>> {
    const en = ctx.lang === 'en';
    const where = query.category ? eq(articles.category, query.category) : undefined;
    const [list, [totalRow]] = await Promise.all([
      this.db
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
        .where(where)
        .orderBy(desc(articles.publishDate), desc(articles.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(articles).where(where),
    ]);
    return { list, total: totalRow?.n ?? 0, page: query.page, size: query.size };
  }

  /** Citations, newest first; `productName` is the cited product's name in the request language. */
  async references(
    ctx: RequestContext,
    query: PageQuery & { catalogNumber?: string },
  ): Promise<Page<Reference>> {
    const where =
      query.catalogNumber !== undefined
        ? sql`lower(${references.catalogNumber}) = lower(${query.catalogNumber.trim()})`
        : undefined;
    const offset = (query.page - 1) * query.size;
    const list = await this.db
      .select({
        id: references.id,
        title: references.title,
        authors: references.authors,
        journal: references.journal,
        impactFactor: references.impactFactor,
        year: references.year,
        doi: references.doi,
        catalogNumber: references.catalogNumber,
        productName: sql<string>`coalesce(${ctx.lang === 'en' ? products.nameEn : products.nameZh}, '')`,
      })
      .from(references)
      .leftJoin(products, eq(products.catalogNumber, references.catalogNumber))
      .where(where)
      .orderBy(desc(references.year), desc(references.impactFactor), asc(references.id))
      .limit(query.size)
      .offset(offset);
    // A first page that is not full holds every citation: no count (a product page asks for its few
    // citations on every render, and most products have none).
    const total =
      offset === 0 && list.length < query.size
        ? list.length
        : ((await this.db.select({ n: count() }).from(references).where(where))[0]?.n ?? 0);
    return { list, total, page: query.page, size: query.size };
  }

  async distributors(ctx: RequestContext, countryCode?: string): Promise<Distributor[]> {
    const en = ctx.lang === 'en';
    return this.db
      .select({
        id: distributors.id,
        name: en ? distributors.nameEn : distributors.nameZh,
        country: en ? distributors.countryEn : distributors.countryZh,
        countryCode: distributors.countryCode,
        region: en ? distributors.regionEn : distributors.regionZh,
        email: distributors.email,
        phone: distributors.phone,
        website: distributors.website,
        address: en ? distributors.addressEn : distributors.addressZh,
      })
      .from(distributors)
      .where(countryCode ? eq(distributors.countryCode, countryCode.toUpperCase()) : undefined)
      .orderBy(asc(distributors.countryCode), asc(distributors.id));
  }
}

import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type {
  Article,
  Banner,
  Distributor,
  Page,
  Reference,
  ReferenceStatistics,
} from '../contract/types.js';
import type { Db } from '../db/client.js';
import { PreparedStatements } from '../db/prepared-statements.js';
import { articles, banners, distributors, products, references } from '../db/schema.js';
import type { Lang, RequestContext } from '../domain/context.js';

export interface PageQuery {
  page: number;
  size: number;
}

/** The literature page's filters and order (the query of `listReferences`). */
export interface ReferenceQuery {
  catalogNumber?: string;
  /** Text in the cited product's name (either language), catalog number or target, or in the title. */
  keyword?: string;
  /** Text in the journal's name. */
  journal?: string;
  yearFrom?: number;
  yearTo?: number;
  impactFactorMin?: number;
  impactFactorMax?: number;
  sort?: 'newest' | 'oldest' | 'impact' | 'journal';
}

/** LIKE's wildcards in a visitor's text match themselves. */
const likeText = (text: string): string => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function referenceFilter(ctx: RequestContext, query: ReferenceQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.catalogNumber !== undefined) {
    conditions.push(sql`lower(${references.catalogNumber}) = lower(${query.catalogNumber.trim()})`);
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = likeText(keyword);
    const name = ctx.lang === 'en' ? products.nameEn : products.nameZh;
    conditions.push(
      sql`(${name} ilike ${like} or ${references.catalogNumber} ilike ${like} or ${products.target} ilike ${like} or ${references.title} ilike ${like})`,
    );
  }
  const journal = query.journal?.trim();
  if (journal) conditions.push(sql`${references.journal} ilike ${likeText(journal)}`);
  if (query.yearFrom !== undefined) conditions.push(gte(references.year, query.yearFrom));
  if (query.yearTo !== undefined) conditions.push(lte(references.year, query.yearTo));
  if (query.impactFactorMin !== undefined)
    conditions.push(gte(references.impactFactor, query.impactFactorMin));
  if (query.impactFactorMax !== undefined)
    conditions.push(lte(references.impactFactor, query.impactFactorMax));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const REFERENCE_ORDER = {
  newest: [desc(references.year), desc(references.impactFactor)],
  oldest: [asc(references.year), desc(references.impactFactor)],
  impact: [desc(references.impactFactor), desc(references.year)],
  // Byte order of the lower-cased name: the same A-Z on every database, whatever its collation.
  journal: [asc(sql`lower(${references.journal}) collate "C"`), desc(references.year)],
} as const;

/** A citation's columns; `productName` is the cited product's name in `lang`. */
function referenceColumns(lang: Lang) {
  return {
    id: references.id,
    title: references.title,
    authors: references.authors,
    journal: references.journal,
    impactFactor: references.impactFactor,
    year: references.year,
    doi: references.doi,
    catalogNumber: references.catalogNumber,
    productName: sql<string>`coalesce(${lang === 'en' ? products.nameEn : products.nameZh}, '')`,
    lotNumber: references.lotNumber,
    target: sql<string>`coalesce(${products.target}, '')`,
  };
}

/**
 * The product page's citations as a named prepared statement: PGlite planned the query in 0.8 ms or more
 * and ran it in 0.3-0.5 ms (the bench catalogue, 2026-12-02), on every product page; prepared, it is planned
 * once per connection. The same statement as the filtered one below, with the catalog number alone.
 */
function prepareProductCitations(db: Db, lang: Lang) {
  return db
    .select(referenceColumns(lang))
    .from(references)
    .leftJoin(products, eq(products.catalogNumber, references.catalogNumber))
    .where(sql`lower(${references.catalogNumber}) = lower(${sql.placeholder('catalogNumber')})`)
    .orderBy(...REFERENCE_ORDER.newest, asc(references.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare(`product_citations_${lang}`);
}

/** Banners, news and activities, literature citations and distributors, in the request language. */
export class ContentService {
  private readonly statements = new PreparedStatements();

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

  /**
   * Citations, filtered (product, catalog number or target; journal; years; impact factor) and sorted
   * (newest first by default); `productName` is the cited product's name in the request language.
   */
  async references(ctx: RequestContext, query: PageQuery & ReferenceQuery): Promise<Page<Reference>> {
    const where = referenceFilter(ctx, query);
    const offset = (query.page - 1) * query.size;
    // The question a product page asks: a catalog number's citations, newest first, and no other filter.
    const productCitations =
      query.catalogNumber !== undefined &&
      (query.sort ?? 'newest') === 'newest' &&
      referenceFilter(ctx, { ...query, catalogNumber: undefined }) === undefined;
    const list = productCitations
      ? await this.statements
          .get(`productCitations:${ctx.lang}`, () => prepareProductCitations(this.db, ctx.lang))
          .execute({
            catalogNumber: query.catalogNumber?.trim(),
            size: query.size,
            offset,
          })
      : await this.db
          .select(referenceColumns(ctx.lang))
          .from(references)
          .leftJoin(products, eq(products.catalogNumber, references.catalogNumber))
          .where(where)
          .orderBy(...REFERENCE_ORDER[query.sort ?? 'newest'], asc(references.id))
          .limit(query.size)
          .offset(offset);
    // A first page that is not full holds every citation: no count (a product page asks for its few
    // citations on every render, and most products have none).
    const total =
      offset === 0 && list.length < query.size
        ? list.length
        : ((
            await this.db
              .select({ n: count() })
              .from(references)
              .leftJoin(products, eq(products.catalogNumber, references.catalogNumber))
              .where(where)
          )[0]?.n ?? 0);
    return { list, total, page: query.page, size: query.size };
  }

  /**
   * The literature page's figures over the citations the filters select, computed by the database in
   * one statement (SPEC §9 reports the real site's: count, highest and average impact factor).
   */
  async referenceStatistics(ctx: RequestContext, query: ReferenceQuery): Promise<ReferenceStatistics> {
    const [row] = await this.db
      .select({
        citations: count(),
        highestImpactFactor: sql<number | null>`max(${references.impactFactor})`,
        averageImpactFactor: sql<string | null>`round(avg(${references.impactFactor})::numeric, 2)`,
        products: sql<number>`count(distinct ${references.catalogNumber})::int`,
        journals: sql<number>`count(distinct ${references.journal})::int`,
      })
      .from(references)
      .leftJoin(products, eq(products.catalogNumber, references.catalogNumber))
      .where(referenceFilter(ctx, query));
    return {
      citations: row?.citations ?? 0,
      highestImpactFactor: row?.highestImpactFactor ?? null,
      // numeric arrives as text: exact decimals, converted once rounded.
      averageImpactFactor: row?.averageImpactFactor == null ? null : Number(row.averageImpactFactor),
      products: row?.products ?? 0,
      journals: row?.journals ?? 0,
    };
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

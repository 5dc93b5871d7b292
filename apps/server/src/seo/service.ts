import { asc, count, eq, gt } from 'drizzle-orm';
import { buildCategoryTree, withProductCounts } from '../catalogue/category-tree.js';
import type { CategoryNode } from '../contract/types.js';
import type { Db } from '../db/client.js';
import { articles, categories, companySections, jobs, meetings, products, services } from '../db/schema.js';

/** Site-neutral pages of the catalogue that search engines should know (without the /en prefix). */
export const STATIC_PAGES = ['/', '/products', '/new-products', '/hotsproduct'] as const;

/**
 * The company pages (issue 13). The about-us sections follow from the database; /rich-detail is left
 * out: its link ids differ between the sites, so it has no pair of language versions to list, and
 * /privacy is the listed address of the privacy policy.
 */
export const COMPANY_PAGES = [
  '/investors',
  '/contact?type=contact',
  '/contact?type=authorized',
  '/privacy',
] as const;
/** The literature and careers pages (issue 13); each open job adds its own page (`jobPath`). */
export const LITERATURE_AND_RECRUITMENT_PAGES = ['/literature', '/recruitment'] as const;

/** The tabs of /resources (issue 14): the five kinds of files and, second, the COA tab. */
export const RESOURCE_PAGES = [0, 1, 2, 3, 4, 5].map((tab) => `/resources?activeIndex=${tab}`);
/**
 * The COA form (issue 14). Its verification page (/coa/verify) answers one certificate and is not
 * listed; the lots and figures are part of each product page.
 */
export const COA_PAGES = ['/coa'] as const;

/** The page of an open job, as apps/web links it. */
export function jobPath(id: number): string {
  return `/recruitment/job?id=${id}`;
}

/** The services list (issue 14); each service adds its own page (`servicePath`). */
export const SERVICE_LIST_PAGE = '/service-list';

/** The page of a service, as apps/web links it. */
export function servicePath(id: number): string {
  return `/service?menuId=${id}`;
}

/** The product page of a product, as apps/web links it. */
export function productPath(catalogNumber: string): string {
  return `/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`;
}

/** The news list's tabs (issue 13: company news, market activities, meetings), as apps/web links them. */
export const NEWS_PAGES = [0, 1, 2].map((tab) => `/information?activeIndex=${tab}`);

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** What the sitemap lists, read from the catalogue. */
export class SitemapService {
  constructor(private readonly db: Db) {}

  /**
   * The home and listing pages, then each visible category's product list and, where it holds new
   * products, its new-product list; then the news tabs, each article and each meeting; the literature,
   * careers and job pages; the services list and each service.
   */
  async pagePaths(): Promise<string[]> {
    const rows = await this.db
      .select({
        id: categories.id,
        pid: categories.pid,
        name: categories.nameEn,
        visible: categories.visible,
        sort: categories.sort,
      })
      .from(categories)
      .where(eq(categories.visible, true))
      .orderBy(asc(categories.sort), asc(categories.id));
    // The tree drops the subtree of a hidden node, as the site's navigation does.
    const tree = buildCategoryTree(rows);
    const newProducts = await this.db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(eq(products.isNew, true))
      .groupBy(products.categoryId);
    const withNew = withProductCounts(tree, new Map(newProducts.map((row) => [row.categoryId, row.n])));
    const [articleRows, meetingRows, aboutSections] = await Promise.all([
      this.db.select({ id: articles.id }).from(articles).orderBy(asc(articles.id)),
      this.db.select({ id: meetings.id }).from(meetings).orderBy(asc(meetings.id)),
      this.db
        .select({ id: companySections.id })
        .from(companySections)
        .where(eq(companySections.page, 'about'))
        .orderBy(asc(companySections.sort), asc(companySections.id)),
    ]);
    return [
      ...STATIC_PAGES,
      ...aboutSections.map((section) => `/about-us?childId=${section.id}`),
      ...COMPANY_PAGES,
      ...flatten(tree).map((c) => `/product-list?id=${c.id}`),
      ...flatten(withNew).map((c) => `/new-product-list?id=${c.id}`),
      ...NEWS_PAGES,
      ...articleRows.map((a) => `/article?id=${a.id}`),
      ...meetingRows.map((m) => `/meeting-detail?id=${m.id}`),
      ...LITERATURE_AND_RECRUITMENT_PAGES,
      ...(await this.db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id))).map((job) =>
        jobPath(job.id),
      ),
      SERVICE_LIST_PAGE,
      ...(
        await this.db.select({ id: services.id }).from(services).orderBy(asc(services.sort), asc(services.id))
      ).map((service) => servicePath(service.id)),
      ...RESOURCE_PAGES,
      ...COA_PAGES,
    ];
  }

  async productCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(products);
    return row?.n ?? 0;
  }

  /**
   * Catalog numbers from position `offset` (in id order), `limit` of them, read in batches so that
   * a file of tens of thousands of products never sits in memory at once.
   */
  async *catalogNumbers(offset: number, limit: number, batch = 2_000): AsyncGenerator<string[]> {
    let remaining = limit;
    let after: number | null = null;
    while (remaining > 0) {
      const query = this.db
        .select({ id: products.id, catalogNumber: products.catalogNumber })
        .from(products)
        .where(after === null ? undefined : gt(products.id, after))
        .orderBy(asc(products.id))
        .limit(Math.min(batch, remaining));
      const rows: { id: number; catalogNumber: string }[] =
        after === null ? await query.offset(offset) : await query;
      if (rows.length === 0) return;
      yield rows.map((r) => r.catalogNumber);
      remaining -= rows.length;
      after = rows[rows.length - 1]?.id ?? null;
    }
  }
}

import type { operations } from '@storefront/api-client';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CategoryNode, CategorySection, Page, Product, ProductSeo } from '../contract/types.js';
import type { Db } from '../db/client.js';
import { literalLimit, PreparedStatements } from '../db/prepared-statements.js';
import { categories, productSizes, products } from '../db/schema.js';
import type { Lang, RequestContext } from '../domain/context.js';
import { DomainError } from '../domain/errors.js';
import { buildCategoryTree, findNode, subtreeIds, withProductCounts } from './category-tree.js';

type ListingQuery = NonNullable<operations['listProducts']['parameters']['query']>;
/** A product listing's filters (the contract's `listProducts` query), its page and order always given. */
export type ProductQuery = ListingQuery & Required<Pick<ListingQuery, 'page' | 'size' | 'sort'>>;

/** Columns of `products` (joined with its category) in the request language. */
function productColumns(lang: Lang) {
  const en = lang === 'en';
  return {
    id: products.id,
    catalogNumber: products.catalogNumber,
    name: en ? products.nameEn : products.nameZh,
    target: products.target,
    species: en ? products.speciesEn : products.speciesZh,
    tag: en ? products.tagEn : products.tagZh,
    expressionSystem: en ? products.expressionSystemEn : products.expressionSystemZh,
    conjugate: en ? products.conjugateEn : products.conjugateZh,
    categoryId: products.categoryId,
    categoryName: en ? categories.nameEn : categories.nameZh,
    purity: en ? products.purityEn : products.purityZh,
    endotoxin: en ? products.endotoxinEn : products.endotoxinZh,
    molecularWeight: en ? products.molecularWeightEn : products.molecularWeightZh,
    formulation: en ? products.formulationEn : products.formulationZh,
    storage: en ? products.storageEn : products.storageZh,
    description: en ? products.descriptionEn : products.descriptionZh,
    isNew: products.isNew,
    isHot: products.isHot,
  };
}

/** The order of a listing: its columns, as an index holds them, and its direction. */
interface ListingOrder {
  columns: AnyPgColumn[];
  descending: boolean;
}

/** Every how many rows of a listing an anchor (its order keys) is kept, for deep pages. */
export const ANCHOR_SPACING = 200;

/** A product's columns and its sizes, which come in the same query as a JSON list (one round trip). */
function productSelection(lang: Lang) {
  const sizes = sql<Product['sizes']>`coalesce((
    select json_agg(json_build_object('size', ${productSizes.size}, 'priceFen', ${productSizes.priceFen})
      order by ${productSizes.sort}, ${productSizes.id})
    from ${productSizes} where ${productSizes.productId} = ${products.id}), '[]'::json)`;
  return { ...productColumns(lang), sizes };
}

/**
 * The related products' query (see CatalogueService.relatedProducts) as a named prepared statement, one
 * per language, per whether the product has a target and per size (at most 50, the contract's bound; a
 * product page asks for 8): planning the three-branch UNION took longer than running it (5.5 ms against
 * 1.2 ms at 50,000 products), and with the size written in, the statement is planned for its first five
 * executions only (`literalLimit`). The family's categories come as one array parameter, so the text does
 * not change with their number, and an empty family (a top-level category) matches nothing and reads nothing.
 */
export function prepareRelatedProducts(db: Db, lang: Lang, withTarget: boolean, rows: number) {
  const id = sql.placeholder('id');
  const target = sql.placeholder('target');
  const size = literalLimit(rows);
  const sameTarget = sql`lower(${products.target}) = lower(${target})`;
  const otherTarget = withTarget ? sql`lower(${products.target}) <> lower(${target})` : undefined;
  const others = ne(products.id, id);
  // Three groups, each read in catalogue order from an index and cut at `size` (the same target from
  // products_target_lower_idx, the category and its family from products_category_order_idx), in one
  // UNION ALL, rather than one OR over all three, which sorted the whole family (thousands of rows).
  const group = (rank: number, where: SQL | undefined) =>
    db
      .select({
        rank: sql<number>`${sql.raw(String(rank))}`.as('rank'),
        categoryId: products.categoryId,
        id: products.id,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.categoryId), asc(products.id))
      .limit(size);
  const ownCategory = eq(products.categoryId, sql.placeholder('categoryId'));
  const sameCategory = group(1, and(others, ownCategory, otherTarget));
  const inFamily = sql`${products.categoryId} = any(${sql.placeholder('familyIds')}::int[])`;
  const family = group(2, and(inFamily, otherTarget));
  const groups = withTarget ? group(0, and(others, sameTarget)).unionAll(sameCategory) : sameCategory;
  // The groups choose by id; only the `size` chosen are read whole, with their sizes (one query). Reading
  // every group's rows whole, 3 × size products and their sizes for `size` shown, took a third longer
  // (PGlite at 50,000 products, 160 products: p50 2.1-2.3 → 1.6 ms, p90 2.7-4.8 → 2.1-2.4 ms).
  const chosen = groups
    .unionAll(family)
    .orderBy(sql`rank`, sql`category_id`, sql`id`)
    .limit(size)
    .as('chosen');
  return db
    .select(productSelection(lang))
    .from(chosen)
    .innerJoin(products, eq(products.id, chosen.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(chosen.rank), asc(chosen.categoryId), asc(chosen.id))
    .prepare(`related_products_${lang}_${withTarget ? 'target' : 'no_target'}_${rows}`);
}

/**
 * A product page's own read (a product by catalog number, whatever its case, with its sizes), as a named
 * prepared statement per language: every product page asks it, and PGlite spent longer planning it than
 * running it. Catalog numbers are unique but for their case, so a page of them is a row or two.
 */
function prepareProductsByCatalogNumber(db: Db, lang: Lang) {
  return db
    .select(productSelection(lang))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`lower(${products.catalogNumber}) = lower(${sql.placeholder('catalogNumber')})`)
    .orderBy(asc(products.categoryId), asc(products.id))
    .limit(sql.placeholder('limit'))
    .prepare(`products_by_catalog_number_${lang}`);
}

/**
 * Products by id (a page of a listing or of the search), as a named prepared statement per language: the
 * ids come as one array parameter, so the text is the same for every page and is planned once per
 * connection (planning `id in ($1 … $20)` took 1.4 to 7 ms on PGlite, running it about 1 ms).
 */
function prepareProductsById(db: Db, lang: Lang) {
  return db
    .select(productSelection(lang))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(`products_by_id_${lang}`);
}

/** SEO descriptions are cut at a sentence or word boundary near what search engines display. */
const SEO_DESCRIPTION_LENGTH = 160;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const boundary = Math.max(cut.lastIndexOf('。'), cut.lastIndexOf('. '), cut.lastIndexOf(' '));
  return `${boundary > max / 2 ? cut.slice(0, boundary + 1).trimEnd() : cut}…`;
}

/**
 * How long a category tree (and the product counts of its categories) is reused. No API call writes
 * categories or products (they change with the catalogue data), and every page asks for the tree
 * several times (menu, sections, listings), so each process reads it at most this often.
 */
export const CATEGORY_TREE_TTL_MS = 30_000;

export class CatalogueService {
  private readonly reads = new Map<string, { readAt: number; value: Promise<unknown> }>();
  /**
   * A product looked up by catalog number, kept for the rest of its request (its context): a product
   * page asks for the product and for its SEO texts at the same time, and both are answered from one
   * query. Keyed by the request, so nothing outlives it or reaches another visitor.
   */
  private readonly byCatalogNumber = new WeakMap<RequestContext, Map<string, Promise<Page<Product>>>>();
  private readonly statements = new PreparedStatements();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Drops every kept read (tree, tally): the catalogue changed (`catalogue_changed`, see
   * src/cache/catalogue-changes.ts), so the next call reads the database again.
   */
  forgetReads(): void {
    this.reads.clear();
  }

  /** What `read` answered under `key` less than CATEGORY_TREE_TTL_MS ago, else a new read. */
  private reused<T>(key: string, read: () => Promise<T>): Promise<T> {
    const cached = this.reads.get(key);
    if (cached && this.now() - cached.readAt < CATEGORY_TREE_TTL_MS) return cached.value as Promise<T>;
    const entry = { readAt: this.now(), value: read() };
    this.reads.set(key, entry);
    // A failed read is not kept: the next call asks the database again.
    entry.value.catch(() => {
      if (this.reads.get(key) === entry) this.reads.delete(key);
    });
    return entry.value;
  }

  /** The whole category tree; `visibleOnly` drops hidden nodes and their subtrees. Do not mutate it. */
  categoryTree(ctx: RequestContext, visibleOnly: boolean): Promise<CategoryNode[]> {
    const { lang } = ctx;
    return this.reused(`tree:${lang}:${visibleOnly}`, () => this.readCategoryTree(lang, visibleOnly));
  }

  /**
   * The category tree of the products with that `isNew` (the new-products overview): only the
   * categories holding one, in themselves or below, each with `productCount` for its subtree.
   */
  async categoryTreeOfProducts(
    ctx: RequestContext,
    visibleOnly: boolean,
    filter: { isNew: boolean },
  ): Promise<CategoryNode[]> {
    const [tree, tally] = await Promise.all([this.categoryTree(ctx, visibleOnly), this.tally()]);
    const counts = new Map<number, number>();
    for (const row of tally) {
      if (row.isNew === filter.isNew) counts.set(row.categoryId, (counts.get(row.categoryId) ?? 0) + row.n);
    }
    return withProductCounts(tree, counts);
  }

  /** How many products each category holds, by their flags; read once and kept like the tree. */
  private tally() {
    // `async`: a Drizzle query is a thenable that runs again on every await; the promise runs it once.
    return this.reused('tally', async () =>
      this.db
        .select({ categoryId: products.categoryId, isNew: products.isNew, isHot: products.isHot, n: count() })
        .from(products)
        .groupBy(products.categoryId, products.isNew, products.isHot),
    );
  }

  private async readCategoryTree(lang: Lang, visibleOnly: boolean): Promise<CategoryNode[]> {
    const rows = await this.db
      .select({
        id: categories.id,
        pid: categories.pid,
        name: lang === 'en' ? categories.nameEn : categories.nameZh,
        visible: categories.visible,
        sort: categories.sort,
      })
      .from(categories)
      .where(visibleOnly ? eq(categories.visible, true) : undefined)
      .orderBy(asc(categories.sort), asc(categories.id));
    return buildCategoryTree(rows);
  }

  /**
   * A visible category with its visible subtree and up to `size` products from that subtree; E0005 for
   * an unknown or hidden category.
   */
  async categorySection(ctx: RequestContext, pid: number, size: number): Promise<CategorySection> {
    const { lang } = ctx;
    const category = findNode(await this.categoryTree(ctx, true), pid);
    if (!category) throw new DomainError('E0005');
    // The first `size` of each category of the subtree (a short scan of products_category_popular_idx
    // each), then the first `size` of those: ordering every product of a large subtree instead took
    // ~36 ms at 50,000 products, this ~1 ms.
    const popularity = (rank: SQLWrapper, id: SQLWrapper) => [sql`${rank} asc nulls last`, sql`${id} asc`];
    const firstOfCategory = this.db
      .select({ id: products.id, popularRank: products.popularRank })
      .from(products)
      .where(eq(products.categoryId, categories.id))
      .orderBy(...popularity(products.popularRank, products.id))
      .limit(size)
      .as('first_of_category');
    const top = await this.db
      .select({ id: firstOfCategory.id })
      .from(categories)
      .crossJoinLateral(firstOfCategory)
      .where(inArray(categories.id, subtreeIds(category)))
      .orderBy(...popularity(firstOfCategory.popularRank, firstOfCategory.id))
      .limit(size);
    const rows = await this.productRows(
      lang,
      inArray(
        products.id,
        top.map((row) => row.id),
      ),
      { orderBy: popularity(products.popularRank, products.id), limit: size, offset: 0 },
    );
    return { category, products: rows };
  }

  listProducts(ctx: RequestContext, query: ProductQuery): Promise<Page<Product>> {
    if (query.catalogNumber === undefined) return this.readProducts(ctx, query);
    let reads = this.byCatalogNumber.get(ctx);
    if (!reads) {
      reads = new Map();
      this.byCatalogNumber.set(ctx, reads);
    }
    const { catalogNumber, treeId, isNew, isHot, sort, page: number, size } = query;
    const key = JSON.stringify([catalogNumber, treeId, isNew, isHot, sort, number, size]);
    let page = reads.get(key);
    if (!page) {
      page = this.readProducts(ctx, query);
      reads.set(key, page);
    }
    return page;
  }

  private async readProducts(ctx: RequestContext, query: ProductQuery): Promise<Page<Product>> {
    const { lang } = ctx;
    const filters: SQL[] = [];
    let categoryIds: number[] | undefined;
    if (query.treeId !== undefined) {
      const node = findNode(await this.categoryTree(ctx, false), query.treeId);
      if (!node) return { list: [], total: 0, page: query.page, size: query.size };
      categoryIds = subtreeIds(node);
      filters.push(inArray(products.categoryId, categoryIds));
    }
    if (query.catalogNumber !== undefined) {
      filters.push(sql`lower(${products.catalogNumber}) = lower(${query.catalogNumber.trim()})`);
    }
    if (query.isNew !== undefined) filters.push(eq(products.isNew, query.isNew));
    if (query.isHot !== undefined) filters.push(eq(products.isHot, query.isHot));
    const where = filters.length > 0 ? and(...filters) : undefined;

    const name = lang === 'en' ? products.nameEn : products.nameZh;
    // The order's columns, which an index holds in that order (the primary key, name and id, category
    // and id), and whether it runs backwards.
    const order: ListingOrder =
      query.sort === 'newest'
        ? // Ids grow with insertion, so the highest id is the most recently added product.
          { columns: [products.id], descending: true }
        : query.sort === 'name'
          ? { columns: [name, products.id], descending: false }
          : // Catalogue order: grouped by category, then in the order products were added.
            { columns: [products.categoryId, products.id], descending: false };
    const offset = (query.page - 1) * query.size;
    if (query.catalogNumber !== undefined) {
      // A row or two (catalog numbers are unique but for their case) from products_catalog_number_lower_idx:
      // every match up to the end of the page and one more, in one query, so that the total is known
      // without a count unless there are more (a product page asks this with size 1 on every render).
      const end = offset + query.size;
      const onlyTheNumber =
        filters.length === 1 && order.columns[0] === products.categoryId && !order.descending;
      const rows = onlyTheNumber
        ? await this.statements
            .get(`byCatalogNumber:${lang}`, () => prepareProductsByCatalogNumber(this.db, lang))
            .execute({ catalogNumber: query.catalogNumber.trim(), limit: end + 1 })
        : await this.productRows(lang, where, {
            orderBy: order.columns.map((column) => (order.descending ? desc(column) : asc(column))),
            limit: end + 1,
            offset: 0,
          });
      const total =
        rows.length <= end
          ? rows.length
          : ((await this.db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0);
      return { list: rows.slice(offset, end), total, page: query.page, size: query.size };
    }
    const [pageIds, total] = await Promise.all([
      offset < ANCHOR_SPACING
        ? this.pageIds(where, order, query.size, offset)
        : this.pageIdsFromAnchor(
            where,
            order,
            query.size,
            offset,
            `anchors:${JSON.stringify([lang, query.sort, query.treeId, query.isNew, query.isHot])}`,
          ),
      this.countFromTally({ categoryIds, isNew: query.isNew, isHot: query.isHot }),
    ]);
    const list = await this.productsInOrder(
      lang,
      pageIds.map((row) => row.id),
    );
    return { list, total, page: query.page, size: query.size };
  }

  /** The ids of a page, read from the index of the order (a deferred join: rows are read for these only). */
  private pageIds(where: SQL | undefined, order: ListingOrder, size: number, offset: number) {
    return this.db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order.columns.map((column) => (order.descending ? desc(column) : asc(column))))
      .limit(size)
      .offset(offset);
  }

  /**
   * A deep page without walking every row before it: the listing's order keys at every
   * ANCHOR_SPACING-th row are read once (kept like the tree, until the catalogue changes), and the page
   * starts from the anchor before it (a keyset condition the order's index answers), skipping fewer
   * than ANCHOR_SPACING rows. OFFSET 9,990 alone took 60 ms on PGlite against 1 ms for page 1.
   */
  private async pageIdsFromAnchor(
    where: SQL | undefined,
    order: ListingOrder,
    size: number,
    offset: number,
    key: string,
  ) {
    const anchors = await this.reused(key, async () => {
      const keys = sql.join(order.columns, sql`, `);
      const direction = order.descending ? sql`desc` : sql`asc`;
      const ordered = this.db
        .select({
          keys: sql<unknown[]>`json_build_array(${keys})`.as('keys'),
          position: sql<number>`row_number() over (order by ${sql.join(
            order.columns.map((column) => sql`${column} ${direction}`),
            sql`, `,
          )}) - 1`.as('position'),
        })
        .from(products)
        .where(where)
        .as('ordered');
      const rows = await this.db
        .select({ keys: ordered.keys })
        .from(ordered)
        .where(sql`${ordered.position} % ${ANCHOR_SPACING} = 0`)
        .orderBy(ordered.position);
      return rows.map((row) => row.keys);
    });
    const anchor = anchors[Math.floor(offset / ANCHOR_SPACING)];
    if (!anchor) return [];
    const from = sql`(${sql.join(order.columns, sql`, `)}) ${order.descending ? sql`<=` : sql`>=`} (${sql.join(
      anchor.map((value) => sql`${value}`),
      sql`, `,
    )})`;
    return this.pageIds(and(where, from), order, size, offset % ANCHOR_SPACING);
  }

  /**
   * How many products match, summed from the tally of products by category and flags (read once and
   * kept like the tree) instead of counting a subtree's rows on every listing request: counting the
   * 16,621 products of a large category took 14-23 ms at 50,000 products.
   */
  private async countFromTally(filter: {
    categoryIds: readonly number[] | undefined;
    isNew: boolean | undefined;
    isHot: boolean | undefined;
  }): Promise<number> {
    const tally = await this.tally();
    const inCategories = filter.categoryIds && new Set(filter.categoryIds);
    let total = 0;
    for (const row of tally) {
      if (inCategories && !inCategories.has(row.categoryId)) continue;
      if (filter.isNew !== undefined && row.isNew !== filter.isNew) continue;
      if (filter.isHot !== undefined && row.isHot !== filter.isHot) continue;
      total += row.n;
    }
    return total;
  }

  async popularProducts(ctx: RequestContext, size: number): Promise<Product[]> {
    return this.productRows(ctx.lang, isNotNull(products.popularRank), {
      orderBy: [asc(products.popularRank), asc(products.id)],
      limit: size,
      offset: 0,
    });
  }

  async productExists(catalogNumber: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.catalogNumber, catalogNumber))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * The product of exactly `catalogNumber`, from the product page's own read (see listProducts): the
   * page's SEO texts and related products, asked with the product in one request, cost no query of
   * their own. The exact catalog number is read alone only when another product's differs from it only
   * by case and came first. E0005 for an unknown catalog number.
   */
  private async pageProduct(ctx: RequestContext, catalogNumber: string): Promise<Product> {
    const page = await this.listProducts(ctx, { catalogNumber, page: 1, size: 1, sort: 'default' });
    const product =
      page.list.find((candidate) => candidate.catalogNumber === catalogNumber) ??
      (
        await this.productRows(ctx.lang, eq(products.catalogNumber, catalogNumber), {
          orderBy: [],
          limit: 1,
          offset: 0,
        })
      )[0];
    if (!product) throw new DomainError('E0005');
    return product;
  }

  /** The search-engine texts of a product's page; E0005 for an unknown catalog number. */
  async productSeo(ctx: RequestContext, catalogNumber: string): Promise<ProductSeo> {
    const product = await this.pageProduct(ctx, catalogNumber);
    // The page title of the product only: the web app appends the site's name in the page's language.
    const title = `${product.name} ${product.catalogNumber}`;
    const keywords = [
      product.catalogNumber,
      product.name,
      product.target,
      product.species,
      product.tag,
      product.conjugate,
      product.expressionSystem,
      product.categoryName,
    ];
    return {
      catalogNumber: product.catalogNumber,
      title,
      description: shorten(product.description, SEO_DESCRIPTION_LENGTH),
      keywords: [...new Set(keywords.map((k) => k.trim()).filter(Boolean))].join(','),
    };
  }

  /**
   * Related products of a product (its product page's related tab): other products with the same
   * target first, then the rest of its category, then of its parent category's subtree, each group
   * in catalogue order. E0005 when the catalog number is unknown.
   */
  async relatedProducts(ctx: RequestContext, catalogNumber: string, size: number): Promise<Product[]> {
    const product = await this.pageProduct(ctx, catalogNumber);
    const tree = await this.categoryTree(ctx, false);
    const category = findNode(tree, product.categoryId);
    const parent = category && category.pid !== 0 ? findNode(tree, category.pid) : undefined;
    // The family's other categories, named: `IN (family) AND category_id <> own` walked the index through
    // every product of the own category first (3,590 rows at 50k products: 15 ms instead of 0.1 ms).
    const familyIds = parent ? subtreeIds(parent).filter((id) => id !== product.categoryId) : [];
    const target = product.target.trim();
    const statement = this.statements.get(`related:${ctx.lang}:${target !== ''}:${size}`, () =>
      prepareRelatedProducts(this.db, ctx.lang, target !== '', size),
    );
    return statement.execute({
      id: product.id,
      categoryId: product.categoryId,
      target,
      // An array literal: node-postgres and PGlite's driver read it the same way.
      familyIds: `{${familyIds.join(',')}}`,
    });
  }

  /** The products of `ids` (with their sizes), in the order of `ids`. */
  async productsInOrder(lang: Lang, ids: readonly number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.statements
      .get(`byId:${lang}`, () => prepareProductsById(this.db, lang))
      .execute({
        ids: [...ids],
      });
    const position = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  }

  /** Product rows with their sizes (one extra query for all sizes of the page). */
  private async productRows(
    lang: Lang,
    where: SQL | undefined,
    options: { orderBy: SQL[] | ReturnType<typeof asc>[]; limit: number; offset: number },
  ): Promise<Product[]> {
    return this.db
      .select(productSelection(lang))
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...options.orderBy)
      .limit(options.limit)
      .offset(options.offset);
  }
}

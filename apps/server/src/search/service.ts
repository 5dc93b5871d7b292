import type { operations } from '@storefront/api-client';
import { type Fen, priceText } from '@storefront/site';
import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { inquiryLabel } from '../cart/service.js';
import { findNode, subtreeIds } from '../catalogue/category-tree.js';
import type { CatalogueService } from '../catalogue/service.js';
import { richTextWords } from '../content/rich-text.js';
import type {
  FacetValue,
  HotKeyword,
  Page,
  Product,
  ProductSearchHit,
  SearchCount,
  SearchFacets,
  SearchResult,
  SearchSuggestion,
  TextRange,
} from '../contract/types.js';
import type { Db } from '../db/client.js';
import {
  articles,
  companySections,
  contentSearch,
  dict,
  hotKeywords,
  investorDocuments,
  jobs,
  meetings,
  productDescribed,
  productSearch,
  products,
  references,
  searchQueries,
  searchTerms,
  services,
} from '../db/schema.js';
import type { Lang, RequestContext } from '../domain/context.js';
import {
  hasCriteria,
  type Interpretation,
  interpret,
  queryWords,
  tsqueryLiteral,
  typoCandidate,
  type Vocabulary,
} from './analyzer.js';
import {
  highlightRanges,
  type PrefixMatch,
  prefixMatch,
  prefixRange,
  snippet,
  withRange,
} from './highlight.js';
import { loadVocabulary, productLink, segmenterFor } from './indexer.js';
import { KeptReads } from './kept-reads.js';
import { compactKey, displayQuery, hasSeveralWords, isCatalogLike } from './normalize.js';
import type { QueryLog } from './query-log.js';
import { type Ranking, rankMatches } from './rank-matches.js';
import type { Segmenter } from './segmenter.js';
import { SuggestionTerms } from './suggestion-terms.js';
import { correction } from './typo.js';

type ProductSearchQuery = NonNullable<operations['searchProducts']['parameters']['query']>;
/** The product tab's query with its defaults applied. */
export type ProductSearch = ProductSearchQuery & Required<Pick<ProductSearchQuery, 'page' | 'size' | 'sort'>>;
/** The filters of the product tab (the facets' values). */
export type ProductFilters = Pick<
  ProductSearchQuery,
  'keywords' | 'treeId' | 'tag' | 'species' | 'target' | 'conjugate'
>;

/** How long the hot keywords are reused: every page's header shows them; the log grows slowly. */
export const HOT_KEYWORDS_TTL_MS = 60_000;
/** The period `/search/rank` ranks. */
const HOT_KEYWORDS_DAYS = 30;

/** What the content tab finds (`content_search.kind`). */
type ContentKind = (typeof contentSearch.kind.enumValues)[number];
/** The two tabs that read `content_search`: the services, and everything else. */
type Tab = 'service' | 'content';

/** The content tab's section names of citations (articles use the `article_category` dictionary). */
const citationSection: Record<Lang, string> = { zh: '文献引用', en: 'Citations' };
/** The content tab's section name of meetings (issue 13), as the news page's tab names them. */
const meetingSection: Record<Lang, string> = { zh: '会议', en: 'Meetings' };
/** The content section of a company page's hit (issue 13): the page it is on. */
const companySection: Record<'about' | 'investors', Record<Lang, string>> = {
  about: { zh: '关于我们', en: 'About Us' },
  investors: { zh: '投资者关系', en: 'Investor Relations' },
};
/** The content tab's section name of jobs (issue 13). */
const jobSection: Record<Lang, string> = { zh: '加入我们', en: 'Careers' };
/** The section of a service's hit (issue 14). */
const serviceSection: Record<Lang, string> = { zh: '技术服务', en: 'Services' };

/** The ranking tiers of a product hit, best first, and the kind of match each stands for. */
const MATCHED_BY: ProductSearchHit['matchedBy'][] = [
  'catalogNumber', // the catalog number itself
  'catalogNumber', // its start, covering at least the product code (`IL6-H`)
  'target',
  'name',
  'text',
  'catalogNumber', // the start of a product code only (`CD4` of `CD40-…`): after every other match
];

interface Lexicon {
  vocabulary: Vocabulary;
  segmenter: Segmenter;
  /** The index's English words (`search_terms` of kind `word`), which a typo is corrected to. */
  indexedWords: ReadonlySet<string>;
}

/** A query's product match: the condition, and the ranking tier of a matching row. */
interface ProductMatch {
  /** The matching products as `matches (id, tier)`, to select from and join `products` to. */
  from: SQL;
  /** What each index lookup found as `found (id, tier)`: a product found by several is there as often. */
  found: SQL;
}

/**
 * Matches kept at most, over every kept ranking (a number and a tier each, about 8 bytes in V8's
 * small integer arrays: some 4 MB). The broadest query of the benchmark catalogue finds 7,637 products.
 */
export const KEPT_MATCHES = 500_000;
/**
 * Hits of kept product tab pages at most (a product with its description, snippet and highlights, about
 * 2 KB: some 8 MB). The search page's first page is the one most asked for, and it is logged, so the
 * catalogue cache, which keeps whole answers, does not keep it; the search service keeps the page.
 */
export const KEPT_HITS = 4_000;
/** Analyses of query texts kept at most (a query's words, phrases and highlight keys, about 1 KB). */
export const KEPT_ANALYSES = 2_000;

/**
 * The products of the words before the last that a suggestion narrows by the last word being typed: the
 * first page of the search's ranking, as the search page shows it. Fifty cost 4-9 ms more to read the
 * first time (rows, highlights and snippets) on a 2-core machine, and in the queries replayed at 50,000
 * products (docs/benchmarks.md, 2026-12-03 16:53) the tags and conjugates typed next (His, Fc, biotin)
 * were among the first twenty.
 */
export const NARROWED_FROM = 20;

/** A product hit as a suggestion of its name. */
function productSuggestion(hit: ProductSearchHit, highlights: TextRange[]): SearchSuggestion {
  return {
    kind: 'product',
    text: hit.product.name,
    link: productLink(hit.product.catalogNumber),
    highlights,
  };
}

/** A match's columns. */
const matchId = sql<number>`matches.id`.mapWith(Number);
const matchTier = sql<number>`matches.tier`.mapWith(Number);

export class SearchService {
  private vocabulary: Promise<Vocabulary> | undefined;
  private lexicon: Promise<Lexicon> | undefined;
  private suggestionTerms: Promise<SuggestionTerms> | undefined;
  private hot = new Map<string, { readAt: number; value: Promise<HotKeyword[]> }>();
  private readonly analyses = new KeptReads<Interpretation>({ maxSize: KEPT_ANALYSES, sizeOf: () => 1 });
  /** Pages of the product tab as answered (hits with their highlights), kept like the rankings. */
  private readonly pages = new KeptReads<Page<ProductSearchHit>>({
    maxSize: KEPT_HITS,
    sizeOf: (page) => page.list.length,
  });
  private readonly rankings = new KeptReads<Ranking>({
    maxSize: KEPT_MATCHES,
    sizeOf: (ranking) => ranking.ids.length,
  });

  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly queryLog: QueryLog,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The catalogue changed: its vocabulary (target names, species, tags) and the suggestible terms are
   * read again, and the kept analyses, rankings and pages, which they and the index decided, dropped.
   */
  forgetReads(): void {
    this.vocabulary = undefined;
    this.lexicon = undefined;
    this.suggestionTerms = undefined;
    this.analyses.forget();
    this.rankings.forget();
    this.pages.forget();
  }

  private loadSuggestionTerms(): Promise<SuggestionTerms> {
    if (!this.suggestionTerms) {
      const loading = SuggestionTerms.load(this.db);
      this.suggestionTerms = loading;
      loading.catch(() => {
        if (this.suggestionTerms === loading) this.suggestionTerms = undefined;
      });
    }
    return this.suggestionTerms;
  }

  private loadVocabulary(): Promise<Vocabulary> {
    if (!this.vocabulary) {
      const loading = loadVocabulary(this.db);
      this.vocabulary = loading;
      loading.catch(() => {
        if (this.vocabulary === loading) this.vocabulary = undefined;
      });
    }
    return this.vocabulary;
  }

  /**
   * The vocabulary with the segmenter that knows its words. Only reading a query needs the segmenter
   * (jieba's dictionary, some 40 MB): pages that show the hot keywords need the vocabulary alone, so
   * a process that is never asked a search never loads it.
   */
  private loadLexicon(): Promise<Lexicon> {
    if (!this.lexicon) {
      const loading = Promise.all([this.loadVocabulary(), this.readIndexedWords()]).then(
        ([vocabulary, indexedWords]) => ({ vocabulary, segmenter: segmenterFor(vocabulary), indexedWords }),
      );
      this.lexicon = loading;
      loading.catch(() => {
        if (this.lexicon === loading) this.lexicon = undefined;
      });
    }
    return this.lexicon;
  }

  /**
   * What a query asks for: its words, typos corrected to indexed words, read into phrases and terms.
   * Kept until the catalogue changes (a typo's correction is a query of its own). Do not mutate it.
   */
  analyze(text: string): Promise<Interpretation> {
    return this.analyses.read(text, async () => {
      const lexicon = await this.loadLexicon();
      return interpret(this.corrected(queryWords(text, lexicon.segmenter), lexicon), lexicon.vocabulary);
    });
  }

  /**
   * The words with typos corrected: an English word of five letters or more that no product has is
   * replaced by the indexed word one edit away, the most similar by pg_trgm's measure, `interlukin` →
   * `interleukin`. The index's words are a few thousand (926 at 50,000 products), kept with the
   * vocabulary: looking them up here spares each such query a round trip to the trigram index.
   */
  private corrected(words: string[], { vocabulary, indexedWords }: Lexicon): string[] {
    return words.map((word) =>
      typoCandidate(word) && !vocabulary.meaningsOf(word) && !indexedWords.has(word)
        ? (correction(word, indexedWords) ?? word)
        : word,
    );
  }

  private async readIndexedWords(): Promise<Set<string>> {
    const rows = await this.db
      .select({ key: searchTerms.key })
      .from(searchTerms)
      .where(eq(searchTerms.kind, 'word'));
    return new Set(rows.map((row) => row.key));
  }

  /**
   * The products a query finds with their ranking tier (see MATCHED_BY); null when it asks for nothing.
   * Each way of matching is a lookup in its own index, and their union is ranked by the best tier of
   * each product: the catalog number (product_search_catalog_key_idx, which holds the rank's columns
   * too), the target with the tag, species and conjugate the query names (product_search_target_key_idx,
   * covering too), the terms (the lexemes' GIN index). An OR across the tables, or a rank computed from
   * the wide product rows, read hundreds of pages per query.
   */
  private productMatch(q: Interpretation): ProductMatch | null {
    const branches: SQL[] = [];
    if (isCatalogLike(q.compact)) {
      branches.push(sql`select ${productSearch.productId} as id, case
          when ${productSearch.catalogKey} = ${q.compact} then 0
          when starts_with(${q.compact}, ${productSearch.catalogCode}) then 1
          else 5 end as tier
        from ${productSearch} where ${productSearch.catalogKey} like ${`${q.compact}%`}`);
    }
    if (hasCriteria(q)) {
      const criteria: SQL[] = [];
      if (q.targets.length > 0) {
        criteria.push(
          inArray(
            productSearch.targetKey,
            q.targets.map((t) => t.toLowerCase()),
          ),
        );
      }
      // Species, tag and conjugate narrow the matches in the index too: no product row is read.
      const attributes: SQL[] = [];
      if (q.species.length > 0) attributes.push(inArray(productSearch.speciesEn, q.species));
      if (q.tags.length > 0) attributes.push(inArray(productSearch.tagEn, q.tags));
      if (q.conjugates.length > 0) attributes.push(inArray(productSearch.conjugateEn, q.conjugates));
      const terms = q.terms.map((t) => [t]);
      if (terms.length > 0) criteria.push(sql`${productSearch.lexemes} @@ ${tsqueryLiteral(terms)}::tsquery`);
      const tier =
        q.targets.length > 0
          ? sql`2`
          : terms.length > 0
            ? sql`case when ${productSearch.lexemes} @@ ${tsqueryLiteral(terms, 'AB')}::tsquery then 3 else 4 end`
            : sql`4`;
      branches.push(
        sql`select ${productSearch.productId} as id, ${tier} as tier from ${productSearch} where ${and(...criteria, ...attributes)}`,
      );
      if (terms.length > 0) branches.push(this.describedBranch(q, terms, attributes));
    }
    if (branches.length === 0) return null;
    const union = branches.length === 1 ? branches[0] : sql.join(branches, sql` union all `);
    return {
      from: sql`(select id, min(tier) as tier from (${union}) as branch group by id) as matches`,
      found: sql`(${union}) as found`,
    };
  }

  /**
   * The products found only with their descriptions' words, in the last tier: at least one term is
   * among those words and every term is in the lexemes or the description. Products whose lexemes hold
   * every term are the other branch's. One term: one lookup in product_described's `words` index (no
   * row is read, only the index). Several: one lookup of all of them in its `every_word` index (the
   * lexemes and the description's words together); comparing the two vectors across a join read every
   * product's lexemes (`Fc receptor`: 80 of its 110 ms).
   */
  private describedBranch(q: Interpretation, terms: string[][], attributes: SQL[]): SQL {
    const anyTerm = sql`${productDescribed.words} @@ ${tsqueryLiteral([terms.flat()])}::tsquery`;
    const lookup =
      terms.length > 1
        ? and(sql`${productDescribed.everyWord} @@ ${tsqueryLiteral(terms)}::tsquery`, anyTerm)
        : anyTerm;
    const target =
      q.targets.length > 0
        ? inArray(
            productSearch.targetKey,
            q.targets.map((t) => t.toLowerCase()),
          )
        : undefined;
    // Joined only when a condition reads the product's index row: the matches of a common word are thousands.
    if (!target && attributes.length === 0)
      return sql`select ${productDescribed.productId} as id, 4 as tier from ${productDescribed} where ${lookup}`;
    return sql`select ${productSearch.productId} as id, 4 as tier
      from ${productDescribed} inner join ${productSearch} on ${productSearch.productId} = ${productDescribed.productId}
      where ${and(lookup, target, ...attributes)}`;
  }

  /** The chosen facet values as conditions, all but `except`. */
  private async filterConditions(
    ctx: RequestContext,
    filters: ProductFilters,
    except?: keyof SearchFacets,
  ): Promise<SQL[] | null> {
    const conditions: SQL[] = [];
    if (filters.treeId !== undefined && except !== 'categories') {
      const node = findNode(await this.catalogue.categoryTree(ctx, false), filters.treeId);
      if (!node) return null;
      conditions.push(inArray(products.categoryId, subtreeIds(node)));
    }
    if (filters.tag !== undefined && except !== 'tags') conditions.push(eq(products.tagEn, filters.tag));
    if (filters.species !== undefined && except !== 'species')
      conditions.push(eq(products.speciesEn, filters.species));
    if (filters.target !== undefined && except !== 'targets')
      conditions.push(eq(products.target, filters.target));
    if (filters.conjugate !== undefined && except !== 'conjugates') {
      conditions.push(eq(products.conjugateEn, filters.conjugate));
    }
    return conditions;
  }

  /**
   * The product tab: a page of hits with their highlights, and the total. With `log`, the query is
   * logged (page 1 of the search page).
   */
  async searchProducts(
    ctx: RequestContext,
    query: ProductSearch,
    options: { log: boolean } = { log: false },
  ): Promise<Page<ProductSearchHit>> {
    const q = await this.analyze(query.keywords);
    const { keywords, treeId, tag, species, target, conjugate, sort, page, size } = query;
    const key = JSON.stringify([
      ctx.lang,
      keywords,
      treeId,
      tag,
      species,
      target,
      conjugate,
      sort,
      page,
      size,
    ]);
    const found = await this.pages.read(key, () => this.productPage(ctx, q, query));
    if (options.log) this.logQuery(ctx, query.keywords, q, found.total);
    return found;
  }

  private async productPage(
    ctx: RequestContext,
    q: Interpretation,
    query: ProductSearch,
  ): Promise<Page<ProductSearchHit>> {
    const ranking = await this.ranking(ctx, q, query);
    const offset = (query.page - 1) * query.size;
    const ids = ranking.ids.slice(offset, offset + query.size);
    const list = await this.catalogue.productsInOrder(ctx.lang, ids);
    const tierOf = new Map(ids.map((id, i) => [id, ranking.tiers[offset + i] ?? 4]));
    return {
      list: list.map((product) => this.hit(product, q, tierOf.get(product.id) ?? 4)),
      total: ranking.ids.length,
      page: query.page,
      size: query.size,
    };
  }

  /**
   * Every product the query finds with the filters, in the order asked for, kept until the catalogue
   * changes: a common word finds thousands of products, and counting and ranking them reads as many
   * index rows (`Fc receptor`: 7,637 products, some 14,000 pages), while a page of them is one lookup
   * of 20 products by id. The key is what decides the matches, so `IL-6` and `il6` share one ranking.
   */
  private async ranking(
    ctx: RequestContext,
    q: Interpretation,
    query: ProductFilters & Pick<ProductSearch, 'sort'>,
  ): Promise<Ranking> {
    const { compact, targets, species, tags, conjugates, terms } = q;
    const { treeId, tag, species: speciesFilter, target, conjugate, sort } = query;
    const key = JSON.stringify([
      [compact, targets, species, tags, conjugates, terms],
      [treeId, tag, speciesFilter, target, conjugate],
      sort,
      // Names are sorted in the request's language; the other orders are the same in both.
      sort === 'name' ? ctx.lang : '',
    ]);
    return this.rankings.read(key, () => this.readRanking(ctx, q, query));
  }

  private async readRanking(
    ctx: RequestContext,
    q: Interpretation,
    query: ProductFilters & Pick<ProductSearch, 'sort'>,
  ): Promise<Ranking> {
    const none: Ranking = { ids: [], tiers: [] };
    const match = this.productMatch(q);
    const filters = match && (await this.filterConditions(ctx, query));
    if (!match || !filters) return none;
    if (filters.length === 0 && query.sort === 'relevance') {
      // No product row is read (a join probes the products' key once per match, thousands of times): what
      // the index lookups found, ranked here. One row of two arrays: thousands of matches cost one row to
      // send and parse, not thousands.
      const [found] = await this.db
        .select({
          ids: sql<number[]>`coalesce(array_agg(found.id), '{}')`,
          tiers: sql<number[]>`coalesce(array_agg(found.tier), '{}')`,
        })
        .from(match.found);
      return found ? rankMatches(found.ids.map(Number), found.tiers.map(Number)) : none;
    }
    const name = ctx.lang === 'en' ? products.nameEn : products.nameZh;
    const order = sql.join(
      query.sort === 'newest'
        ? [desc(products.createdAt), desc(products.id)]
        : query.sort === 'name'
          ? [asc(name), asc(products.id)]
          : [asc(matchTier), asc(matchId)],
      sql`, `,
    );
    // Filters or an order that read the products: the matches joined with them, ordered by the database.
    const [row] = await this.db
      .select({
        ids: sql<number[]>`coalesce(array_agg(${matchId} order by ${order}), '{}')`,
        tiers: sql<number[]>`coalesce(array_agg(${matchTier} order by ${order}), '{}')`,
      })
      .from(match.from)
      .innerJoin(products, sql`${products.id} = matches.id`)
      .where(and(...filters));
    return row ? { ids: row.ids.map(Number), tiers: row.tiers.map(Number) } : none;
  }

  private hit(product: Product, q: Interpretation, tier: number): ProductSearchHit {
    const matchedBy = MATCHED_BY[tier] ?? 'text';
    const described = snippet(product.description, q.highlightKeys);
    return {
      product,
      matchedBy,
      nameHighlights: highlightRanges(product.name, q.highlightKeys),
      catalogNumberHighlights:
        matchedBy === 'catalogNumber'
          ? prefixRange(product.catalogNumber, q.compact)
          : highlightRanges(product.catalogNumber, q.highlightKeys),
      targetHighlights: highlightRanges(product.target, q.highlightKeys),
      snippet: described.snippet,
      snippetHighlights: described.highlights,
    };
  }

  /** How many products the query finds with the filters: the product tab's `total`. */
  async productCount(ctx: RequestContext, filters: ProductFilters): Promise<number> {
    const ranking = await this.ranking(ctx, await this.analyze(filters.keywords), {
      ...filters,
      sort: 'relevance',
    });
    return ranking.ids.length;
  }

  /** Each facet's values among the products found, counted with every other chosen filter. */
  async facets(ctx: RequestContext, filters: ProductFilters): Promise<SearchFacets> {
    const none: SearchFacets = { categories: [], tags: [], species: [], targets: [], conjugates: [] };
    const match = this.productMatch(await this.analyze(filters.keywords));
    if (!match) return none;
    const en = ctx.lang === 'en';
    const columns = {
      tags: { value: products.tagEn, label: en ? products.tagEn : products.tagZh },
      species: { value: products.speciesEn, label: en ? products.speciesEn : products.speciesZh },
      targets: { value: products.target, label: products.target },
      conjugates: { value: products.conjugateEn, label: en ? products.conjugateEn : products.conjugateZh },
    };
    const counted = async (facet: keyof SearchFacets, value: SQLWrapper, label: SQLWrapper) => {
      const conditions = await this.filterConditions(ctx, filters, facet);
      if (!conditions) return [];
      return this.db
        .select({ value: sql<string>`${value}`, label: sql<string>`min(${label})`, count: count() })
        .from(match.from)
        .innerJoin(products, sql`${products.id} = matches.id`)
        .where(and(...conditions))
        .groupBy(sql`${value}`);
    };
    const sorted = (values: FacetValue[]) =>
      values.sort(
        (a, b) => b.count - a.count || a.label.localeCompare(b.label, ctx.lang === 'en' ? 'en' : 'zh-CN'),
      );
    const [tags, species, targets, conjugates, byCategory] = await Promise.all([
      counted('tags', columns.tags.value, columns.tags.label),
      counted('species', columns.species.value, columns.species.label),
      counted('targets', columns.targets.value, columns.targets.label),
      counted('conjugates', columns.conjugates.value, columns.conjugates.label),
      counted('categories', sql`${products.categoryId}::text`, sql`''`),
    ]);
    return {
      categories: await this.categoryFacet(ctx, byCategory),
      tags: sorted(tags),
      species: sorted(species),
      targets: sorted(targets),
      conjugates: sorted(conjugates),
    };
  }

  /**
   * The category facet: every category holding found products in its subtree, with the count of its
   * subtree (what choosing it, which includes descendants, leaves), in the tree's order.
   */
  private async categoryFacet(
    ctx: RequestContext,
    byCategory: { value: string; count: number }[],
  ): Promise<FacetValue[]> {
    const direct = new Map(byCategory.map((row) => [Number(row.value), row.count]));
    const values: FacetValue[] = [];
    const walk = (nodes: Awaited<ReturnType<CatalogueService['categoryTree']>>): number => {
      let sum = 0;
      for (const node of nodes) {
        const at = values.length;
        const n = (direct.get(node.id) ?? 0) + walk(node.children);
        if (n > 0) values.splice(at, 0, { value: String(node.id), label: node.name, count: n });
        sum += n;
      }
      return sum;
    };
    walk(await this.catalogue.categoryTree(ctx, false));
    return values;
  }

  /** Counts per tab: products with the filters, services, content. */
  async counts(ctx: RequestContext, filters: ProductFilters): Promise<SearchCount> {
    const q = await this.analyze(filters.keywords);
    const [product, service, content] = await Promise.all([
      this.productCount(ctx, filters),
      this.contentCount(q, 'service'),
      this.contentCount(q, 'content'),
    ]);
    return { product, service, content };
  }

  /**
   * The content a query finds, as `matches (kind, ref_id, in_title)`: every phrase (by any of its names)
   * and term in the lexemes, or some in an article's body words and the rest in either; or the catalog
   * number. A union of GIN lookups: an OR across the two vectors is planned as a scan that reads every
   * body, and ranking by a title match reads only the lexemes. The services share the index (kind
   * `service`) but are the service tab's: `tab` picks them or everything else.
   */
  private contentMatches(q: Interpretation, tab: Tab): SQL | null {
    const groups = [...q.phrases.map((p) => [...p.keys]), ...q.terms.map((t) => [t])];
    const inTitle =
      groups.length > 0
        ? sql`${contentSearch.lexemes} @@ ${tsqueryLiteral(groups, 'A')}::tsquery`
        : sql`false`;
    const ofTab =
      tab === 'service' ? sql`${contentSearch.kind} = 'service'` : sql`${contentSearch.kind} <> 'service'`;
    const branch = (where: SQL | undefined) =>
      sql`select ${contentSearch.kind} as kind, ${contentSearch.refId} as ref_id, ${inTitle} as in_title
        from ${contentSearch} where ${and(where, ofTab)}`;
    const branches: SQL[] = [];
    if (groups.length > 0) {
      branches.push(branch(sql`${contentSearch.lexemes} @@ ${tsqueryLiteral(groups)}::tsquery`));
      const eachGroup = (groups.length > 1 ? groups : []).map((group) => {
        const found = tsqueryLiteral([group]);
        return sql`(${contentSearch.lexemes} @@ ${found}::tsquery or ${contentSearch.body} @@ ${found}::tsquery)`;
      });
      branches.push(
        branch(and(sql`${contentSearch.body} @@ ${tsqueryLiteral([groups.flat()])}::tsquery`, ...eachGroup)),
      );
    }
    if (isCatalogLike(q.compact))
      branches.push(branch(sql`${contentSearch.lexemes} @@ ${tsqueryLiteral([[q.compact]])}::tsquery`));
    if (branches.length === 0) return null;
    return sql`(${sql.join(branches, sql` union `)}) as matches`;
  }

  private async contentCount(q: Interpretation, tab: Tab): Promise<number> {
    const matches = this.contentMatches(q, tab);
    if (!matches) return 0;
    const [row] = await this.db.select({ n: count() }).from(matches);
    return row?.n ?? 0;
  }

  /** The content tab: articles, citations and meetings, those matching in their title first, newest first. */
  async searchContent(
    ctx: RequestContext,
    keywords: string,
    page: number,
    size: number,
  ): Promise<Page<SearchResult>> {
    return this.contentPage(ctx, await this.analyze(keywords), (page - 1) * size, size, page, 'content');
  }

  /** The service tab: the services, those matching in their title first. */
  async searchServices(
    ctx: RequestContext,
    keywords: string,
    page: number,
    size: number,
  ): Promise<Page<SearchResult>> {
    return this.contentPage(ctx, await this.analyze(keywords), (page - 1) * size, size, page, 'service');
  }

  private async contentPage(
    ctx: RequestContext,
    q: Interpretation,
    offset: number,
    size: number,
    page: number,
    tab: Tab,
  ): Promise<Page<SearchResult>> {
    const matches = this.contentMatches(q, tab);
    if (!matches) return { list: [], total: 0, page, size };
    const rows = await this.db
      .select({
        kind: sql<ContentKind>`matches.kind`,
        refId: sql<number>`matches.ref_id`.mapWith(Number),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(matches)
      .orderBy(sql`matches.in_title desc`, sql`matches.kind asc`, sql`matches.ref_id desc`)
      .limit(size)
      .offset(offset);
    const total = rows[0]?.total ?? (offset === 0 ? 0 : await this.contentCount(q, tab));
    const list = await this.contentResults(ctx, q, rows);
    return { list, total, page, size };
  }

  private async contentResults(
    ctx: RequestContext,
    q: Interpretation,
    rows: { kind: ContentKind; refId: number }[],
  ): Promise<SearchResult[]> {
    const en = ctx.lang === 'en';
    const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.refId);
    const articleIds = ids('article');
    const citationIds = ids('citation');
    const meetingIds = ids('meeting');
    const jobIds = ids('job');
    const serviceIds = ids('service');
    const [articleRows, citationRows, meetingRows, jobRows, serviceRows, sections] = await Promise.all([
      articleIds.length > 0 ? this.db.select().from(articles).where(inArray(articles.id, articleIds)) : [],
      citationIds.length > 0
        ? this.db.select().from(references).where(inArray(references.id, citationIds))
        : [],
      meetingIds.length > 0 ? this.db.select().from(meetings).where(inArray(meetings.id, meetingIds)) : [],
      jobIds.length > 0 ? this.db.select().from(jobs).where(inArray(jobs.id, jobIds)) : [],
      serviceIds.length > 0 ? this.db.select().from(services).where(inArray(services.id, serviceIds)) : [],
      articleIds.length > 0
        ? this.db
            .select({ code: dict.code, label: en ? dict.labelEn : dict.labelZh })
            .from(dict)
            .where(eq(dict.type, 'article_category'))
        : [],
    ]);
    const sectionOf = new Map(sections.map((s) => [s.code, s.label]));
    const results = new Map<string, SearchResult>();
    const add = (kind: ContentKind, hit: ContentHitFields) =>
      results.set(`${kind}:${hit.id}`, contentHit(q, hit));
    for (const a of articleRows) {
      add('article', {
        id: a.id,
        title: en ? a.titleEn : a.titleZh,
        section: sectionOf.get(a.category) ?? a.category,
        day: a.publishDate,
        link: `/article?id=${a.id}`,
        text: en ? a.summaryEn : a.summaryZh,
      });
    }
    for (const r of citationRows) {
      add('citation', {
        id: r.id,
        title: r.title,
        section: citationSection[ctx.lang],
        day: `${r.year}-01-01`,
        link: `/literature?keyword=${encodeURIComponent(r.catalogNumber)}`,
        text: `${r.authors} ${r.journal}, ${r.year}.`,
      });
    }
    for (const m of meetingRows) {
      add('meeting', {
        id: m.id,
        title: en ? m.titleEn : m.titleZh,
        section: meetingSection[ctx.lang],
        day: m.startDate,
        link: `/meeting-detail?id=${m.id}`,
        text: en ? m.summaryEn : m.summaryZh,
      });
    }
    for (const job of jobRows) {
      add('job', {
        id: job.id,
        title: en ? job.titleEn : job.titleZh,
        section: jobSection[ctx.lang],
        day: job.publishDate,
        link: `/recruitment/job?id=${job.id}`,
        text: en ? job.contentEn : job.contentZh,
      });
    }
    for (const service of serviceRows) {
      add('service', {
        id: service.id,
        type: 'service',
        title: en ? service.titleEn : service.titleZh,
        section: serviceSection[ctx.lang],
        day: service.updatedOn,
        link: `/service?menuId=${service.id}`,
        text: en ? service.summaryEn : service.summaryZh,
      });
    }
    for (const result of await this.companyResults(
      ctx,
      q,
      ids('company_section'),
      ids('investor_document'),
    )) {
      results.set(result.key, result.hit);
    }
    return rows.flatMap((row) => results.get(`${row.kind}:${row.refId}`) ?? []);
  }

  /** Hits of the about-us and investors sections and of the investor documents (issue 13). */
  private async companyResults(
    ctx: RequestContext,
    q: Interpretation,
    sectionIds: number[],
    documentIds: number[],
  ): Promise<{ key: string; hit: SearchResult }[]> {
    const en = ctx.lang === 'en';
    const [sections, documents] = await Promise.all([
      sectionIds.length > 0
        ? this.db.select().from(companySections).where(inArray(companySections.id, sectionIds))
        : [],
      documentIds.length > 0
        ? this.db
            .select({
              id: investorDocuments.id,
              title: en ? investorDocuments.titleEn : investorDocuments.titleZh,
              publishDate: investorDocuments.publishDate,
            })
            .from(investorDocuments)
            .where(inArray(investorDocuments.id, documentIds))
        : [],
    ]);
    const hit = (id: number, title: string, page: 'about' | 'investors', day: string, text: string) =>
      contentHit(q, {
        id,
        title,
        section: companySection[page][ctx.lang],
        day,
        link: page === 'about' ? `/about-us?childId=${id}` : '/investors',
        text,
      });
    return [
      ...sections.map((section) => ({
        key: `company_section:${section.id}`,
        hit: hit(
          section.id,
          en ? section.titleEn : section.titleZh,
          section.page,
          section.updatedOn,
          richTextWords(en ? section.bodyEn : section.bodyZh),
        ),
      })),
      ...documents.map((document) => ({
        key: `investor_document:${document.id}`,
        hit: hit(document.id, document.title, 'investors', document.publishDate, ''),
      })),
    ];
  }

  /**
   * Every kind of hit in one list: products (ranked as in their tab), then services, then content. A
   * page may span the end of one kind and the start of the next.
   */
  async searchAll(
    ctx: RequestContext,
    keywords: string,
    page: number,
    size: number,
    options: { log: boolean } = { log: false },
  ): Promise<Page<SearchResult>> {
    const offset = (page - 1) * size;
    const q = await this.analyze(keywords);
    const productPage = await this.productPage(ctx, q, { keywords, page, size, sort: 'relevance' });
    const productTotal = productPage.total;
    const productResults = await this.productResults(ctx, productPage.list);
    const serviceOffset = Math.max(0, offset - productTotal);
    const serviceSize = size - productResults.length;
    const service =
      serviceSize > 0
        ? await this.contentPage(ctx, q, serviceOffset, serviceSize, page, 'service')
        : { list: [], total: await this.contentCount(q, 'service') };
    const contentOffset = Math.max(0, offset - productTotal - service.total);
    const contentSize = serviceSize - service.list.length;
    const content =
      contentSize > 0
        ? await this.contentPage(ctx, q, contentOffset, contentSize, page, 'content')
        : { list: [], total: await this.contentCount(q, 'content') };
    const total = productTotal + service.total + content.total;
    if (options.log) this.logQuery(ctx, keywords, q, total);
    return { list: [...productResults, ...service.list, ...content.list], total, page, size };
  }

  private async productResults(ctx: RequestContext, hits: ProductSearchHit[]): Promise<SearchResult[]> {
    if (hits.length === 0) return [];
    const created = new Map(
      (
        await this.db
          .select({ id: products.id, createdAt: products.createdAt })
          .from(products)
          .where(
            inArray(
              products.id,
              hits.map((h) => h.product.id),
            ),
          )
      ).map((row) => [row.id, row.createdAt]),
    );
    return hits.map(({ product, nameHighlights, snippet: passage, snippetHighlights }) => ({
      id: product.id,
      type: 'product',
      title: product.name,
      treeName: product.categoryName,
      createTime: (created.get(product.id) ?? new Date(0)).toISOString(),
      price: priceText(lowestPrice(product), ctx.showPrices, inquiryLabel[ctx.lang]),
      catalogNumber: product.catalogNumber,
      link: productLink(product.catalogNumber),
      titleHighlights: nameHighlights,
      snippet: passage,
      snippetHighlights,
    }));
  }

  /**
   * Suggestions while typing: targets, catalog numbers and product names starting with the text; for
   * several words that nothing starts with, the products the search finds (productSuggestions).
   */
  async suggestions(ctx: RequestContext, keywords: string, size: number): Promise<SearchSuggestion[]> {
    const prefix = compactKey(keywords);
    if (prefix === '') return [];
    const byPrefix = await this.prefixSuggestions(ctx, prefix, size);
    if (byPrefix.length > 0 || !hasSeveralWords(keywords)) return byPrefix;
    return this.productSuggestions(ctx, keywords, size);
  }

  /** Targets, catalog numbers and product names whose key starts with the typed text's compact key. */
  private async prefixSuggestions(
    ctx: RequestContext,
    prefix: string,
    size: number,
  ): Promise<SearchSuggestion[]> {
    const en = ctx.lang === 'en';
    const terms = await this.loadSuggestionTerms();
    // Each kind in key order, cut: a short prefix matches thousands of terms, of which a few are shown.
    const rows = (['target', 'catalogNumber', 'product'] as const).flatMap((kind) =>
      terms
        .startingWith(kind, prefix, size * 2)
        .map(({ key, textZh, textEn, link }) => ({ kind, key, text: en ? textEn : textZh, link })),
    );
    const shown = await this.shownSuggestions(ctx, rows, prefix);
    const order = { target: 0, catalogNumber: 1, product: 2 };
    // The typed text exactly, then what it spells whole words of (`CD4` → `CD4-H5221`), then the
    // rest (`CD4` → `CD40`, `PD1` → VISTA's `PD-1H`).
    const tier = (row: (typeof shown)[number]) => (row.key === prefix ? 0 : row.match?.whole ? 1 : 2);
    shown.sort(
      (a, b) =>
        tier(a) - tier(b) ||
        order[a.kind] - order[b.kind] ||
        a.key.length - b.key.length ||
        a.key.localeCompare(b.key),
    );
    const seen = new Set<string>();
    const suggestions: SearchSuggestion[] = [];
    for (const row of shown) {
      if (seen.has(row.text) || seen.has(row.link)) continue;
      seen.add(row.text);
      seen.add(row.link);
      suggestions.push({
        kind: row.kind,
        text: row.text,
        link: row.link,
        highlights: row.match ? [row.match.range] : [],
      });
      if (suggestions.length === size) break;
    }
    return suggestions;
  }

  /**
   * The first products the search finds, as name suggestions with the words highlighted. A name is
   * suggested by its start, and no name starts with the words researchers put together (`PD-1 His`,
   * `human PD-L1 hFc`, `人 IL6 His`: the target, then its tag or species). Asked only when nothing
   * starts with such a text, so that a suggestion stays a lookup in memory otherwise; not logged.
   *
   * The last word is usually still being typed (`PD-1 Hi`, `mouse CD47 F`): the products found for the
   * words before it (kept, so searched once for all the keystrokes of the last word) are narrowed to
   * those whose name has a word starting with it. Searching the whole text at every keystroke cost a
   * new search each (12-34 ms on a 2-core machine, hundreds for a first free word) and, for a word
   * half typed, found nothing or the words before it alone. The whole text is searched when the narrowing
   * keeps nothing (`TNF al`, whose names write α), and the words before it when that finds nothing too,
   * so that the list does not empty and come back at every word.
   */
  private async productSuggestions(
    ctx: RequestContext,
    keywords: string,
    size: number,
  ): Promise<SearchSuggestion[]> {
    const search = async (text: string, pageSize: number) =>
      (await this.searchProducts(ctx, { keywords: text, page: 1, size: pageSize, sort: 'relevance' })).list;
    const typed = displayQuery(keywords);
    const lastSpace = typed.lastIndexOf(' ');
    let wordsBefore: ProductSearchHit[] = [];
    if (lastSpace > 0) {
      const partial = compactKey(typed.slice(lastSpace + 1));
      wordsBefore = await search(typed.slice(0, lastSpace), NARROWED_FROM);
      const narrowed = wordsBefore.flatMap((hit) => {
        const match = prefixMatch(hit.product.name, partial);
        return match ? [productSuggestion(hit, withRange(hit.nameHighlights, match.range))] : [];
      });
      if (narrowed.length > 0) return narrowed.slice(0, size);
    }
    const found = await search(typed, size);
    // The words before's page holds more than the most suggestions asked for (10).
    const shown = found.length > 0 ? found : wordsBefore.slice(0, size);
    return shown.map((hit) => productSuggestion(hit, hit.nameHighlights));
  }

  /**
   * The suggestions' texts with where the typed text is in them. A target found by a name its text
   * does not show (VISTA by its alias `PD-1H`) is shown with that name, `VISTA (PD-1H)`, so that the
   * reader sees why it is there.
   */
  private async shownSuggestions<Row extends { kind: string; key: string; text: string; link: string }>(
    ctx: RequestContext,
    rows: Row[],
    prefix: string,
  ): Promise<(Row & { match: PrefixMatch | null })[]> {
    const shown = rows.map((row) => ({ ...row, match: prefixMatch(row.text, prefix) }));
    const byAlias = shown.filter((row) => row.kind === 'target' && !row.match);
    if (byAlias.length === 0) return shown;
    // The vocabulary (kept until the catalogue changes) writes each name as the catalogue does.
    const vocabulary = await this.loadVocabulary();
    for (const row of byAlias) {
      const target = new URLSearchParams(row.link.split('?')[1] ?? '').get('keywords') ?? '';
      const alias = vocabulary.nameOf(row.key);
      if (!alias || !vocabulary.meaningsOf(row.key)?.some((m) => m.kind === 'target' && m.value === target))
        continue;
      row.text = ctx.lang === 'en' ? `${target} (${alias})` : `${target}（${alias}）`;
      row.match = prefixMatch(row.text, prefix);
    }
    return shown;
  }

  /**
   * Logs a query of the search page (no address, no user): the hot keywords and the staff's list. It is
   * written with the next batch (QueryLog).
   */
  private logQuery(ctx: RequestContext, keywords: string, q: Interpretation, resultCount: number): void {
    const query = displayQuery(keywords);
    this.queryLog.record({
      query,
      // Grouped by the compact key (`IL-6` and `il6` are one keyword); only punctuation keeps its text.
      normalized: q.compact === '' ? query : q.compact,
      resultCount,
      locale: ctx.lang === 'en' ? 'en' : 'cn',
      createdAt: new Date(this.now()),
    });
  }

  /**
   * The hot keywords of the request language's site: the queries that found something, most searched
   * over the last 30 days first, each by its official name or best spelling (see readHotKeywords), the
   * curated keywords filling the rest. Reused for a minute.
   */
  hotKeywords(ctx: RequestContext, number: number): Promise<HotKeyword[]> {
    const key = `${ctx.lang}:${number}`;
    const kept = this.hot.get(key);
    if (kept && this.now() - kept.readAt < HOT_KEYWORDS_TTL_MS) return kept.value;
    const value = this.readHotKeywords(ctx.lang, number);
    this.hot.set(key, { readAt: this.now(), value });
    value.catch(() => this.hot.delete(key));
    return value;
  }

  private async readHotKeywords(lang: Lang, number: number): Promise<HotKeyword[]> {
    const spellings = await this.db
      .select({ query: searchQueries.query, normalized: searchQueries.normalized, count: count() })
      .from(searchQueries)
      .where(
        and(
          eq(searchQueries.locale, lang === 'en' ? 'en' : 'cn'),
          sql`${searchQueries.createdAt} > now() - make_interval(days => ${HOT_KEYWORDS_DAYS})`,
          sql`${searchQueries.resultCount} > 0`,
        ),
      )
      .groupBy(searchQueries.normalized, searchQueries.query);
    const names = await this.officialNames(spellings.map((row) => row.normalized));
    // Queries are grouped by their key after typo correction; a group is shown by its official name,
    // else by its most searched spelling that needed no correction (`interlukin 6` never shows).
    const groups = new Map<string, HotKeyword>();
    const byKey = new Map<string, { count: number; best: { query: string; count: number } | null }>();
    for (const row of spellings) {
      const group = byKey.get(row.normalized) ?? { count: 0, best: null };
      group.count += row.count;
      const asTyped = compactKey(row.query) === row.normalized || row.query === row.normalized;
      const better =
        !group.best ||
        row.count > group.best.count ||
        (row.count === group.best.count && row.query < group.best.query);
      if (asTyped && better) group.best = { query: row.query, count: row.count };
      byKey.set(row.normalized, group);
    }
    const taken = new Set<string>();
    for (const [normalized, group] of byKey) {
      const keyword = names.get(normalized) ?? group.best?.query;
      if (keyword === undefined) continue;
      taken.add(normalized);
      // Spellings of one name are one keyword (`IL-6`, `il 6` and `interleukin 6` are all IL-6).
      const shown = compactKey(keyword) || keyword;
      taken.add(shown);
      const kept = groups.get(shown) ?? { keyword, count: 0 };
      kept.count += group.count;
      groups.set(shown, kept);
    }
    const list = [...groups.values()]
      .sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword))
      .slice(0, number);
    if (list.length < number) {
      const curated = await this.db
        .select({
          keyword: lang === 'en' ? hotKeywords.keywordEn : hotKeywords.keywordZh,
          count: hotKeywords.count,
        })
        .from(hotKeywords)
        .orderBy(desc(hotKeywords.count), asc(hotKeywords.id));
      for (const k of curated) {
        if (list.length >= number) break;
        const normalized = compactKey(k.keyword);
        if (taken.has(normalized)) continue;
        taken.add(normalized);
        list.push(k);
      }
    }
    return list;
  }

  /**
   * The official names of the logged keys that name one thing: a target by any of its names (its display
   * name, `IL-6` for `il 6` or `interleukin 6`), or a whole catalog number (as the catalogue writes it).
   */
  private async officialNames(keys: readonly string[]): Promise<Map<string, string>> {
    const vocabulary = await this.loadVocabulary();
    const names = new Map<string, string>();
    const catalogLike: string[] = [];
    for (const key of new Set(keys)) {
      const meanings = vocabulary.meaningsOf(key) ?? [];
      const targets = new Set(meanings.filter((m) => m.kind === 'target').map((m) => m.value));
      const [target] = targets;
      if (targets.size === 1 && target !== undefined) names.set(key, target);
      else if (isCatalogLike(key)) catalogLike.push(key);
    }
    if (catalogLike.length > 0) {
      const rows = await this.db
        .select({ key: searchTerms.key, text: searchTerms.textEn })
        .from(searchTerms)
        .where(and(eq(searchTerms.kind, 'catalogNumber'), inArray(searchTerms.key, catalogLike)));
      for (const row of rows) names.set(row.key, row.text);
    }
    return names;
  }
}

/** A product's lowest list price (null when every size is on inquiry). */
function lowestPrice(product: Product): Fen | null {
  const prices = product.sizes.map((s) => s.priceFen).filter((fen): fen is Fen => fen !== null);
  return prices.length > 0 ? (Math.min(...prices) as Fen) : null;
}

/** What a hit of the content or service tab shows of what it found. */
interface ContentHitFields {
  id: number;
  /** @default 'content' */
  type?: SearchResult['type'];
  title: string;
  /** The section it is in (the result's `treeName`). */
  section: string;
  /** Its date (YYYY-MM-DD), as the result's `createTime`. */
  day: string;
  link: string;
  /** The text its snippet is cut from. */
  text: string;
}

/** A hit of the content or service tab, with the query's highlights in its title and snippet. */
function contentHit(q: Interpretation, hit: ContentHitFields): SearchResult {
  const passage = snippet(hit.text, q.highlightKeys);
  return {
    id: hit.id,
    type: hit.type ?? 'content',
    title: hit.title,
    treeName: hit.section,
    createTime: new Date(`${hit.day}T00:00:00Z`).toISOString(),
    price: null,
    catalogNumber: null,
    link: hit.link,
    titleHighlights: highlightRanges(hit.title, q.highlightKeys),
    snippet: passage.snippet,
    snippetHighlights: passage.highlights,
  };
}

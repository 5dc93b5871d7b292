/**
 * The catalogue and site content. Text shown to visitors is stored once per site language
 * (`*_zh` for the Chinese site, `*_en` for /en); services pick the column for the request language.
 * Changing this file: run `npm run db:generate` and commit the new migration in drizzle/.
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    // Ids are part of the public contract (the home page asks for categories 4, 5 and 6),
    // so they are assigned by the data, not by a sequence.
    id: integer('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('categories_pid_idx').on(t.pid)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    catalogNumber: text('catalog_number').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    target: text('target').notNull(),
    speciesZh: text('species_zh').notNull(),
    speciesEn: text('species_en').notNull(),
    tagZh: text('tag_zh').notNull(),
    tagEn: text('tag_en').notNull(),
    expressionSystemZh: text('expression_system_zh').notNull(),
    expressionSystemEn: text('expression_system_en').notNull(),
    conjugateZh: text('conjugate_zh').notNull(),
    conjugateEn: text('conjugate_en').notNull(),
    purityZh: text('purity_zh').notNull(),
    purityEn: text('purity_en').notNull(),
    endotoxinZh: text('endotoxin_zh').notNull(),
    endotoxinEn: text('endotoxin_en').notNull(),
    molecularWeightZh: text('molecular_weight_zh').notNull(),
    molecularWeightEn: text('molecular_weight_en').notNull(),
    formulationZh: text('formulation_zh').notNull(),
    formulationEn: text('formulation_en').notNull(),
    storageZh: text('storage_zh').notNull(),
    storageEn: text('storage_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** 1 = most popular; null = not on the popular list. */
    popularRank: integer('popular_rank'),
    /** Whether a free trial sample can be asked for (`POST /try_out`); staff clear it for costly items. */
    trialAvailable: boolean('trial_available').notNull().default(true),
    /** When the product entered the catalogue (a search hit's `createTime`). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_catalog_number_idx').on(t.catalogNumber),
    // Catalog number filters are case-insensitive; sorting by name serves the `sort=name` listing.
    index('products_catalog_number_lower_idx').on(sql`lower(${t.catalogNumber})`),
    index('products_name_zh_idx').on(t.nameZh, t.id),
    index('products_name_en_idx').on(t.nameEn, t.id),
    index('products_popular_rank_idx').on(t.popularRank),
    // A category's products in popularity order (home page sections) and in catalogue order (listings),
    // without sorting every product of a large subtree; the second also serves the foreign key.
    index('products_category_popular_idx').on(t.categoryId, t.popularRank, t.id),
    index('products_category_order_idx').on(t.categoryId, t.id),
    // Related products of the same target (case-insensitive) in catalogue order, read from the index
    // rather than by scanning every product.
    index('products_target_lower_idx').on(sql`lower(${t.target})`, t.categoryId, t.id),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    /** The list price in fen (CNY / 100, @storefront/site's `Fen`); null = price on inquiry only. */
    priceFen: integer('price_fen'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('product_sizes_product_id_idx').on(t.productId),
    check('product_sizes_price_fen_check', sql`${t.priceFen} >= 0`),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  subtitleZh: text('subtitle_zh').notNull(),
  subtitleEn: text('subtitle_en').notNull(),
  link: text('link').notNull(),
  image: text('image'),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    category: text('category', { enum: ['news', 'activity'] }).notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    cover: text('cover'),
  },
  (t) => [index('articles_category_publish_date_idx').on(t.category, t.publishDate)],
);

/** Literature citing our products. Titles are kept in the language they were published in. */
export const references = pgTable(
  'references',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    authors: text('authors').notNull(),
    journal: text('journal').notNull(),
    impactFactor: doublePrecision('impact_factor').notNull(),
    year: integer('year').notNull(),
    doi: text('doi').notNull(),
    catalogNumber: text('catalog_number').notNull(),
    /** The lot the paper names (issue 13: the literature page's citation line); null when it names none. */
    lotNumber: text('lot_number'),
  },
  (t) => [index('references_catalog_number_idx').on(t.catalogNumber)],
);

export const distributors = pgTable(
  'distributors',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    countryZh: text('country_zh').notNull(),
    countryEn: text('country_en').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: text('country_code').notNull(),
    regionZh: text('region_zh').notNull(),
    regionEn: text('region_en').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website').notNull(),
    addressZh: text('address_zh').notNull(),
    addressEn: text('address_en').notNull(),
  },
  (t) => [index('distributors_country_code_idx').on(t.countryCode)],
);

export const globalCfg = pgTable('global_cfg', {
  key: text('key').primaryKey(),
  valueZh: text('value_zh').notNull(),
  valueEn: text('value_en').notNull(),
});

export const dict = pgTable(
  'dict',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('dict_type_code_idx').on(t.type, t.code)],
);

export const hotKeywords = pgTable('hot_keywords', {
  id: serial('id').primaryKey(),
  keywordZh: text('keyword_zh').notNull(),
  keywordEn: text('keyword_en').notNull(),
  count: integer('count').notNull().default(0),
});

// ---------------------------------------------------------------- what visitors send (issue 3)

/** The site a visitor used when sending something: `cn` (Chinese) or `en` (/en). */
const siteLocale = () => text('locale', { enum: ['cn', 'en'] }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One sequence for every kind of submission: a reference number is never given twice. */
export const applicationReferenceSeq = pgSequence('application_reference_seq');

/**
 * A submission's reference (issue 15), `TS-20261124-0007`: the kind, the UTC date and the next number of the sequence, at least four digits
 * (the regular expression drops the padding zeros that a longer number does not need), computed by the
 * insert itself so the answer comes from the statement that wrote.
 */
export const submissionReference = (prefix: 'TS' | 'PA' | 'LM' | 'EQ' | 'SG' | 'JA' | 'CR') =>
  text('reference')
    .notNull()
    .default(
      sql.raw(
        `'${prefix}-' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || regexp_replace('000' || nextval('application_reference_seq')::text, '^0*(?=[0-9]{4})', '')`,
      ),
    );

/** The footer's online messages (`POST /leave_word`); the privacy box was ticked for every row. */
export const leaveMessages = pgTable(
  'leave_messages',
  {
    id: serial('id').primaryKey(),
    reference: submissionReference('LM'),
    name: text('name').notNull(),
    company: text('company').notNull(),
    department: text('department').notNull(),
    /** Province name. */
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leave_messages_reference_idx').on(t.reference),
    index('leave_messages_created_at_idx').on(t.createdAt),
  ],
);

/** Enquiries and quote requests (`POST /enquiry`). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    reference: submissionReference('EQ'),
    name: text('name').notNull(),
    company: text('company').notNull(),
    department: text('department').notNull(),
    industryName: text('industry_name').notNull(),
    areaName: text('area_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    /** Product category the visitor named (optional). */
    otherTreeName: text('other_tree_name'),
    /** The product page the enquiry was sent from; kept as sent (a product may be withdrawn later). */
    catalogNumber: text('catalog_number'),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enquiries_reference_idx').on(t.reference),
    index('enquiries_created_at_idx').on(t.createdAt),
  ],
);

/** Newsletter subscribers (`POST /mail/subscription`): one row per address, whatever its case. */
export const mailSubscriptions = pgTable(
  'mail_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_subscriptions_email_idx').on(sql`lower(${t.email})`)],
);

/** The first visit of each browser session and its channel (`POST /channel_analyse`, `/user/channel_analyse`). */
export const channelVisits = pgTable(
  'channel_visits',
  {
    id: serial('id').primaryKey(),
    sessionStorageId: text('session_storage_id').notNull(),
    userName: text('user_name').notNull(),
    userType: text('user_type').notNull(),
    /** Referrer class: a search engine or `direct`. */
    source: text('source').notNull(),
    /** The referrer URL (empty for direct entry). */
    sourceValue: text('source_value').notNull(),
    locale: siteLocale(),
    createdAt: createdAt(),
    /** When a user name was attached to the session, if ever. */
    userAttachedAt: timestamp('user_attached_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('channel_visits_session_storage_id_idx').on(t.sessionStorageId)],
);

/** Events of a session (`POST /channel_analyse/detail`): message sent, phone click, navigation click. */
export const channelEvents = pgTable(
  'channel_events',
  {
    id: serial('id').primaryKey(),
    sessionStorageId: text('session_storage_id').notNull(),
    operateType: text('operate_type', { enum: ['message', 'phone', 'navigation'] }).notNull(),
    operateTypeId: text('operate_type_id').notNull(),
    /** The session's referrer. */
    source: text('source').notNull(),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [index('channel_events_session_storage_id_idx').on(t.sessionStorageId)],
);

/** New product suggestions (`POST /suggest`, the search-not-found form); `userId` when sent logged in. */
export const productSuggestions = pgTable(
  'product_suggestions',
  {
    id: serial('id').primaryKey(),
    reference: submissionReference('SG'),
    productName: text('product_name').notNull(),
    species: text('species').notNull(),
    tagPosition: text('tag_position').notNull(),
    expressionSystem: text('expression_system').notNull(),
    tag: text('tag').notNull(),
    expressionRange: text('expression_range').notNull(),
    accessionNumber: text('accession_number').notNull(),
    quantity: text('quantity').notNull(),
    longTermNeed: boolean('long_term_need').notNull(),
    purpose: text('purpose').notNull(),
    quality: text('quality').notNull(),
    deliveryTime: text('delivery_time').notNull(),
    otherRequirements: text('other_requirements').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    department: text('department').notNull(),
    region: text('region').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    industry: text('industry', { enum: ['research', 'industrial'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_suggestions_reference_idx').on(t.reference),
    index('product_suggestions_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Every query of the search page (issue 12): the normalised text, the site, how many products it found.
 * No address and no user: `/search/rank` and the staff's "searched but not found" list need only these.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: serial('id').primaryKey(),
    /** The query as typed, trimmed, whitespace collapsed (shown back as a hot keyword). */
    query: text('query').notNull(),
    /** The normalised form the ranking groups by (the search's own normalisation). */
    normalized: text('normalized').notNull(),
    resultCount: integer('result_count').notNull(),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [index('search_queries_locale_created_at_idx').on(t.locale, t.createdAt)],
);

// ---------------------------------------------------------------- search (issue 12)

/** A text search vector; its lexemes are computed by the application (src/search/analyzer.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Raw bytes (an investor document's PDF, a CV): kept in the database, which serves them only where a
 * route says so (the PDFs) or never (the CVs).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres reads a Buffer, PGlite a plain Uint8Array: one type for the code either way.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every name of a target researchers search by, maintained with the catalogue: `target` is the
 * products' `target` value; `kind` says what the name is (official gene symbol, alias such as a CD
 * number or an older name, full English name, Chinese name).
 */
export const targetNames = pgTable(
  'target_names',
  {
    id: serial('id').primaryKey(),
    target: text('target').notNull(),
    kind: text('kind', { enum: ['symbol', 'alias', 'en', 'zh'] }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('target_names_target_name_idx').on(t.target, t.kind, t.name)],
);

/**
 * The search index of the products, written in the same transaction as the products: the catalog
 * number's normalised key (exact and prefix matches) and that of its product code (the part before the
 * dash), and the product's lexemes, weighted A (name), B (target names), C (species, tag, conjugate,
 * expression system, category). Narrow on purpose: a query reads many of its rows (the descriptions'
 * words are apart, in `product_described`).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    catalogKey: text('catalog_key').notNull(),
    catalogCode: text('catalog_code').notNull().default(''),
    /** The product's target, lower case: a plain column, so that its index answers alone. */
    targetKey: text('target_key').notNull().default(''),
    /**
     * The product's tag, species and conjugate (`products`' English values), which a query's words
     * narrow its matches by (`PD-1 His`, `小鼠 IL-6`): read here, a target's matches are narrowed in
     * this table's index instead of fetching each match's wide `products` row (`CD47 His`: 535 product
     * rows, some 480 pages read, 8-12 ms on PGlite).
     */
    tagEn: text('tag_en').notNull().default(''),
    speciesEn: text('species_en').notNull().default(''),
    conjugateEn: text('conjugate_en').notNull().default(''),
    lexemes: tsvector('lexemes').notNull(),
  },
  (t) => [
    // Covering: a target's matches, narrowed by tag, species or conjugate, come from the index alone.
    index('product_search_target_key_idx').on(t.targetKey, t.tagEn, t.speciesEn, t.conjugateEn, t.productId),
    // Covering: a catalog number's matches and their rank come from the index alone.
    index('product_search_catalog_key_idx').on(
      sql`${t.catalogKey} text_pattern_ops`,
      t.catalogCode,
      t.productId,
    ),
    index('product_search_lexemes_idx').using('gin', t.lexemes),
  ],
);

/**
 * The words of the products' descriptions that their `product_search` lexemes lack: each once, without
 * weight or position, stop words left out. Apart from `product_search` so that a query whose words are
 * all in the lexemes reads none of it; a product found only through it ranks with the rest.
 * `every_word` holds those words and the lexemes together, so that a query of several words, some
 * only in a description, is one lookup in its index rather than a join of the two vectors.
 */
export const productDescribed = pgTable(
  'product_described',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    words: tsvector('words').notNull(),
    everyWord: tsvector('every_word').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index('product_described_words_idx').using('gin', t.words),
    index('product_described_every_word_idx').using('gin', t.everyWord),
  ],
);

/**
 * The search index of the content tab: articles, citations and (issue 13) meetings, the about-us and
 * investors sections, the investor documents and jobs (`kind`, `ref_id`), title lexemes weighted A.
 */
export const contentSearch = pgTable(
  'content_search',
  {
    kind: text('kind', {
      enum: ['article', 'citation', 'meeting', 'company_section', 'investor_document', 'job', 'service'],
    }).notNull(),
    refId: integer('ref_id').notNull(),
    lexemes: tsvector('lexemes').notNull(),
    /**
     * An article body's words that `lexemes` lacks, each once, without weight or position: apart, so
     * that ranking by a title match reads the small `lexemes`, not the body (kept in TOAST).
     */
    body: tsvector('body').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index('content_search_lexemes_idx').using('gin', t.lexemes),
    index('content_search_body_idx').using('gin', t.body),
  ],
);

/**
 * What the search box suggests while typing (catalog numbers, targets, product names, by the prefix
 * of their normalised `key`), and the words of the index (`word`), which typos are corrected to
 * (by pg_trgm's measure, computed in the app: src/search/typo.ts).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['catalogNumber', 'target', 'product', 'word'] }).notNull(),
    key: text('key').notNull(),
    textZh: text('text_zh').notNull(),
    textEn: text('text_en').notNull(),
    link: text('link').notNull(),
  },
  (t) => [uniqueIndex('search_terms_kind_key_link_idx').on(t.kind, sql`${t.key} text_pattern_ops`, t.link)],
);

/**
 * The version of the analyzer and index layout that wrote the search index (one row, `id` true): the
 * server rebuilds the index at start when it differs from `SEARCH_INDEX_VERSION` (src/search/reindex.ts).
 */
export const searchIndexState = pgTable(
  'search_index_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: integer('version').notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('search_index_state_one_row', sql`${t.id}`)],
);

// ---------------------------------------------------------------- accounts (issue 4)

/**
 * Accounts. `account` is the username: the e-mail for registered users, the mobile number for
 * users created by their first SMS login (until they bind an e-mail, which is not offered yet).
 * `verifiedPhone` is a number proven by an SMS code (SMS login, completion); SMS login finds the
 * account by it. `phone` is the contact number given in forms (not verified).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    email: text('email'),
    /** argon2id (PHC string); null for accounts created by SMS login, which have no password. */
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    verifiedPhone: text('verified_phone'),
    unit: text('unit').notNull().default(''),
    department: text('department').notNull().default(''),
    areaId: integer('area_id'),
    /** Free text area name (profile forms send a name, registration an id). */
    areaName: text('area_name').notNull().default(''),
    industryId: integer('industry_id'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_account_idx').on(sql`lower(${t.account})`),
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_verified_phone_idx').on(t.verifiedPhone),
    // Company autocomplete matches a prefix of the lower-cased unit (LIKE 'x%' needs the pattern ops
    // under any collation other than C).
    index('users_unit_prefix_idx').on(sql`lower(${t.unit}) text_pattern_ops`),
  ],
);

/** Login tokens (the jti): only the SHA-256 of the random token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_id_idx').on(t.userId),
  ],
);

/** E-mail and SMS verification codes: hashed, 5 minutes, single use, failed attempts counted. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    // A text column: adding a channel needs no migration.
    channel: text('channel', { enum: ['mail', 'sms', 'captcha'] }).notNull(),
    /** Lower-cased e-mail address or mobile number. */
    target: text('target').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.scene, t.createdAt)],
);

/** Fixed-window rate-limit counters, shared by every server process (ARCHITECTURE 11). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Failed credential checks (passwords, codes, captcha answers) per account and per client address,
 * for the login throttle (accounts/throttle.ts): each row is forgotten 15 minutes after its last failure.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});

/** Image captchas: the answer's hash, answerable once, 5 minutes. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- cart and orders (issue 4)

/** A user's cart: one line per product size; counts change atomically in SQL. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_lines_user_size_idx').on(t.userId, t.productSizeId)],
);

/** Settled carts. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('orders_order_number_idx').on(t.orderNumber), index('orders_user_id_idx').on(t.userId)],
);

/** An order's lines: what was ordered, as it was then (product names and prices may change later). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    catalogNumber: text('catalog_number').notNull(),
    productNameZh: text('product_name_zh').notNull(),
    productNameEn: text('product_name_en').notNull(),
    size: text('size').notNull(),
    /** The unit price in fen when the order was placed; null = on inquiry. */
    priceFen: integer('price_fen'),
    count: integer('count').notNull(),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    check('order_lines_price_fen_check', sql`${t.priceFen} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Issue 13: news and events. Articles name the products they are about; meetings (trade shows, conferences,
// seminars) are events with a date, a place, a booth, an agenda and the products shown; visitors register
// their interest in a meeting. Agendas and article bodies are sanitised HTML (src/content/rich-text.ts).
// ---------------------------------------------------------------------------------------------------------

/** The products an article is about (its "related products"), in the order the article names them. */
export const articleProducts = pgTable(
  'article_products',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    catalogNumber: text('catalog_number').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.catalogNumber] })],
);

/** Trade shows, conferences and seminars the company attends or holds. */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    /** The programme as sanitised HTML. */
    agendaZh: text('agenda_zh').notNull(),
    agendaEn: text('agenda_en').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    cityZh: text('city_zh').notNull(),
    cityEn: text('city_en').notNull(),
    venueZh: text('venue_zh').notNull(),
    venueEn: text('venue_en').notNull(),
    /** The booth number as printed on the floor plan; null where the company holds the event itself. */
    booth: text('booth'),
    cover: text('cover'),
  },
  (t) => [
    index('meetings_start_date_idx').on(t.startDate),
    check('meetings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** The products shown at a meeting. */
export const meetingProducts = pgTable(
  'meeting_products',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    catalogNumber: text('catalog_number').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.catalogNumber] })],
);

/** Visitors' registrations of interest in a meeting (`POST /meeting/{id}/registration`). */
export const meetingRegistrations = pgTable(
  'meeting_registrations',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** What the visitor would like to discuss at the booth; null when left empty. */
    content: text('content'),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_registrations_meeting_id_idx').on(t.meetingId)],
);
// ---------------------------------------------------------------------------------------------
// Issue 13: company pages (about us, investors, contact) and the stored legal and brand documents.
// ---------------------------------------------------------------------------------------------

/**
 * The rich-text sections of the about-us and investors pages. Ids are assigned by the data: they are
 * the public `/about-us?childId=` of each section. Bodies are HTML, sanitised before they are stored.
 */
export const companySections = pgTable(
  'company_sections',
  {
    id: integer('id').primaryKey(),
    page: text('page', { enum: ['about', 'investors'] }).notNull(),
    /** What the section is (profile, history, honours, culture, contacts, stock, governance). */
    key: text('key').notNull(),
    sort: integer('sort').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    /** When the text last changed (the date a search hit shows). */
    updatedOn: date('updated_on', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('company_sections_page_key_idx').on(t.page, t.key)],
);

/** The company's history, one milestone a row (the about-us timeline). */
export const companyMilestones = pgTable('company_milestones', {
  id: serial('id').primaryKey(),
  year: smallint('year').notNull(),
  textZh: text('text_zh').notNull(),
  textEn: text('text_en').notNull(),
});

/** The headquarters and the offices, with their contact details and opening hours. */
export const companyOffices = pgTable('company_offices', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['headquarters', 'office'] }).notNull(),
  sort: integer('sort').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  cityZh: text('city_zh').notNull(),
  cityEn: text('city_en').notNull(),
  addressZh: text('address_zh').notNull(),
  addressEn: text('address_en').notNull(),
  postalCode: text('postal_code').notNull(),
  /** ISO 3166-1 alpha-2 (schema.org's addressCountry). */
  countryCode: text('country_code').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  hoursZh: text('hours_zh').notNull(),
  hoursEn: text('hours_en').notNull(),
});

/** Whom to contact for what (catalogue, custom services, technical support, careers, investors). */
export const contactChannels = pgTable('contact_channels', {
  key: text('key', {
    enum: ['catalog', 'customized', 'support', 'careers', 'investors'],
  }).primaryKey(),
  sort: integer('sort').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionZh: text('description_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
});

/** Announcements and periodic reports, each with its PDF file (served with its download name). */
export const investorDocuments = pgTable(
  'investor_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['announcement', 'periodic_report'] }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    /** The download name (Content-Disposition), ASCII so that every browser keeps it. */
    fileName: text('file_name').notNull(),
    file: bytea('file').notNull(),
  },
  (t) => [index('investor_documents_publish_date_idx').on(t.publishDate)],
);

/**
 * The brand information, privacy policy and terms, one row per stored link id: the global config
 * (`brand`, `privacy_policy`, `terms_conditions`) names each site's id, so each row is in one language.
 */
export const richDocuments = pgTable('rich_documents', {
  fileId: text('file_id').primaryKey(),
  kind: text('kind', { enum: ['brand', 'privacy_policy', 'terms_conditions'] }).notNull(),
  lang: text('lang', { enum: ['zh', 'en'] }).notNull(),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  body: text('body').notNull(),
  updatedOn: date('updated_on', { mode: 'string' }).notNull(),
});

// ---------------------------------------------------------------- literature and recruitment (issue 13)

/**
 * The careers page's general sections (SPEC §1: salary, welfare, what the work is, what we ask), one
 * row; welfare is a list of short items per language.
 */
export const recruitmentConfig = pgTable('recruitment_config', {
  id: integer('id').primaryKey(),
  salaryZh: text('salary_zh').notNull(),
  salaryEn: text('salary_en').notNull(),
  welfareZh: text('welfare_zh').array().notNull(),
  welfareEn: text('welfare_en').array().notNull(),
  contentZh: text('content_zh').notNull(),
  contentEn: text('content_en').notNull(),
  requirementsZh: text('requirements_zh').notNull(),
  requirementsEn: text('requirements_en').notNull(),
});

/** Open positions; hot ones are listed first. Content and requirements are plain text, one item a line. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    departmentZh: text('department_zh').notNull(),
    departmentEn: text('department_en').notNull(),
    locationZh: text('location_zh').notNull(),
    locationEn: text('location_en').notNull(),
    headcount: integer('headcount').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    requirementsZh: text('requirements_zh').notNull(),
    requirementsEn: text('requirements_en').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
  },
  (t) => [check('jobs_headcount_check', sql`${t.headcount} >= 0`)],
);

/**
 * Applications with their CV. The CV's bytes stay here, served by no URL: HR receive them by mail.
 * `cvType` is what the content was judged to be (PDF, DOC, DOCX), never the sender's claim.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    reference: submissionReference('JA'),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    locale: siteLocale(),
    cvFileName: text('cv_file_name').notNull(),
    cvType: text('cv_type', { enum: ['pdf', 'doc', 'docx'] }).notNull(),
    cv: bytea('cv').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_applications_reference_idx').on(t.reference),
    index('job_applications_job_id_idx').on(t.jobId),
    check('job_applications_cv_size_check', sql`octet_length(${t.cv}) <= 5242880`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Services (issue 14): /service-list and /service?menuId=
// ---------------------------------------------------------------------------------------------------

/**
 * The services offered (custom expression, antibody development, binding kinetics…), in `sort` order.
 * `overview` is sanitised rich text; the workflow, deliverables and sample requirements are plain items,
 * one per array element, shown as lists.
 */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  summaryZh: text('summary_zh').notNull(),
  summaryEn: text('summary_en').notNull(),
  overviewZh: text('overview_zh').notNull(),
  overviewEn: text('overview_en').notNull(),
  workflowZh: text('workflow_zh').array().notNull(),
  workflowEn: text('workflow_en').array().notNull(),
  deliverablesZh: text('deliverables_zh').array().notNull(),
  deliverablesEn: text('deliverables_en').array().notNull(),
  timelineZh: text('timeline_zh').notNull(),
  timelineEn: text('timeline_en').notNull(),
  sampleRequirementsZh: text('sample_requirements_zh').array().notNull(),
  sampleRequirementsEn: text('sample_requirements_en').array().notNull(),
  updatedOn: date('updated_on', { mode: 'string' }).notNull(),
});

/** The catalogue's products a service page links to, in `sort` order (catalog numbers, as articles name them). */
export const serviceProducts = pgTable(
  'service_products',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    catalogNumber: text('catalog_number').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.catalogNumber] })],
);

// ---------------------------------------------------------------------------------------------
// Issue 14: resources and downloads (/resources, GET and POST /resource, /files/resources/:id/:lang).
// ---------------------------------------------------------------------------------------------

/** The tabs of /resources that list files (the COA tab points to the COA form instead). */
export const RESOURCE_KINDS = ['manual', 'brochure', 'note', 'sds', 'poster'] as const;

/**
 * A downloadable resource with its PDF in each language it exists in: a bilingual one has both files,
 * an English-only one (a poster shown abroad) has `fileEn` only. Served only by the download rule.
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: RESOURCE_KINDS }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    /** Download names (Content-Disposition), ASCII so that every browser keeps them. */
    fileNameZh: text('file_name_zh'),
    fileZh: bytea('file_zh'),
    fileNameEn: text('file_name_en'),
    fileEn: bytea('file_en'),
  },
  (t) => [
    index('resources_kind_idx').on(t.kind, t.publishDate),
    check('resources_zh_file_check', sql`(${t.fileZh} is null) = (${t.fileNameZh} is null)`),
    check('resources_en_file_check', sql`(${t.fileEn} is null) = (${t.fileNameEn} is null)`),
    check('resources_some_file_check', sql`${t.fileZh} is not null or ${t.fileEn} is not null`),
  ],
);

/**
 * The resource download forms visitors filled in (SPEC §3, §6). `passHash` is the SHA-256 of the
 * download pass the answer gave the visitor: the pass lets them download any resource until
 * `passExpiresAt` without filling in the form again; only its hash is kept.
 */
export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    unit: text('unit').notNull(),
    department: text('department').notNull(),
    locale: siteLocale(),
    passHash: text('pass_hash').notNull(),
    passExpiresAt: timestamp('pass_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('resource_downloads_pass_hash_idx').on(t.passHash),
    index('resource_downloads_resource_id_idx').on(t.resourceId),
  ],
);

// ---------------------------------------------------------------- lots and QC data (issue 14)

/**
 * A product's production lots with their release QC, the data a scientist checks before buying and a
 * COA certifies. QC columns are null where the test does not apply: kits have no gel, enzymes no
 * binding curve. Bioactivity is stored as the assay's raw points; the EC50 is fitted when read
 * (lots/four-parameter-logistic.ts), so the figure, the table and the COA can never disagree.
 */
/**
 * COA requests (`POST /coa`): the form as sent and the certificates found, under a reference that the
 * visitor's mail and the staff's carry (issue 15). Kept whether or not anything was found: a request
 * for a lot without a COA yet is what the staff follow up.
 */
export const coaRequests = pgTable(
  'coa_requests',
  {
    id: serial('id').primaryKey(),
    reference: submissionReference('CR'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    dept: text('dept').notNull(),
    areaId: integer('area_id').notNull(),
    industryId: integer('industry_id').notNull(),
    email: text('email'),
    phone: text('phone'),
    idea: text('idea'),
    catalogNumbers: text('catalog_numbers').notNull(),
    lotNumbers: text('lot_numbers').notNull(),
    /** The certificates found, `{ catalogNumber, lotNumber }` each; the rest of the request was not. */
    found: jsonb('found').$type<{ catalogNumber: string; lotNumber: string }[]>().notNull(),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coa_requests_reference_idx').on(t.reference),
    index('coa_requests_created_at_idx').on(t.createdAt),
  ],
);

/** A lot's stored 4PL fit (`product_lots.assay_fit`): its parameters, or `{}` when the points define no curve. */
export type StoredAssayFit =
  | { bottom: number; top: number; ec50: number; hill: number; rSquared: number }
  | Record<string, never>;

export const productLots = pgTable(
  'product_lots',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lotNumber: text('lot_number').notNull(),
    manufacturedOn: date('manufactured_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** mg/mL: as supplied for solutions, after the datasheet's reconstitution for lyophilised protein. */
    concentrationMgMl: doublePrecision('concentration_mg_ml'),
    /** Purity by SDS-PAGE densitometry, %. */
    sdsPurityPercent: doublePrecision('sds_purity_percent'),
    /** Apparent sizes (kDa) of the bands under reducing and non-reducing conditions, largest first. */
    reducedBandsKda: doublePrecision('reduced_bands_kda').array(),
    nonReducedBandsKda: doublePrecision('non_reduced_bands_kda').array(),
    /** SEC-HPLC main peak, % of the total area. */
    secMainPeakPercent: doublePrecision('sec_main_peak_percent'),
    endotoxinEuPerUg: doublePrecision('endotoxin_eu_per_ug'),
    /** `elisa`: binding to the partner coated on the plate; `cell`: a cell-based proliferation assay. */
    assayKind: text('assay_kind', { enum: ['elisa', 'cell'] }),
    /** The assay's concentrations (ng/mL) and responses (OD450), point by point. */
    assayConcentrationsNgMl: doublePrecision('assay_concentrations_ng_ml').array(),
    assayResponses: doublePrecision('assay_responses').array(),
    /**
     * The 4PL fitted to the assay's points when the lot was written (lots/fits.ts), as the contract gives
     * it, or `{}` when the points define no curve: a fit takes 1-2 ms, too long for every product page.
     * NULL without an assay, and for lots written before migration 0028 until the next start fills it.
     */
    assayFit: jsonb('assay_fit').$type<StoredAssayFit>(),
  },
  (t) => [
    uniqueIndex('product_lots_product_lot_idx').on(t.productId, t.lotNumber),
    // The COA form and its verification find a lot by its number, whatever its case.
    index('product_lots_lot_number_lower_idx').on(sql`lower(${t.lotNumber})`),
    check(
      'product_lots_assay_points_check',
      sql`coalesce(cardinality(${t.assayConcentrationsNgMl}), 0) = coalesce(cardinality(${t.assayResponses}), 0)`,
    ),
    check('product_lots_dates_check', sql`${t.expiresOn} > ${t.manufacturedOn}`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Applications (issue 15): free trial samples, paper awards and the award's ID card photos
// ---------------------------------------------------------------------------------------------------

/** The staff's handling of an application (the contract's `MyApplication.status`). */
const applicationStatus = () =>
  text('status', { enum: ['received', 'reviewing', 'approved', 'rejected', 'completed'] })
    .notNull()
    .default('received');

/** Free trial sample applications (`POST /try_out`); `userId` when sent logged in. */
export const trialApplications = pgTable(
  'trial_applications',
  {
    id: serial('id').primaryKey(),
    reference: submissionReference('TS'),
    status: applicationStatus(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    catalogNumber: text('catalog_number').notNull(),
    productName: text('product_name').notNull(),
    productApplication: text('product_application').notNull(),
    treeId: integer('tree_id').notNull(),
    name: text('name').notNull(),
    department: text('department').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    industryId: integer('industry_id').notNull(),
    areaId: integer('area_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trial_applications_reference_idx').on(t.reference),
    index('trial_applications_user_id_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Paper award applications (`POST /paper_reward`). The ID number and the bank account are AES-256-GCM
 * sealed (applications/data-key.ts) and never leave the server in an answer; `accountLast4` is what the
 * applicant is shown. One applicant per paper: the normalised DOI is unique.
 */
export const paperAwardApplications = pgTable(
  'paper_award_applications',
  {
    id: serial('id').primaryKey(),
    reference: submissionReference('PA'),
    status: applicationStatus(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    department: text('department').notNull(),
    areaId: integer('area_id').notNull(),
    email: text('email').notNull(),
    education: text('education').notNull(),
    idNumberSealed: bytea('id_number_sealed').notNull(),
    mentor: text('mentor').notNull(),
    labAddress: text('lab_address').notNull(),
    labPhone: text('lab_phone').notNull(),
    paperTitle: text('paper_title').notNull(),
    journal: text('journal').notNull(),
    impactFactor: doublePrecision('impact_factor').notNull(),
    issueDate: date('issue_date').notNull(),
    /** Lower-case and trimmed: the same paper however it was typed. */
    doi: text('doi').notNull(),
    firstAuthor: text('first_author').notNull(),
    correspondingAuthor: text('corresponding_author').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    catalogNumber: text('catalog_number').notNull(),
    productName: text('product_name').notNull(),
    packageBought: text('package_bought').notNull(),
    distributor: text('distributor').notNull(),
    accountHolder: text('account_holder').notNull(),
    accountSealed: bytea('account_sealed').notNull(),
    accountLast4: text('account_last4').notNull(),
    bank: text('bank').notNull(),
    awardGross: integer('award_gross').notNull(),
    awardTax: integer('award_tax').notNull(),
    awardNet: integer('award_net').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: siteLocale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('paper_award_applications_reference_idx').on(t.reference),
    uniqueIndex('paper_award_applications_doi_idx').on(t.doi),
    index('paper_award_applications_user_id_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * ID card photos (`POST /paper_reward/id_photo`), re-encoded without metadata; served by no URL. The id is
 * random and unguessable; an unused photo (no application) older than 24 hours is deleted on the next upload.
 */
export const idPhotos = pgTable(
  'id_photos',
  {
    id: text('id').primaryKey(),
    imageType: text('image_type', { enum: ['jpeg', 'png', 'webp'] }).notNull(),
    image: bytea('image').notNull(),
    applicationId: integer('application_id').references(() => paperAwardApplications.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('id_photos_unused_idx').on(t.createdAt).where(sql`${t.applicationId} IS NULL`),
    index('id_photos_application_id_idx').on(t.applicationId),
  ],
);

/**
 * Shapes of the demo data. Fixed in /work/coordination.md so the server can insert the data
 * while it is being written; change them only together with the server's seed code.
 */

/** Text in both site languages: Simplified Chinese (default site) and English (/en). */
export interface Localized {
  zh: string;
  en: string;
}

export interface DemoCategory {
  id: number;
  /** 0 for a top-level category. */
  pid: number;
  name: Localized;
  sort: number;
  visible: boolean;
}

export interface DemoProductSize {
  size: string;
  /** The list price in fen (1/100 yuan); null = price on inquiry only. */
  priceFen: number | null;
}

export interface DemoProduct {
  catalogNumber: string;
  /** A leaf or inner category id. */
  categoryId: number;
  name: Localized;
  target: string;
  species: Localized;
  tag: Localized;
  expressionSystem: Localized;
  conjugate: Localized;
  purity: Localized;
  endotoxin: Localized;
  molecularWeight: Localized;
  formulation: Localized;
  storage: Localized;
  description: Localized;
  isNew: boolean;
  isHot: boolean;
  /** 1 = most popular; null = not on the popular list. */
  popularRank: number | null;
  /** Whether a free trial sample is offered (`products.trial_available`); absent: it is. */
  trialAvailable?: boolean;
  sizes: DemoProductSize[];
}

export interface DemoBanner {
  title: Localized;
  subtitle: Localized;
  /** An in-site path without the /en prefix, e.g. `/product-list?id=4`. */
  link: string;
  image: string | null;
  sort: number;
}

export interface DemoArticle {
  title: Localized;
  summary: Localized;
  /** Plain-text paragraphs separated by a blank line. */
  content: Localized;
  category: 'news' | 'activity';
  /** YYYY-MM-DD */
  publishDate: string;
  cover: string | null;
  /** Catalog numbers of the products the article is about (its related products), in order. */
  catalogNumbers?: readonly string[];
}

export interface DemoReference {
  title: string;
  authors: string;
  journal: string;
  impactFactor: number;
  year: number;
  doi: string;
  /** Always the catalog number of a product in `products`. */
  catalogNumber: string;
  /** The lot the paper names, when it does (the literature page's ready citation line). */
  lotNumber?: string;
}

export interface DemoDistributor {
  name: Localized;
  country: Localized;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  region: Localized;
  email: string;
  phone: string;
  website: string;
  address: Localized;
}

export interface DemoGlobalCfg {
  key: string;
  value: Localized;
}

export interface DemoDictEntry {
  type: string;
  code: string;
  label: Localized;
}

export interface DemoHotKeyword {
  keyword: Localized;
  count: number;
}

/** The names of one target (the `target_names` table): how researchers search for it. */
export interface DemoTargetNames {
  /** The products' `target` value, e.g. `IL-6`. */
  target: string;
  /** Official gene symbol (HGNC for human proteins, the locus for microbial ones); null when none. */
  symbol: string | null;
  /** CD numbers, older symbols, trade and common names. */
  aliases: string[];
  /** Full English names. */
  en: string[];
  /** Chinese names. */
  zh: string[];
}

/** A meeting (issue 13): a trade show, conference or seminar the company attends or holds. */
export interface DemoMeeting {
  title: Localized;
  summary: Localized;
  /** The programme as HTML; sanitised when seeded. */
  agenda: Localized;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  city: Localized;
  venue: Localized;
  booth: string | null;
  cover: string | null;
  catalogNumbers: readonly string[];
}

/**
 * A production lot with its release QC (issue 14). Null where the test does not apply: kits have no
 * gel, enzymes and kits no binding curve.
 */
export interface DemoLot {
  lotNumber: string;
  /** YYYY-MM-DD */
  manufacturedOn: string;
  /** YYYY-MM-DD */
  expiresOn: string;
  concentrationMgMl: number | null;
  sdsPurityPercent: number | null;
  /** Apparent band sizes in kDa, largest first. */
  reducedBandsKda: number[] | null;
  nonReducedBandsKda: number[] | null;
  secMainPeakPercent: number | null;
  endotoxinEuPerUg: number | null;
  assay: {
    kind: 'elisa' | 'cell';
    /** ng/mL, highest first. */
    concentrationsNgMl: number[];
    /** OD450, one per concentration. */
    responses: number[];
  } | null;
}

import { type Locale, localizePath } from '../../i18n/locale';

/** The orders of the citation list (the contract's `sort` of `listReferences`). */
export const literatureSorts = ['newest', 'oldest', 'impact', 'journal'] as const;
export type LiteratureSort = (typeof literatureSorts)[number];

/** Everything the literature page shows, from its address (a GET form writes it). */
export interface LiteratureQuery {
  /** Product name, catalog number or target (or words of a title). */
  keyword: string;
  journal: string;
  yearFrom: number | null;
  yearTo: number | null;
  impactFactorMin: number | null;
  impactFactorMax: number | null;
  sort: LiteratureSort;
  page: number;
}

export const literaturePageSize = 10;
/** The contract's bounds of the filters: a value outside them is left out rather than refused. */
export const literatureTextMaxLength = 100;
const YEARS = { min: 1900, max: 2100 };
const IMPACT_FACTORS = { min: 0, max: 1000 };
const MAX_PAGE = 100_000;

const text = (value: string | null): string => (value ?? '').trim().slice(0, literatureTextMaxLength);

function number(value: string | null, bounds: { min: number; max: number }, integer: boolean): number | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  if (!Number.isFinite(parsed) || parsed < bounds.min || parsed > bounds.max) return null;
  if (integer && !Number.isInteger(parsed)) return null;
  return parsed;
}

/** The page's state from its query; anything malformed is dropped, so the page always answers. */
export function parseLiteratureQuery(search: URLSearchParams): LiteratureQuery {
  const sort = search.get('sort');
  const page = number(search.get('page'), { min: 1, max: MAX_PAGE }, true);
  return {
    keyword: text(search.get('keyword')),
    journal: text(search.get('journal')),
    yearFrom: number(search.get('yearFrom'), YEARS, true),
    yearTo: number(search.get('yearTo'), YEARS, true),
    impactFactorMin: number(search.get('impactFactorMin'), IMPACT_FACTORS, false),
    impactFactorMax: number(search.get('impactFactorMax'), IMPACT_FACTORS, false),
    sort: literatureSorts.includes(sort as LiteratureSort) ? (sort as LiteratureSort) : 'newest',
    page: page ?? 1,
  };
}

/** Whether any filter narrows the citations (the figures then describe the selection). */
export function isFiltered(query: LiteratureQuery): boolean {
  return (
    query.keyword !== '' ||
    query.journal !== '' ||
    query.yearFrom !== null ||
    query.yearTo !== null ||
    query.impactFactorMin !== null ||
    query.impactFactorMax !== null
  );
}

/** The filters as the API's query (`listReferences`, `getReferenceStatistics`): empty ones left out. */
export function referenceFilters(query: LiteratureQuery) {
  return {
    ...(query.keyword && { keyword: query.keyword }),
    ...(query.journal && { journal: query.journal }),
    ...(query.yearFrom !== null && { yearFrom: query.yearFrom }),
    ...(query.yearTo !== null && { yearTo: query.yearTo }),
    ...(query.impactFactorMin !== null && { impactFactorMin: query.impactFactorMin }),
    ...(query.impactFactorMax !== null && { impactFactorMax: query.impactFactorMax }),
  };
}

/** The address of a state of the page; defaults are left out, so each state has one address. */
export function literatureHref(locale: Locale, query: Partial<LiteratureQuery> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(
    referenceFilters({ ...parseLiteratureQuery(params), ...query }),
  )) {
    params.set(key, String(value));
  }
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return localizePath(locale, `/literature${search ? `?${search}` : ''}`);
}

import type { SearchResultsSort, SearchTab } from '@storefront/ui';
import { type Locale, localizePath } from '../../i18n/locale';

/** The product filters of the search (the contract's `treeId`, `tag`, `species`, `target`, `conjugate`). */
export type SearchFilter = 'treeId' | 'tag' | 'species' | 'target' | 'conjugate';
export const searchFilters: readonly SearchFilter[] = ['treeId', 'tag', 'species', 'target', 'conjugate'];

/** Everything the search page shows is decided by its address: this is its query, parsed. */
export interface SearchQuery {
  /** The trimmed search text; empty when none was given. */
  keywords: string;
  tab: SearchTab;
  filters: Partial<Record<SearchFilter, string>>;
  sort: SearchResultsSort;
  page: number;
}

/** The contract's bounds of the search text and of a filter value (openapi.yaml `Keywords`, `SearchTag`, ...). */
export const keywordsMaxLength = 100;
const filterMaxLength = 50;
const tabs: readonly SearchTab[] = ['product', 'service', 'content'];
const sorts: readonly SearchResultsSort[] = ['relevance', 'newest', 'name'];
/** Results per page (the API's default page size). */
export const searchPageSize = 20;

// Control characters never mean anything in a search; the contract refuses them, so they become spaces.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const controlCharacters = /[\u0000-\u001F\u007F]/g;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function filterValue(filter: SearchFilter, value: string | null): string | undefined {
  if (value === null) return undefined;
  if (filter === 'treeId') return positiveInt(value)?.toString();
  const trimmed = value.replace(controlCharacters, ' ').trim();
  return trimmed.length > 0 && trimmed.length <= filterMaxLength ? trimmed : undefined;
}

/**
 * Reads the search page's query. Anything malformed falls back to its default (a filter the contract would
 * refuse is dropped), so that a hand-edited address still shows a page; the text is kept as typed (trimmed)
 * and checked by `keywordsProblem`.
 */
export function parseSearchQuery(search: URLSearchParams): SearchQuery {
  const tab = search.get('tab');
  const sort = search.get('sort');
  const filters: SearchQuery['filters'] = {};
  for (const filter of searchFilters) {
    const value = filterValue(filter, search.get(filter));
    if (value !== undefined) filters[filter] = value;
  }
  return {
    keywords: (search.get('keywords') ?? '').replace(controlCharacters, ' ').trim(),
    tab: tabs.includes(tab as SearchTab) ? (tab as SearchTab) : 'product',
    filters,
    sort: sorts.includes(sort as SearchResultsSort) ? (sort as SearchResultsSort) : 'relevance',
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** Why the text cannot be searched: none given, or longer than the contract allows. */
export function keywordsProblem(keywords: string): 'empty' | 'tooLong' | null {
  if (keywords.length === 0) return 'empty';
  // Characters, not UTF-16 units: the contract's maxLength counts code points.
  if ([...keywords].length > keywordsMaxLength) return 'tooLong';
  return null;
}

/**
 * The address of a search page. Defaults are left out (product tab, best match, page 1) so that each page
 * has one address; `keywords` comes first, as in every `/search?keywords=` link of the site.
 */
export function searchPageHref(locale: Locale, query: SearchQuery): string {
  const params = new URLSearchParams({ keywords: query.keywords });
  if (query.tab !== 'product') params.set('tab', query.tab);
  // Filters and sort belong to the product tab.
  if (query.tab === 'product') {
    for (const filter of searchFilters) {
      const value = query.filters[filter];
      if (value !== undefined) params.set(filter, value);
    }
    if (query.sort !== 'relevance') params.set('sort', query.sort);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return localizePath(locale, `/search?${params}`);
}

/** The same search with one filter chosen or (`null`) removed, back on the first page. */
export function withFilter(query: SearchQuery, filter: SearchFilter, value: string | null): SearchQuery {
  const filters = { ...query.filters };
  if (value === null) delete filters[filter];
  else filters[filter] = value;
  return { ...query, filters, page: 1 };
}
